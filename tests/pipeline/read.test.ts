import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/load.ts';
import { checkContentDir } from '../../src/pipeline/read/content-dir.ts';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { decodeContent, readContent } from '../../src/pipeline/read/read.ts';
import type { ContentPath } from '../../src/schemas/brand.ts';

const file = 'a.md' as ContentPath;
const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));

describe('decodeContent', () => {
  it('strips a byte-order mark and normalises Windows line endings', () => {
    expect(decodeContent(file, bytes([0xef, 0xbb, 0xbf], '---\r\ntitle: x\r\n---\r\nbody\r\n'))).toEqual({ text: '---\ntitle: x\n---\nbody\n' });
  });

  it('rejects a binary file, naming it and what to do', () => {
    const result = decodeContent(file, bytes('PNG', [0, 1, 2]));
    expect(result).toMatchObject({ finding: { severity: 'error', code: 'binary-file', file: 'a.md' } });
    expect('finding' in result && result.finding.message).toMatch(/move it out of the content folder/);
  });

  it('reads text holding a NUL byte as a note, the NUL left out with a warning at its line, as Obsidian opens it', () => {
    const result = decodeContent(file, bytes('# Pasted\n\n```\n%PDF-1.4 stream', [0], 'x\n```\n'));
    expect(result).toMatchObject({ text: '# Pasted\n\n```\n%PDF-1.4 streamx\n```\n', warning: { code: 'forbidden-character', line: 4 } });
  });

  it('takes UTF-8 that is a tenth NUL bytes or more for binary data (UTF-16 text)', () => {
    const result = decodeContent(file, Buffer.from('# Notes in UTF-16\n', 'utf16le'));
    expect(result).toMatchObject({ finding: { code: 'binary-file' } });
  });

  it('rejects text that is not UTF-8, with the line', () => {
    const result = decodeContent(file, bytes('line one\nline ', [0xe9], 't\xe9\n'));
    expect(result).toMatchObject({ finding: { code: 'not-utf8', line: 2 } });
    expect('finding' in result && result.finding.message).toMatch(/re-save it with UTF-8/);
  });
});

describe('reading a content folder', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, 'notes', 'deep'), { recursive: true });
  mkdirSync(path.join(dir, '.obsidian'));
  mkdirSync(path.join(dir, 'node_modules'));
  writeFileSync(path.join(dir, 'notes', 'deep', 'b.md'), 'B');
  writeFileSync(path.join(dir, 'notes', 'a.md'), 'A');
  writeFileSync(path.join(dir, 'z.MD'), 'Z');
  writeFileSync(path.join(dir, '.obsidian', 'workspace.md'), 'tool state');
  writeFileSync(path.join(dir, 'node_modules', 'x.md'), 'package');
  writeFileSync(path.join(dir, 'notes', 'picture.png'), bytes([0x89, 0x50, 0]));
  writeFileSync(path.join(dir, 'bin.md'), bytes([0, 0, 0]));

  it('walks folders in path order, skipping dot-folders, node_modules and attachments', async () => {
    const read = await readContent(dir);
    expect(read.files.map((f) => f.path)).toEqual(['notes/a.md', 'notes/deep/b.md', 'z.MD']);
    expect(read.findings.map((f) => [f.code, f.file])).toEqual([['binary-file', 'bin.md']]);
  });

  it('builds a vault with the binary file a warning and the rest published: no single file stops a vault', async () => {
    const kb = await buildKnowledgeBase({ contentDir: dir });
    expect(kb.pages.map((p) => p.title)).toEqual(['a', 'b', 'z']);
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(kb.findings.filter((f) => f.code === 'binary-file')).toMatchObject([
      { severity: 'warning', file: 'bin.md', message: /binary file.*rest of the vault is published/ },
    ]);
  });
});

describe('content folder', () => {
  it('is CONTENT_DIR when set, else content/ under the working directory', () => {
    expect(loadSettings('/site', { CONTENT_DIR: 'vault' }).contentDir).toBe('/site/vault');
    expect(loadSettings('/site', {}).contentDir).toBe('/site/content');
    expect(loadSettings('/site', { CONTENT_DIR: '/abs/notes' }).contentDir).toBe('/abs/notes');
  });

  it('is an error saying what to set when it does not exist', async () => {
    const problem = await checkContentDir('/no/such/folder');
    expect(problem).toMatchObject({ severity: 'error', code: 'content-dir-missing', file: null });
    expect(problem?.message).toMatch(/set CONTENT_DIR/);
    const kb = await buildKnowledgeBase({ contentDir: '/no/such/folder' });
    expect(kb.findings.map((f) => f.code)).toEqual(['content-dir-missing']);
  });
});

describe('an empty content folder', () => {
  it('is a warning saying where to put pages', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'empty-'));
    try {
      const kb = await buildKnowledgeBase({ contentDir: dir });
      expect(kb.pages).toEqual([]);
      expect(kb.findings).toMatchObject([{ severity: 'warning', code: 'empty-content', file: null }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
