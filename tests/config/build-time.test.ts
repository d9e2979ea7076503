// `SOURCE_DATE_EPOCH` pins the time bases and queries read as "now"; anything else leaves it to the clock.
import { describe, expect, it } from 'vitest';
import { pinnedBuildTime } from '../../src/config/build-time.ts';
import { pipelineOptions } from '../../src/handoff/pipeline-kb.ts';
import { loadSettings } from '../../src/config/load.ts';
import { ROOT } from '../site/build-helper.ts';

describe('the build time', () => {
  it.each([
    ['1718011800', Date.UTC(2024, 5, 10, 9, 30)],
    [' 0 ', 0],
    ['', undefined],
    ['yesterday', undefined],
    ['1718011800.5', undefined],
    ['-5', undefined],
  ] as const)('reads SOURCE_DATE_EPOCH=%j as %s', (epoch, expected) => {
    expect(pinnedBuildTime({ SOURCE_DATE_EPOCH: epoch })).toBe(expected);
  });

  it('is unpinned without the variable', () => {
    expect(pinnedBuildTime({})).toBeUndefined();
  });

  it('reaches the pipeline from the environment the entry point hands over', () => {
    const settings = loadSettings(ROOT, {});
    expect(pipelineOptions(settings, '/tmp/cache', { SOURCE_DATE_EPOCH: '1718011800' }).now).toBe(Date.UTC(2024, 5, 10, 9, 30));
    expect(pipelineOptions(settings, '/tmp/cache', {}).now).toBeUndefined();
  });
});
