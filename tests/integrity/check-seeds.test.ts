// `npm run check -- --json` on the committed seed content: the acceptance facts of the figure
// check as the command reports them (tests/pipeline/seed-content.test.ts checks the knowledge base itself).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CheckReportSchema } from '../../src/schemas/finding.ts';
import { runCheck } from '../setup/commands.ts';
import { ROOT } from '../site/build-helper.ts';

const SEED_004 = 'why-do-rlhf-trained-models-struggle-with-proactive-emotional-attunement-in-conve';
const SEED_000 = 'why-might-chatbots-simply-learn-better-face-saving-instead-of-genuine-perspectiv';
const SEED_001 = 'why-do-llms-apply-face-saving-over-accurately-tracking-resistance-signals';

describe('npm run check -- --json on the seed content', () => {
  it('reports the "10–30 percentage points" figure of seed 004, whose cited note states 5–9pp, and no figure finding on seeds 000 and 001', async () => {
    const { stdout } = await runCheck(['--json'], { CONTENT_DIR: join(ROOT, 'content') });
    const figures = CheckReportSchema.parse(JSON.parse(stdout)).findings.filter((f) => f.code === 'figure-not-in-source');
    expect(figures.map((f) => [f.severity, f.slug, f.data?.['figure']])).toEqual([['warning', SEED_004, '10–30 percentage points']]);
    expect(figures[0]?.file).toBe(`inquiring-lines/${SEED_004}.md`);
    expect(figures[0]?.message).toContain('5–9pp');
    expect(JSON.stringify(figures[0]?.data?.['cited'])).toContain('"5–9pp"');
    expect(figures.filter((f) => f.slug === SEED_000 || f.slug === SEED_001)).toEqual([]);
  }, 60_000);
});
