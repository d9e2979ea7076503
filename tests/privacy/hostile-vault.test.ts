// Nothing private leaves the vault: a researcher's vault with tool folders, secrets, private notes,
// drafts, comments, hidden files, symbolic links out of it and Markdown links into all of them is
// built for real, and every byte of the output (Pagefind's compressed index included) is searched
// for what must never be there.
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckReportSchema, type Finding } from '../../src/schemas/finding.ts';
import { runCheck } from '../setup/commands.ts';
import { listFiles, readPage } from '../site/build-helper.ts';
import { buildFixtureSite } from '../robustness/site.ts';
import { LINK_LINES, LINKS_NOTE, PASSWD_LINE, PRIVATE, PUBLIC, writeHostileVault } from './hostile-vault.ts';
import { filesContaining, readOutputTree } from './output-tree.ts';

let work = '';
let vault = '';
let site: { dir: string; remove: () => Promise<void> } | undefined;
let tree = new Map<string, string>();
let kb: Export = { pages: [] };

/** What the tests read of `knowledge-base.json` (README, The data export). */
interface Export {
  pages: Array<{
    file: string | null;
    url: string;
    slug: string;
    title: string;
    text: string;
    linkedFrom: string[];
    attachments?: string[];
    citations: Array<{ target: string; line: number }>;
  }>;
}

async function readExport(dir: string): Promise<Export> {
  return JSON.parse(await readFile(join(dir, 'knowledge-base.json'), 'utf8')) as Export;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'hostile-vault-'));
  vault = await writeHostileVault(work);
  site = await buildFixtureSite('privacy-hostile', vault, ['--allow-missing']);
  tree = await readOutputTree(site.dir);
  kb = await readExport(site.dir);
}, 300_000);

afterAll(async () => {
  await site?.remove();
  await rm(work, { recursive: true, force: true });
});

function dist(): string {
  if (!site) throw new Error('the hostile vault did not build');
  return site.dir;
}

describe('a vault with private and hostile content', () => {
  it('publishes no byte of any private file anywhere in the output, Pagefind index included', () => {
    expect(tree.size).toBeGreaterThan(30);
    // The search index is really read: its fragments are gzip and hold the public text once unpacked.
    const fragments = [...tree.keys()].filter((file) => file.endsWith('.pf_fragment'));
    expect(fragments.length).toBeGreaterThan(0);
    expect(fragments.some((file) => tree.get(file)?.includes(PUBLIC.someNote))).toBe(true);
    const leaks = Object.entries(PRIVATE).flatMap(([what, marker]) => filesContaining(tree, marker).map((file) => `${what} in ${file}`));
    expect(leaks).toEqual([]);
    expect(filesContaining(tree, PASSWD_LINE)).toEqual([]);
    const passwd = readFileSync('/etc/passwd', 'latin1');
    expect([...tree].filter(([, text]) => text === passwd).map(([file]) => file)).toEqual([]);
  });

  it('copies exactly the attachment files the pages link, from inside the vault', async () => {
    const copied = (await listFiles(join(dist(), 'attachments'))).sort();
    expect(copied).toEqual(['Research/figure.png', 'inside.png']);
    for (const file of copied) expect(tree.get(`attachments/${file}`)).toContain(PUBLIC.figure);
    const links = kb.pages.find((page) => page.file === LINKS_NOTE);
    expect(links?.attachments).toEqual(['Research/figure.png', 'inside.png']);
  });

  it('publishes only the vault’s visible pages: no hidden, dot-folder, unpublished, draft or linked-in page, no stub for a commented link', () => {
    expect(kb.pages.map((page) => [page.file, page.url]).sort()).toEqual([
      ['Bell.md', '/notes/bell-title/'],
      ['Comments.md', '/notes/comments/'],
      ['Handle.md', '/notes/handle/'],
      [LINKS_NOTE, '/notes/links-everywhere/'],
      ['Public target.md', '/notes/public-target/'],
      ['Some note.md', '/notes/some-note/'],
      ['Think.md', '/notes/does-the-think-tag-help/'],
    ]);
    const pageFiles = [...tree.keys()].filter((file) => file.endsWith('index.html') && file.startsWith('notes/'));
    expect(pageFiles.sort()).toEqual([
      'notes/bell-title/index.html',
      'notes/comments/index.html',
      'notes/does-the-think-tag-help/index.html',
      'notes/handle/index.html',
      'notes/index.html',
      'notes/links-everywhere/index.html',
      'notes/public-target/index.html',
      'notes/some-note/index.html',
    ]);
  });

  it('keeps comments out: their text is gone and a link inside one is no link, no backlink', async () => {
    const target = kb.pages.find((page) => page.file === 'Public target.md');
    // Some note links it once outside its comment; the private page, the draft and the dot-folder note link it too.
    expect(target?.linkedFrom).toEqual(['some-note']);
    const some = kb.pages.find((page) => page.file === 'Some note.md');
    expect(some?.citations.map((c) => [c.target, c.line])).toEqual([['public-target', 11]]);
    expect(some?.text).toContain(PUBLIC.someNote);
    const body = (await readPage(dist(), '/notes/some-note/')).querySelector('.page-body, article')?.text ?? '';
    expect(body).toContain(`Some note holds ${PUBLIC.someNote} in public, and more text.`);
  });

  it('renders every link into a private path as its text, and links to withheld pages as plain text', async () => {
    const page = await readPage(dist(), '/notes/links-everywhere/');
    const hrefs = page.querySelectorAll('a[href], img[src]').map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '');
    expect(hrefs.filter((href) => href.startsWith('/attachments/')).sort()).toEqual(['/attachments/Research/figure.png', '/attachments/inside.png']);
    const items = page.querySelectorAll('li').map((li) => li.text.trim());
    for (const text of [
      'git config',
      'env',
      'settings',
      'trash',
      'raw source',
      'shadow',
      'passwd',
      'outside',
      'dot folder',
      'into hidden',
      'bad escape',
      'loop',
    ]) {
      expect(items).toContain(text);
    }
    const withheld = page.querySelectorAll('p').find((p) => p.text.startsWith('Links to pages that are not published'));
    expect(withheld?.text).toBe('Links to pages that are not published: Private plans and a draft.');
    expect(withheld?.querySelectorAll('a')).toEqual([]);
  });

  it('reads the text of [[…]] as text: <, > and & resolve and show as written', async () => {
    const page = await readPage(dist(), '/notes/links-everywhere/');
    const links = page.querySelectorAll('a.wikilink').map((a) => [a.getAttribute('href'), a.text]);
    expect(links).toEqual([
      ['/notes/does-the-think-tag-help/', 'Does the <think> tag help?'],
      ['/notes/does-the-think-tag-help/', 'label <eos> & more'],
    ]);
    const think = kb.pages.find((p) => p.file === 'Think.md');
    expect(think?.title).toBe('Does the <think> tag help?');
    expect(think?.linkedFrom).toEqual(['links-everywhere']);
  });
});

describe('the findings of the hostile vault', () => {
  let findings: Finding[] = [];
  let output = '';

  beforeAll(async () => {
    const run = await runCheck(['--json', '--allow-missing'], { CONTENT_DIR: vault });
    output = run.stdout + run.stderr;
    expect(run.code, output).toBe(0);
    findings = CheckReportSchema.parse(JSON.parse(run.stdout)).findings;
  }, 120_000);

  const at = (code: string): Array<[string | null, number | null]> => findings.filter((f) => f.code === code).map((f) => [f.file, f.line]);

  it('warns at file and line for every link into a private path, and says what to do', () => {
    const lines = [
      LINK_LINES.gitConfig,
      LINK_LINES.dotEnv,
      LINK_LINES.obsidian,
      LINK_LINES.trash,
      LINK_LINES.rawSource,
      LINK_LINES.shadow,
      LINK_LINES.passwd,
      LINK_LINES.passwdImage,
      LINK_LINES.outside,
      LINK_LINES.dotFolder,
      LINK_LINES.intoHidden,
      LINK_LINES.loop,
      LINK_LINES.rawAsPicture,
      LINK_LINES.rawAsPicture,
      LINK_LINES.folderAsPicture,
    ];
    expect(at('missing-attachment')).toEqual(lines.map((line) => [LINKS_NOTE, line]));
    const raw = findings.find((f) => f.code === 'missing-attachment' && f.line === LINK_LINES.rawSource);
    expect(raw?.message).toMatch(
      /the link to "\/attachments\/Some note\.md" names no attachment file.*Markdown sources.*never published.*Add the file, or fix the path/,
    );
    expect(at('malformed-link')).toEqual([[LINKS_NOTE, LINK_LINES.badEscape]]);
    expect(findings.find((f) => f.code === 'malformed-link')?.message).toMatch(
      /"\/attachments\/100%zz\.png" has a malformed percent-escape.*write a literal % as %25/,
    );
  });

  it('names every symbolic link that leads out of the vault, into a hidden folder or nowhere; a loop is skipped quietly', () => {
    expect(at('symlink-outside').sort()).toEqual([
      ['outside-dir', null],
      ['outside-note.md', null],
      ['passwd.png', null],
      ['rootlink', null],
    ]);
    expect(at('symlink-hidden').sort()).toEqual([
      ['hidden-link.png', null],
      ['hidden-note.md', null],
    ]);
    expect(at('broken-symlink')).toEqual([['nowhere.png', null]]);
    expect(findings.filter((f) => f.file === 'loop' || f.file === 'Research/mirror')).toEqual([]);
    expect(findings.find((f) => f.code === 'symlink-outside' && f.file === 'rootlink')?.message).toMatch(
      /outside the content folder; it is never read or published/,
    );
  });

  it('gives an info finding for each link to a withheld page, and no finding about the withheld pages themselves', () => {
    expect(at('unpublished-link')).toEqual([
      [LINKS_NOTE, LINK_LINES.unpublished],
      [LINKS_NOTE, LINK_LINES.unpublished],
    ]);
    expect(findings.filter((f) => f.code === 'unpublished-link').every((f) => f.severity === 'info')).toBe(true);
    const aboutWithheld = findings.filter((f) => f.file === 'Private plans.md' || f.file === 'Draft ideas.md' || (f.file ?? '').startsWith('.'));
    expect(aboutWithheld).toEqual([]);
    for (const marker of Object.values(PRIVATE)) expect(output).not.toContain(marker);
  });

  it('tells the author why each note in doubt is withheld, and the published integrity page does not', async () => {
    const told = findings.filter((f) => f.withheld === true).map((f) => [f.code, f.file, f.severity]);
    expect(told.sort()).toEqual([
      ['frontmatter-language', 'Spelled/Toml.md', 'warning'],
      ['unclosed-frontmatter', 'Unclosed plans.md', 'warning'],
      ['yaml-syntax', 'Spelled/Broken.md', 'warning'],
    ]);
    const integrity = tree.get('integrity/index.html') ?? '';
    expect(integrity).not.toBe('');
    for (const file of ['Toml.md', 'Broken.md', 'Unclosed plans']) expect(integrity).not.toContain(file);
  });

  it('says on the integrity page only that a link leads to a note that is not published, never which, nor what a hidden folder holds', () => {
    const integrity = tree.get('integrity/index.html') ?? '';
    expect(integrity).toContain('a link to a note that is not published');
    for (const name of ['Private plans', 'Draft ideas']) expect(integrity).not.toContain(name);
    // A link's own text is the page's (shown as text there); where a symbolic link leads into a hidden folder is not.
    expect(integrity).toContain('hidden-note.md is a symbolic link into a hidden file or folder');
    for (const target of ['into .trash/Old.md', 'into .obsidian/app.json']) expect(integrity).not.toContain(target);
    expect(
      findings
        .filter((f) => f.code === 'unpublished-link')
        .map((f) => f.message)
        .join(' '),
    ).toContain('[[Private plans]]');
  });

  it('leaves characters XML forbids out of every output, with a warning naming the file and line', () => {
    const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
    for (const file of ['rss.xml', 'sitemap.xml', 'knowledge-base.json', 'notes/bell-title/index.html']) {
      const text = tree.get(file);
      expect(text, file).toBeDefined();
      // The tree holds bytes as latin1; a noncharacter such as U+FFFE shows only once decoded as UTF-8.
      expect(notXml.test(Buffer.from(text ?? '', 'latin1').toString('utf8')), file).toBe(false);
    }
    expect(tree.get('rss.xml')).toContain('<title>Bell title</title>');
    expect(at('forbidden-character')).toEqual([
      ['Bell.md', 2],
      ['Bell.md', 5],
    ]);
  });

  it('publishes a note whose properties are not valid YAML without them, with a warning, and the check succeeds', () => {
    const handle = findings.find((f) => f.file === 'Handle.md' && f.code === 'yaml-syntax');
    expect(handle).toMatchObject({ severity: 'warning', line: 3 });
    expect(handle?.withheld).toBeUndefined();
    expect(handle?.message).toMatch(/quote a value that starts with @.*published without them/);
    expect(kb.pages.find((page) => page.file === 'Handle.md')?.text).toContain('A note about a handle.');
  });
});

describe('a drafts build', () => {
  it('publishes the draft for a private preview, never the publish: false page', async () => {
    const drafts = await buildFixtureSite('privacy-drafts', vault, ['--allow-missing', '--drafts']);
    try {
      const all = await readOutputTree(drafts.dir);
      expect(filesContaining(all, PRIVATE.draftBody)).toContain('knowledge-base.json');
      expect(filesContaining(all, PRIVATE.draftTitle).length).toBeGreaterThan(0);
      expect(filesContaining(all, PRIVATE.unpublishedBody)).toEqual([]);
      expect(filesContaining(all, PRIVATE.unpublishedTitle)).toEqual([]);
      const draftKb = await readExport(drafts.dir);
      const draft = draftKb.pages.find((page) => page.file === 'Draft ideas.md');
      expect(draft?.url).toBe('/notes/ideas-privdrafttitle8d1a/');
      expect(draftKb.pages.find((page) => page.file === 'Public target.md')?.linkedFrom).toEqual([draft?.slug, 'some-note'].sort());
      expect(draftKb.pages.some((page) => page.file === 'Private plans.md')).toBe(false);
    } finally {
      await drafts.remove();
    }
  }, 300_000);
});
