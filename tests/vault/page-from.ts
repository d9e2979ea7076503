// The page a content file made, for the tests that build a fixture vault's knowledge base.
import type { KbPage, KnowledgeBase } from '../../src/schemas/knowledge-base.ts';

/** Takes a knowledge base and a content path; returns the page made from that file, or throws naming the file. */
export function pageFrom(kb: KnowledgeBase, file: string): KbPage {
  const found = kb.pages.find((p) => p.file === file);
  if (found === undefined) throw new Error(`no page from ${file}`);
  return found;
}
