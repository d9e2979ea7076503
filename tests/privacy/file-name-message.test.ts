// A file whose name is not UTF-8 cannot be opened by the name the listing gives (its bad bytes come
// back as U+FFFD): the message says so and what to do, instead of sending the author to permissions.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContent } from '../../src/pipeline/read/read.ts';

const dir = mkdtempSync(join(tmpdir(), 'file-name-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a file name that is not UTF-8', () => {
  it.runIf(process.platform === 'linux')('is reported as a name to fix, not as permissions', async () => {
    // "Caf\xe9.md": Latin-1 é, as an old archive or a Windows share may write it.
    writeFileSync(Buffer.concat([Buffer.from(`${dir}/Caf`), Buffer.from([0xe9]), Buffer.from('.md')]), 'Text.\n');
    writeFileSync(join(dir, 'Fine.md'), 'Fine.\n');
    const read = await readContent(dir);
    expect(read.files.map((f) => f.path)).toEqual(['Fine.md']);
    expect(read.findings).toHaveLength(1);
    const [found] = read.findings;
    expect(found).toMatchObject({ severity: 'error', code: 'unreadable-file', file: 'Caf\uFFFD.md' });
    expect(found?.message).toMatch(/the name of Caf\uFFFD\.md is not valid UTF-8.*rename it with UTF-8 characters/);
    expect(found?.message).not.toMatch(/permissions/);
  });
});
