/**
 * `npm run check [-- --json] [--strict] [--allow-missing] [--drafts] [--verbose]`: builds the knowledge base
 * from the content folder (`content` of site.config.yaml, env CONTENT_DIR) without building the site, prints
 * the findings (grouped by code when there are many, every one grouped by file with --verbose), and exits 1
 * on errors (and on warnings with --strict).
 */
import { isEntryScript, parseCommandLine, PROCESS_OUTPUT, settingsOrExit, withFlags, type CommandOutput } from './command-line.ts';
import type { Settings } from '../src/config/load.ts';
import { pipelineOptions } from '../src/handoff/pipeline-kb.ts';
import { formatFindings, summary } from '../src/pipeline/report.ts';
import { buildKnowledgeBase } from '../src/pipeline/knowledge-base.ts';

/** Takes the command line's arguments, where to print and the site's settings; checks the content and returns the exit status. */
export async function main(argv: string[], io: CommandOutput, config: Settings): Promise<number> {
  const { values } = parseCommandLine(
    {
      options: {
        json: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        'allow-missing': { type: 'boolean', default: false },
        drafts: { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
      },
    },
    'usage: npm run check [-- --json] [--strict] [--allow-missing] [--drafts] [--verbose]',
    argv,
  );

  const settings = withFlags(config, { allowMissing: values['allow-missing'], drafts: values.drafts });
  const contentDir = settings.contentDir;
  // No parse cache: a check leaves nothing behind.
  const kb = await buildKnowledgeBase(pipelineOptions(settings, undefined));
  const errors = kb.findings.filter((f) => f.severity === 'error').length;
  const warnings = kb.findings.filter((f) => f.severity === 'warning').length;

  if (values.json) {
    io.stdout(`${JSON.stringify({ findings: kb.findings })}\n`);
  } else {
    const text = formatFindings(kb.findings, { verbose: values.verbose });
    if (text) io.stdout(`${text}\n\n`);
    io.stdout(`${summary(kb.findings, kb.pages.length, contentDir)}\n`);
  }
  return errors > 0 || (values.strict && warnings > 0) ? 1 : 0;
}

if (isEntryScript(import.meta.url)) process.exitCode = await main(process.argv.slice(2), PROCESS_OUTPUT, settingsOrExit());
