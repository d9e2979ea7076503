import type { KbPage, KnowledgeBase } from '../schemas/knowledge-base.ts';

/** A page as `dist/knowledge-base.json` publishes it: every typed field but the rendered body. */
export type ExportedPage = Omit<KbPage, 'bodyHtml'>;

/** The data readers can download: `{"pages": [...]}`, each page without `bodyHtml`, in knowledge-base order. */
export function exportKnowledgeBase(kb: KnowledgeBase): { pages: ExportedPage[] } {
  return {
    pages: kb.pages.map((page) => {
      const { bodyHtml: _omitted, ...rest } = page;
      return rest;
    }),
  };
}
