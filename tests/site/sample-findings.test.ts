// The shipped collection (content/) builds with exactly the findings docs/findings.md explains
// ("The shipped collection's findings"): no error, and the warnings it keeps on purpose.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildKnowledgeBase } from '../../src/pipeline/knowledge-base.ts';
import { ROOT } from './build-helper.ts';

describe('the shipped collection', () => {
  it('has no error and only the warnings its documentation gives a reason for', async () => {
    const kb = await buildKnowledgeBase({ contentDir: join(ROOT, 'content') });
    const counts: Record<string, number> = {};
    for (const finding of kb.findings.filter((f) => f.severity !== 'info'))
      counts[`${finding.severity} ${finding.code}`] = (counts[`${finding.severity} ${finding.code}`] ?? 0) + 1;
    expect(counts).toEqual({ 'warning stub-source': 19, 'warning figure-not-in-source': 1 });
  }, 120_000);
});
