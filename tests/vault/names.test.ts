// Obsidian vault names: the same file name in several folders, links resolved as Obsidian resolves
// them (exact path, then the linking file's folder, then the shortest path), templates folders,
// lenient frontmatter in vault notes.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { kbFrom } from '../pipeline/helpers.ts';

const codes = (kb: ReturnType<typeof kbFrom>, code: string) => kb.findings.filter((f) => f.code === code);
const urlOf = (kb: ReturnType<typeof kbFrom>, file: string) => kb.pages.find((p) => p.file === file)?.url;

describe('the same file name in two folders', () => {
  const files = {
    'Plugins/Templates.md': 'The plugin.',
    'Web Clipper/Templates.md': 'Clipper templates. See [[Templates]].',
    'Deep/Down/Here/Templates.md': 'A third, deeper one.',
    'Home.md': 'Bare [[Templates]], exact [[Web Clipper/Templates]], with .md [[Plugins/Templates.md|plugin]], tail [[Here/Templates]].',
    'Unique.md': 'Only one.',
  };

  it('builds without errors; each file gets its folder in its URL, with an info, and a unique name keeps its slug', () => {
    const kb = kbFrom(files);
    expect(kb.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(urlOf(kb, 'Plugins/Templates.md')).toBe('/notes/plugins-templates/');
    expect(urlOf(kb, 'Web Clipper/Templates.md')).toBe('/notes/web-clipper-templates/');
    expect(urlOf(kb, 'Deep/Down/Here/Templates.md')).toBe('/notes/deep-down-here-templates/');
    expect(urlOf(kb, 'Unique.md')).toBe('/notes/unique/');
    expect(codes(kb, 'slug-by-folder').map((f) => [f.severity, f.file])).toEqual([
      ['info', 'Deep/Down/Here/Templates.md'],
      ['info', 'Plugins/Templates.md'],
      ['info', 'Web Clipper/Templates.md'],
    ]);
  });

  it('resolves an exact path first, a bare name to the same folder, else to the shortest path, and warns naming the candidates', () => {
    const kb = kbFrom(files);
    const home = kb.pages.find((p) => p.file === 'Home.md');
    expect(home?.citations.map((c) => c.target)).toEqual(['plugins-templates', 'web-clipper-templates', 'plugins-templates', 'deep-down-here-templates']);
    const clipper = kb.pages.find((p) => p.file === 'Web Clipper/Templates.md');
    expect(clipper?.citations.map((c) => c.target)).toEqual(['web-clipper-templates']);
    const ambiguous = codes(kb, 'ambiguous-link');
    expect(ambiguous.map((f) => [f.severity, f.file, f.line])).toEqual([
      ['warning', 'Home.md', 1],
      ['warning', 'Web Clipper/Templates.md', 1],
    ]);
    expect(ambiguous[0]?.message).toContain('Plugins/Templates.md, Web Clipper/Templates.md, Deep/Down/Here/Templates.md');
  });

  it('takes a bare name that is the exact path of a file at the top of the vault without an ambiguous-link warning', () => {
    const kb = kbFrom({
      'README.md': 'Top.',
      'Projects/README.md': 'Projects.',
      'Home.md': '[[README]] and [[index]]',
      'index.md': 'Top index.',
      'Projects/index.md': 'Projects index.',
      'Projects/Plan.md': '[[README]]',
    });
    expect(kb.pages.find((p) => p.file === 'Home.md')?.citations.map((c) => c.target)).toEqual(['readme', 'index']);
    // From Projects/, the same folder's README is the one Obsidian opens; the top one could be meant too.
    expect(kb.pages.find((p) => p.file === 'Projects/Plan.md')?.citations.map((c) => c.target)).toEqual(['projects-readme']);
    expect(codes(kb, 'ambiguous-link').map((f) => f.file)).toEqual(['Projects/Plan.md']);
  });

  it('still reports two pages with kind and the same title as an error', () => {
    const kb = kbFrom({ 'a.md': '---\nkind: note\ntitle: Same\n---\n', 'b/a.md': '---\nkind: note\ntitle: Same\n---\n' });
    expect(codes(kb, 'duplicate-title').map((f) => f.file)).toEqual(['b/a.md']);
  });
});

describe('titles in every script', () => {
  it('keeps other scripts and folds accents, without empty-slug warnings', () => {
    const kb = kbFrom({ '中文/模板.md': 'x', 'Déjà vu.md': 'y', 'Naïve.md': 'z', 'link.md': '[[模板]] [[Déjà vu]]' });
    expect(urlOf(kb, '中文/模板.md')).toBe('/notes/模板/');
    expect(urlOf(kb, 'Déjà vu.md')).toBe('/notes/deja-vu/');
    expect(urlOf(kb, 'Naïve.md')).toBe('/notes/naive/');
    expect(codes(kb, 'empty-slug')).toEqual([]);
    expect(kb.pages.find((p) => p.file === 'link.md')?.citations.map((c) => c.target)).toEqual(['模板', 'deja-vu']);
  });
});

describe('Obsidian properties', () => {
  it('reads tags and aliases in every form Obsidian takes, and link properties as related notes, without warnings', () => {
    const kb = kbFrom({
      'Target.md': 'The target.',
      'Other.md': 'Another.',
      'Comma.md': '---\ntags: cognition, vision\naliases: First name, Second name\nrelated: "[[Target]]"\n---\nBody.',
      'Singular.md': '---\ntag: solo\nalias: Lone name\nrelated: [[Other]]\n---\nBody.',
      'Listed.md': '---\ntags: [a, "#b/c"]\nrelated:\n  - [[Target]]\n  - "[[Other|shown]]"\n---\nBody.',
      'Links.md': '[[First name]], [[Second name]] and [[Lone name]].',
    });
    const page = (file: string) => kb.pages.find((p) => p.file === file);
    expect(page('Comma.md')?.tags).toEqual(['cognition', 'vision']);
    expect(page('Singular.md')?.tags).toEqual(['solo']);
    expect(page('Listed.md')?.tags).toEqual(['a', 'b/c']);
    expect(page('Links.md')?.citations.map((c) => c.target)).toEqual(['comma', 'comma', 'singular']);
    const related = (file: string) => {
      const note = page(file);
      return note?.kind === 'note' ? note.related.map((r) => r.slug) : [];
    };
    expect(related('Comma.md')).toEqual(['target']);
    expect(related('Singular.md')).toEqual(['other']);
    expect(related('Listed.md')).toEqual(['target', 'other']);
    expect(kb.findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });
});

describe('vault housekeeping', () => {
  it('leaves out the templates folders and the excluded folders; a bad field in a vault note is a warning and is dropped', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vault-names-'));
    try {
      await mkdir(join(dir, '.obsidian/plugins/templater-obsidian'), { recursive: true });
      await mkdir(join(dir, 'Meta/Templates'), { recursive: true });
      await mkdir(join(dir, 'Tpl'), { recursive: true });
      await mkdir(join(dir, 'Private'), { recursive: true });
      await writeFile(join(dir, '.obsidian/templates.json'), '{"folder":"Meta/Templates"}');
      await writeFile(join(dir, '.obsidian/plugins/templater-obsidian/data.json'), '{"templates_folder":"Tpl/"}');
      await writeFile(join(dir, 'Meta/Templates/Note.md'), '---\ndate: {{date}}\n---\n# {{title}}\n');
      await writeFile(join(dir, 'Tpl/Daily.md'), '---\ndate: <% tp.date.now() %>\n---\n');
      await writeFile(join(dir, 'Private/Secret.md'), 'not published');
      await writeFile(join(dir, 'Note.md'), '---\ndate: "not a date"\ntags: [a]\n---\nBody.\n');
      await writeFile(join(dir, 'Typed.md'), '---\nkind: note\ntitle: Typed\ndate: "not a date"\n---\n');
      const kb = await buildKnowledgeBase({ contentDir: dir, exclude: ['Private'] });
      expect(kb.pages.map((p) => p.file)).toEqual(['Note.md']);
      const dropped = codes(kb, 'invalid-field').map((f) => [f.severity, f.file, f.line]);
      expect(dropped).toEqual([
        ['warning', 'Note.md', 2],
        ['error', 'Typed.md', 4],
      ]);
      expect(kb.pages[0]?.tags).toEqual(['a']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('leaves out a templates folder its setting names in another case, as Obsidian on macOS and Windows finds it, and says so', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vault-names-'));
    try {
      await mkdir(join(dir, '.obsidian/plugins/templater-obsidian'), { recursive: true });
      await mkdir(join(dir, 'templates/create/used'), { recursive: true });
      await mkdir(join(dir, 'templates/lists'), { recursive: true });
      await writeFile(join(dir, '.obsidian/templates.json'), '{"folder":"Templates"}');
      await writeFile(join(dir, '.obsidian/plugins/templater-obsidian/data.json'), '{"templates_folder":"templates/create/used"}');
      await writeFile(join(dir, 'templates/create/used/Day.md'), '<%- tp.file.title %>\n');
      await writeFile(join(dir, 'templates/lists/Decks.md'), '- java\n');
      await writeFile(join(dir, 'Note.md'), 'Body.\n');
      const kb = await buildKnowledgeBase({ contentDir: dir });
      expect(kb.pages.map((p) => p.file)).toEqual(['Note.md']);
      expect(codes(kb, 'templates-folder').map((f) => f.message)).toEqual([
        'left out 1 page(s) in the templates folder "templates/create/used", which .obsidian/plugins/templater-obsidian/data.json (templates_folder) names; to publish them, change that setting or move the files',
        'left out 2 page(s) in the templates folder "templates" (written "Templates", the folder\'s case on disk), which .obsidian/templates.json (folder) names; to publish them, change that setting or move the files',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
  it('leaves out the template files the Daily notes plugin and Templater name outside the templates folder, and says which', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vault-names-'));
    try {
      await mkdir(join(dir, '.obsidian/plugins/templater-obsidian'), { recursive: true });
      await mkdir(join(dir, 'Meta'), { recursive: true });
      await mkdir(join(dir, 'Templates'), { recursive: true });
      await mkdir(join(dir, 'Daily'), { recursive: true });
      await writeFile(join(dir, '.obsidian/templates.json'), '{"folder":"Templates"}');
      await writeFile(join(dir, '.obsidian/daily-notes.json'), '{"folder":"Daily","template":"Meta/Day"}');
      await writeFile(
        join(dir, '.obsidian/plugins/templater-obsidian/data.json'),
        '{"folder_templates":[{"folder":"Daily","template":"Meta/Week.md"},{"folder":"","template":""}],"file_templates":[{"regex":".*","template":"Templates/Any.md"}],"startup_templates":[""]}',
      );
      await writeFile(join(dir, 'Meta/Day.md'), '# {{date}}\n');
      await writeFile(join(dir, 'Meta/Week.md'), '<% tp.date.now() %>\n');
      await writeFile(join(dir, 'Meta/About.md'), 'What this folder holds.\n');
      await writeFile(join(dir, 'Templates/Any.md'), '<% tp.file.title %>\n');
      await writeFile(join(dir, 'Daily/2024-01-02.md'), 'A day.\n');
      const kb = await buildKnowledgeBase({ contentDir: dir });
      expect(kb.pages.map((p) => p.file)).toEqual(['Daily/2024-01-02.md', 'Meta/About.md']);
      expect(codes(kb, 'templates-folder').map((f) => f.message)).toEqual([
        'left out 1 page(s) in the templates folder "Templates", which .obsidian/templates.json (folder) names; to publish them, change that setting or move the files',
        'left out the template file(s) "Meta/Day.md", which .obsidian/daily-notes.json (template) names; to publish one, take it out of that setting',
        'left out the template file(s) "Meta/Week.md", which .obsidian/plugins/templater-obsidian/data.json (folder_templates) names; to publish one, take it out of that setting',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
