// Broken and hostile inputs, one small content folder each, with the outcome each must have: an
// error that names file, line and what to do; a warning; or a page that renders safely.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import type { Finding } from '../../src/schemas/finding.ts';
import type { KbPage, KnowledgeBase } from '../../src/schemas/knowledge-base.ts';

type Files = Record<string, string | Uint8Array>;

/** One row of the table: the files of a content folder and what building it must give. */
interface Case {
  name: string;
  files: Files;
  allowMissing?: boolean;
  /** Error findings expected: code, file and line (`null` where no line applies). */
  errors?: Array<{ code: string; file: string | null; line: number | null; says?: RegExp }>;
  /** Warning codes expected (each on the file given). */
  warnings?: Array<{ code: string; file: string | null; line?: number }>;
  /** Further checks on the knowledge base (pages, rendered bodies). */
  check?: (kb: KnowledgeBase) => void;
  timeout?: number;
}

const fm = (fields: string, body = ''): string => `---\n${fields}\n---\n${body}`;
const note = (title: string, body = '', extra = ''): string => fm(`kind: note\ntitle: ${JSON.stringify(title)}${extra ? `\n${extra}` : ''}`, body);

function byTitle(kb: KnowledgeBase, title: string): KbPage {
  const found = kb.pages.find((p) => p.title === title);
  if (!found) throw new Error(`no page titled "${title}"; pages: ${kb.pages.map((p) => p.title).join(' | ')}`);
  return found;
}

// Every rendered body and every title must be free of anything that could run in a browser.
const UNSAFE_HTML = /<script|<iframe|<object|<embed|<svg|<style|<base|<form|\son[a-z]+\s*=|srcdoc|(?:href|src|action)="\s*(?:javascript|data|vbscript):/i;

function assertNoActiveContent(kb: KnowledgeBase): void {
  for (const page of kb.pages) expect(page.bodyHtml ?? '', page.slug).not.toMatch(UNSAFE_HTML);
}

const BIG_LINE = `${'word '.repeat(15)}\n`;
const TEN_THOUSAND_LINKS = Array.from({ length: 10_000 }, (_, i) => `[[Target ${i % 3}]]`).join(' ');
const LONG_PREFIX = 'Why do language models trained with preference optimisation avoid correcting a user who';

const CASES: Case[] = [
  {
    name: 'malformed YAML',
    files: { 'bad.md': '---\nkind: note\ntitle: Why: a question?\n---\nBody.\n' },
    errors: [{ code: 'yaml-syntax', file: 'bad.md', line: 3, says: /not valid YAML.*quote values/ }],
  },
  {
    name: 'frontmatter that is a list, not a map',
    files: { 'list.md': '---\n- a\n- b\n---\nBody.\n' },
    errors: [{ code: 'frontmatter-not-a-map', file: 'list.md', line: 2, says: /key: value/ }],
  },
  {
    name: 'missing title',
    files: { 'untitled.md': fm('kind: inquiry\nlede: A lede.', 'Body.') },
    errors: [{ code: 'missing-field', file: 'untitled.md', line: 1, says: /"title" is missing; write e\.g\. title:/ }],
  },
  {
    name: 'a field of the wrong type',
    files: { 'typed.md': fm('kind: note\ntitle: Typed\ntags: 5\nstub: maybe') },
    errors: [
      { code: 'invalid-field', file: 'typed.md', line: 4, says: /"tags".*write e\.g\. tags: \[tag\]/ },
      { code: 'invalid-field', file: 'typed.md', line: 5, says: /"stub" should be true or false/ },
    ],
  },
  {
    name: 'an unknown kind',
    files: { 'kind.md': fm('title: Kind\nkind: essay') },
    errors: [{ code: 'unknown-kind', file: 'kind.md', line: 3, says: /write one of: inquiry, note, paper, discussion/ }],
  },
  {
    name: 'frontmatter in another language (gray-matter would eval ---js)',
    files: { 'js.md': '---js\n{ title: (globalThis.__pwned = 1, "x") }\n---\nBody.\n' },
    errors: [{ code: 'frontmatter-language', file: 'js.md', line: 1, says: /only YAML/ }],
    check: () => expect((globalThis as { __pwned?: unknown }).__pwned).toBeUndefined(),
  },
  {
    name: 'two titles that differ only in case',
    files: { 'a.md': note('Why Do Models Agree?'), 'b.md': note('why do models agree?') },
    errors: [{ code: 'duplicate-title', file: 'b.md', line: null, says: /also the title of a\.md/ }],
  },
  {
    name: 'two titles that differ only in quote style',
    files: { 'a.md': note('Why don’t models disagree?'), 'b.md': note("Why don't models disagree?") },
    errors: [{ code: 'duplicate-title', file: 'b.md', line: null, says: /also the title of a\.md.*retitle one/ }],
  },
  {
    name: 'an empty file',
    files: { 'Empty page.md': '' },
    warnings: [{ code: 'empty-file', file: 'Empty page.md' }],
    check: (kb) => expect(byTitle(kb, 'Empty page').kind).toBe('note'),
  },
  {
    name: 'a binary file named .md',
    files: { 'image.md': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'ok.md': note('Fine') },
    errors: [{ code: 'binary-file', file: 'image.md', line: null, says: /binary file.*move it out/ }],
    check: (kb) => expect(byTitle(kb, 'Fine').slug).toBe('fine'),
  },
  {
    name: 'a file that is not UTF-8 (Latin-1 on line 4)',
    files: { 'latin.md': new Uint8Array([...Buffer.from('---\nkind: note\ntitle: Caf'), 0xe9, ...Buffer.from('\n---\n')]) },
    errors: [{ code: 'not-utf8', file: 'latin.md', line: 3, says: /re-save it with UTF-8/ }],
  },
  {
    name: 'a byte-order mark',
    files: { 'bom.md': `\uFEFF${note('With a BOM', 'Body [[Other]].')}`, 'other.md': note('Other') },
    check: (kb) => {
      expect(byTitle(kb, 'With a BOM').slug).toBe('with-a-bom');
      expect(byTitle(kb, 'Other').linkedFrom).toEqual(['with-a-bom']);
    },
  },
  {
    name: 'Windows line endings (lines still counted right)',
    files: { 'crlf.md': note('Windows', 'First line.\r\n\r\nSee [[Nowhere at all]].\r\n').replace(/\n/g, '\r\n').replace(/\r\r/g, '\r') },
    errors: [{ code: 'unresolved-link', file: 'crlf.md', line: 7, says: /\[\[Nowhere at all\]\] matches no page/ }],
  },
  {
    name: 'a 5 MB note in one paragraph',
    files: { 'big.md': note('Big', BIG_LINE.repeat(70_000)) },
    warnings: [{ code: 'large-body', file: 'big.md', line: 5 }],
    check: (kb) => expect(byTitle(kb, 'Big').bodyHtml?.length).toBeGreaterThan(5_000_000),
    timeout: 60_000,
  },
  {
    name: 'a note with 10,000 links',
    files: { 'links.md': note('Many links', TEN_THOUSAND_LINKS), 't0.md': note('Target 0'), 't1.md': note('Target 1'), 't2.md': note('Target 2') },
    check: (kb) => {
      const html = byTitle(kb, 'Many links').bodyHtml ?? '';
      expect(html.match(/class="wikilink"/g)).toHaveLength(10_000);
      expect(byTitle(kb, 'Target 0').linkedFrom).toEqual(['many-links']);
    },
    timeout: 120_000,
  },
  {
    name: 'a page citing itself',
    files: { 'self.md': note('Myself', 'As [[Myself]] says.') },
    check: (kb) => {
      const self = byTitle(kb, 'Myself');
      expect(self.bodyHtml).toContain('href="/notes/myself/"');
      expect(self.linkedFrom).toEqual([]);
    },
  },
  {
    name: 'a cycle of related links',
    files: {
      'a.md': note('Alpha', '', 'related: [{to: Beta, reason: next}]'),
      'b.md': note('Beta', '', 'related: [{to: Gamma, reason: next}]'),
      'c.md': note('Gamma', '', 'related: [{to: Alpha, reason: back to the start}]'),
    },
    check: (kb) => {
      const related = (title: string): string[] => {
        const page = byTitle(kb, title);
        return page.kind === 'note' ? page.related.map((r) => r.slug) : [];
      };
      expect(related('Alpha')).toContain('beta');
      expect(related('Gamma')).toContain('alpha');
    },
  },
  {
    name: 'a title that slugs to nothing',
    files: { 'emoji.md': note('🚀🔥'), 'linker.md': note('Linker', 'See [[🚀🔥]].') },
    warnings: [{ code: 'empty-slug', file: 'emoji.md' }],
    check: (kb) => {
      const page = byTitle(kb, '🚀🔥');
      expect(page.slug).toMatch(/^[a-z0-9-]+$/);
      expect(byTitle(kb, 'Linker').bodyHtml).toContain(`href="/notes/${page.slug}/"`);
    },
  },
  {
    name: 'two titles whose slugs share their first 80 characters',
    files: { 'a.md': note(`${LONG_PREFIX} is wrong about a fact?`), 'b.md': note(`${LONG_PREFIX} is wrong about a date?`) },
    warnings: [{ code: 'slug-collision', file: 'b.md' }],
    check: (kb) => {
      const slugs = kb.pages.map((p) => p.slug);
      expect(new Set(slugs).size).toBe(2);
      expect(slugs.every((s) => s.length <= 90)).toBe(true);
    },
  },
  {
    name: 'right-to-left and emoji titles',
    files: {
      'rtl.md': note('لماذا تتجنب النماذج التصحيح؟'),
      'he.md': note('שאלה על מודלים'),
      'mixed.md': note('Models 🤖 agree', 'See [[لماذا تتجنب النماذج التصحيح؟]] and [[שאלה על מודלים]].'),
    },
    check: (kb) => {
      expect(byTitle(kb, 'Models 🤖 agree').slug).toBe('models-agree');
      expect(byTitle(kb, 'שאלה על מודלים').slug).toBe('שאלה-על-מודלים');
      expect(new Set(kb.pages.map((p) => p.slug)).size).toBe(3);
      expect(byTitle(kb, 'Models 🤖 agree').bodyHtml).toContain('لماذا تتجنب النماذج التصحيح؟');
      expect(byTitle(kb, 'לאלה על מודלים'.replace('ל', 'ש')).linkedFrom).toEqual(['models-agree']);
    },
  },
  {
    name: '<script> in the body',
    files: { 's.md': note('Script body', 'Hello <script>window.__pwned = 1</script> there.\n\n<script>\nalert(1)\n</script>\n') },
    check: (kb) => {
      const html = byTitle(kb, 'Script body').bodyHtml ?? '';
      // Raw HTML is shown sanitised: a script goes, with what stood inside it.
      expect(html.trim()).toBe('<p>Hello  there.</p>');
      expect(kb.findings.filter((f) => f.code === 'raw-html').map((f) => f.line)).toEqual([5, 7]);
    },
  },
  {
    name: 'onerror= and onload= in body HTML',
    files: {
      'img.md': note('Handlers', '<img src=x onerror="window.__pwned=1">\n\nText <svg onload="window.__pwned=1"></svg> and ![x](https://e.invalid/x.png)'),
    },
    check: (kb) => {
      const html = byTitle(kb, 'Handlers').bodyHtml ?? '';
      expect(html).toContain('<img src="https://e.invalid/x.png" alt="x">');
      expect(html).not.toContain('__pwned');
    },
  },
  {
    name: 'javascript: links in the body',
    files: {
      'js.md': note(
        'JS links',
        '[click](javascript:window.__pwned=1) and [also](JaVaScRiPt:alert(1)) and <javascript:alert(1)> and [ok](https://example.org/)',
      ),
    },
    check: (kb) => {
      const html = byTitle(kb, 'JS links').bodyHtml ?? '';
      expect(html).toContain('href="https://example.org/"');
      expect(html).toContain('click');
      expect(html).not.toMatch(/href="[^"]*script/i);
    },
  },
  {
    name: 'script payloads in frontmatter text fields stay text',
    files: {
      'fm.md': note('<script>window.__pwned=1</script> title', 'Body.', 'description: "<img src=x onerror=alert(1)>"\ntags: ["<svg onload=alert(1)>"]'),
    },
    check: (kb) => {
      const page = byTitle(kb, '<script>window.__pwned=1</script> title');
      expect(page.slug).toBe('script-window-pwned-1-script-title');
      expect(page.url).toBe('/notes/script-window-pwned-1-script-title/');
    },
  },
  {
    name: 'a javascript: URL as a paper href',
    files: { 'p.md': fm('kind: paper\ntitle: Paper\nhref: "javascript:alert(1)"') },
    errors: [{ code: 'invalid-field', file: 'p.md', line: 4, says: /"href" is not a full URL \(write it with https:\/\/\)/ }],
  },
  {
    name: 'a slug trying to escape the output folder',
    files: { 'escape.md': note('Escape', '', 'slug: ../../etc/passwd') },
    errors: [{ code: 'invalid-slug', file: 'escape.md', line: 4, says: /not a valid slug.*write `slug: etc-passwd`/ }],
  },
  {
    name: 'a title full of ../ gets a slug inside its folder',
    files: { 'dots.md': note('../../../index') },
    check: (kb) => expect(byTitle(kb, '../../../index').url).toBe('/notes/index/'),
  },
  {
    name: 'a link trying to escape the output folder',
    files: { 'l.md': note('Linker', 'See [[../../../etc/passwd]] and [[..]].') },
    allowMissing: true,
    warnings: [
      { code: 'missing-page', file: 'l.md', line: 5 },
      { code: 'missing-page', file: 'l.md', line: 5 },
    ],
    check: (kb) => {
      for (const page of kb.pages) expect(page.url, page.title).toMatch(/^\/notes\/[a-z0-9-]+\/$/);
      expect(byTitle(kb, 'Linker').bodyHtml).not.toContain('href="/..');
    },
  },
  {
    name: 'an attachment link trying to escape the content folder',
    files: {
      'a.md': note('Pictures', 'Here: ![[../../../etc/secret.png]] and ![[img/ok.png]] and [[missing.pdf]].'),
      'img/ok.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    },
    warnings: [{ code: 'missing-attachment', file: 'a.md', line: 5 }],
    check: (kb) => {
      const html = byTitle(kb, 'Pictures').bodyHtml ?? '';
      expect(html).toContain('<img src="/attachments/img/ok.png" alt="ok.png">');
      // The escaping link matched no file of the folder: it stays text, never a URL.
      expect(html).toContain('Here: ../../../etc/secret.png and');
      expect(html).not.toMatch(/(?:src|href)="[^"]*secret/);
      expect(kb.findings.filter((f) => f.code === 'missing-attachment')).toHaveLength(2);
    },
  },
  {
    name: 'a link to a missing page (with a did-you-mean)',
    files: { 'a.md': note('Why models agree', 'See [[Why model agree]].\n\nAnd [[Nothing like it zzzz]].') },
    errors: [
      { code: 'unresolved-link', file: 'a.md', line: 5, says: /did you mean "Why models agree"\?/ },
      { code: 'unresolved-link', file: 'a.md', line: 7, says: /create the page or fix the reference/ },
    ],
  },
  {
    name: 'a link to a missing page under allowMissing becomes a stub',
    files: { 'a.md': note('Linker', 'See [[Not written yet]].') },
    allowMissing: true,
    warnings: [{ code: 'missing-page', file: 'a.md', line: 5 }],
    check: (kb) => {
      const stub = byTitle(kb, 'Not written yet');
      expect(stub.stub).toBe(true);
      expect(stub.linkedFrom).toEqual(['linker']);
    },
  },
  {
    name: 'an explicit slug used twice',
    files: { 'a.md': note('One', '', 'slug: same'), 'b.md': note('Two', '', 'slug: same') },
    errors: [{ code: 'duplicate-slug', file: 'b.md', line: null, says: /already used by a\.md/ }],
  },
];

let root = '';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bad-input-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  delete (globalThis as { __pwned?: unknown }).__pwned;
});

/** Writes `files` into a fresh content folder and returns its path. */
async function contentFolder(name: string, files: Files): Promise<string> {
  const dir = join(root, name.replace(/[^a-z0-9]+/gi, '-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

const show = (findings: readonly Finding[]): string => findings.map((f) => `${f.severity} ${f.code} ${f.file}:${f.line} ${f.message}`).join('\n');

describe('bad input', () => {
  it('has at least 25 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });

  for (const c of CASES) {
    it(
      c.name,
      async () => {
        const kb = await buildKnowledgeBase({ contentDir: await contentFolder(c.name, c.files), allowMissing: c.allowMissing ?? false });
        const errors = kb.findings.filter((f) => f.severity === 'error');
        const listed = show(kb.findings);
        expect(
          errors.map((e) => [e.code, e.file, e.line]),
          listed,
        ).toEqual((c.errors ?? []).map((e) => [e.code, e.file, e.line]));
        (c.errors ?? []).forEach((want, i) => {
          if (want.says) expect(errors[i]?.message, listed).toMatch(want.says);
        });
        for (const want of c.warnings ?? []) {
          const hit = kb.findings.some(
            (f) => f.severity === 'warning' && f.code === want.code && f.file === want.file && (want.line === undefined || f.line === want.line),
          );
          expect(hit, `${want.code} on ${want.file}:${want.line ?? ''}\n${listed}`).toBe(true);
        }
        assertNoActiveContent(kb);
        c.check?.(kb);
      },
      c.timeout ?? 15_000,
    );
  }

  it('a content folder that does not exist is one error saying what to set', async () => {
    const kb = await buildKnowledgeBase({ contentDir: join(root, 'no-such-folder') });
    expect(kb.findings).toHaveLength(1);
    expect(kb.findings[0]).toMatchObject({ severity: 'error', code: 'content-dir-missing', file: null });
    expect(kb.findings[0]?.message).toMatch(
      /does not exist; create it, or write the folder that holds your Markdown files as content: in site\.config\.yaml \(or set CONTENT_DIR/,
    );
  });

  it('reports every problem of several broken files at once', async () => {
    const dir = await contentFolder('several', {
      'a-yaml.md': '---\nkind: note\ntitle: [unclosed\n---\n',
      'b-kind.md': fm('kind: essay\ntitle: B'),
      'c-binary.md': new Uint8Array([0, 1, 2]),
      'd-link.md': note('D', 'Line.\n\n[[Missing one]] and [[Missing two]].'),
      'e-type.md': fm('kind: note\ntitle: E\ndate: someday'),
      'f-dup.md': note('d'),
    });
    const kb = await buildKnowledgeBase({ contentDir: dir });
    const errors = kb.findings.filter((f) => f.severity === 'error').map((f) => `${f.code} ${f.file}:${f.line}`);
    expect(errors).toEqual([
      'yaml-syntax a-yaml.md:4',
      'unknown-kind b-kind.md:2',
      'binary-file c-binary.md:null',
      'unresolved-link d-link.md:7',
      'unresolved-link d-link.md:7',
      'invalid-field e-type.md:4',
      'duplicate-title f-dup.md:null',
    ]);
  });
});
