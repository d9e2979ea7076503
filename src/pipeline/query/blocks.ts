import type { Finding } from '../../schemas/finding.ts';
import type { TextKey } from '../../core/i18n/index.ts';
import type { JsonValue } from '../../schemas/property.ts';
import { evaluateView, pickViews, readBase, type BaseProblem } from '../bases/evaluate-base.ts';
import { viewHast } from '../bases/render-base.ts';
import { INLINE_QUERY } from '../parse/query-blocks.ts';
import { renderDataview, renderInlineQuery } from '../dataview/render-dataview.ts';
import { finding } from '../finding.ts';
import type { Formats } from '../render/values.ts';
import { asOfNote, readsBuildTime } from './as-of.ts';
import { notPublished, sanitisedHtml, unpublishedBox } from './box.ts';
import type { NoteIndex, NoteRecord } from './notes.ts';

/**
 * Renders a ` ```base `, ` ```dataview `, ` ```dataviewjs ` or ` ```query ` block (or one view of a base, `view`)
 * as sanitised HTML; `line` is the block's file line. The language `dataview-inline` renders a
 * Dataview inline query (`` `= this.file.name` ``, the inline code's text) as its value, or `''`
 * when the site cannot evaluate it and it stays code.
 */
export type BlockRenderer = (language: string, source: string, line: number | null, view?: string) => string;

/** What rendering a page's blocks needs: the published notes, the page itself (`this`), the site's language and where findings go. */
export interface BlockContext {
  index: NoteIndex;
  self: NoteRecord | null;
  /** How dates, numbers and the interface's words read in the site's language. */
  formats: Formats;
  report: (f: Finding) => void;
  /** Each note's Dataview inline fields (`key:: value`), read once for the whole build. */
  fields: (note: NoteRecord) => Readonly<Record<string, JsonValue>>;
  /** The build's time (ms since the epoch), chosen once per build, which `now()`, `today()` and `date(today)` read. */
  now: number;
}

/** The block renderer of one page (see `BlockRenderer`); each problem is reported once per block, naming the page's file and the block's line. */
export function blockRenderer(context: BlockContext): BlockRenderer {
  const file = context.self?.path ?? null;
  return (language, source, line, view) => {
    if (language === 'base') return renderBase(source, view, line, context, file);
    if (language === 'dataview') return sanitisedHtml([renderDataview(source, line, context, file)]);
    if (language === INLINE_QUERY) {
      const value = renderInlineQuery(source, line, context, file);
      return value === undefined ? '' : sanitisedHtml(value);
    }
    const [message, why]: [string, TextKey] =
      language === 'query'
        ? [
            "this query block embeds Obsidian's search results, which Obsidian finds as the note is read (Obsidian Publish does not show them either); it is shown as a box with its source folded. Write it as a Dataview query (```dataview) or a base (```base) to publish its result",
            'query.search',
          ]
        : [
            'this dataviewjs block runs JavaScript in Obsidian, which the site never runs; it is shown as a box with its source folded. Write it as a Dataview query (```dataview) or a base (```base) to publish its result',
            'query.dataviewjs',
          ];
    return sanitisedHtml([notPublished(context.report, context.formats.words, { file, line }, message, why, source)]);
  };
}

function renderBase(source: string, view: string | undefined, line: number | null, context: BlockContext, file: string | null): string {
  const problems: BaseProblem[] = [];
  const unsupported = new Set<string>();
  const read = readBase(source, problems);
  let html: string;
  // A base's YAML is never shown: the warning names its line.
  if (read === undefined) html = sanitisedHtml([unpublishedBox(context.formats.words, 'base.notPublished', 'base.unreadable')]);
  else {
    const views = pickViews(read, view, context.self?.ext === 'base');
    if (views.length === 0) {
      problems.push({
        code: 'base-syntax',
        message: `the base has no view named "${view ?? ''}"; name one of: ${read.base.views.map((v) => v.name ?? v.type).join(', ')}`,
      });
    }
    const run = {
      index: context.index,
      self: context.self,
      unsupported: (name: string) => unsupported.add(name),
      words: context.formats.words,
      now: context.now,
    };
    const shown = views.map((v) => viewHast(evaluateView(read, v, run, problems), { formats: context.formats, index: context.index }));
    html = sanitisedHtml(shown.length > 0 && readsBuildTime(source) ? [...shown, asOfNote(context.formats, context.now)] : shown);
  }
  for (const problem of problems) context.report(finding('warning', problem.code, file, line, problem.message));
  if (unsupported.size > 0) {
    const names = [...unsupported].sort().join(', ');
    context.report(
      finding(
        'info',
        'base-function',
        file,
        line,
        `the base uses ${names}, which the build does not evaluate (a value that would differ from build to build or grow stale on the page, or one a browser draws); its cells are left empty and its filters let no note through`,
      ),
    );
  }
  return html;
}
