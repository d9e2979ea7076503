/**
 * `npm run check [-- --json] [--strict] [--allow-missing] [--drafts] [--verbose]`: builds the knowledge base
 * from the content folder (`content` of site.config.yaml, env CONTENT_DIR) without building the site, prints
 * the findings (grouped by code when there are many, every one grouped by file with --verbose), and exits 1
 * on errors (and on warnings with --strict).
 */
import { parseCommandLine, settingsOrExit } from './command-line.ts';
import { formatFindings, summary } from '../src/pipeline/report.ts';
import { buildKnowledgeBase } from '../src/pipeline/knowledge-base.ts';

const { values } = parseCommandLine({
  options: {
    json: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    'allow-missing': { type: 'boolean', default: false },
    drafts: { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
}, 'usage: npm run check [-- --json] [--strict] [--allow-missing] [--drafts] [--verbose]');

const settings = settingsOrExit();
const contentDir = settings.contentDir;
const kb = await buildKnowledgeBase({ contentDir, allowMissing: values['allow-missing'] || settings.allowMissing, drafts: values.drafts || settings.drafts, home: settings.homeNoteSetting, exclude: settings.exclude });
const errors = kb.findings.filter((f) => f.severity === 'error').length;
const warnings = kb.findings.filter((f) => f.severity === 'warning').length;

if (values.json) {
  process.stdout.write(`${JSON.stringify({ findings: kb.findings })}\n`);
} else {
  const text = formatFindings(kb.findings, { verbose: values.verbose });
  if (text) process.stdout.write(`${text}\n\n`);
  process.stdout.write(`${summary(kb.findings, kb.pages.length, contentDir)}\n`);
}
process.exitCode = errors > 0 || (values.strict && warnings > 0) ? 1 : 0;
