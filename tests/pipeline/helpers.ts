import { fileURLToPath } from 'node:url';
import type { ContentPath } from '../../src/schemas/brand.ts';
import type { KbPage, KnowledgeBase } from '../../src/schemas/knowledge-base.ts';
import { loadLanguage } from '../../src/pipeline/derive/support/language.ts';
import { assembleKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { parseFile } from '../../src/pipeline/parse/parse-file.ts';
import type { ResolveOptions } from '../../src/pipeline/resolve/resolve.ts';

/** Absolute path of a fixture folder under tests/fixtures/pipeline/. */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`../fixtures/pipeline/${name}`, import.meta.url));
}

/** One English model for a test file's knowledge bases (it loads on first use), as one build would share it. */
const language = loadLanguage();

/** A knowledge base from in-memory files (path → text), parsed in path order like the real build. */
export function kbFrom(files: Record<string, string>, options: ResolveOptions = {}): KnowledgeBase {
  const parsed = Object.keys(files)
    .sort()
    .map((path) => parseFile(path as ContentPath, files[path] ?? ''));
  return assembleKnowledgeBase(parsed, { language, ...options });
}

/** A frontmatter block and body as one file's text. */
export function md(frontmatter: Record<string, unknown>, body = ''): string {
  const yaml = Object.entries(frontmatter)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n');
  return `---\n${yaml}\n---\n${body}`;
}

/** The page with this title; fails the test when there is none. */
export function page(kb: KnowledgeBase, title: string): KbPage {
  const found = kb.pages.find((p) => p.title === title);
  if (!found) throw new Error(`no page titled "${title}"; pages: ${kb.pages.map((p) => p.title).join(' | ')}`);
  return found;
}
