import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { plainLinks } from '../../src/tools/bench/floor.ts';
import { PeakMemorySampler, treeResidentBytes } from '../../src/tools/bench/process-memory.ts';
import { parseStageLines } from '../../src/tools/bench/stage-times.ts';

describe('bench: stage lines', () => {
  it('reads the stages the build prints and skips findings and the closing line', () => {
    const stdout = [
      'build: knowledge base     35.08 s  2000 pages, 12 clusters',
      '  notes/x.md:3  warning  figure-not-in-source  the figure "4.1x" is not stated …',
      'build: 2000 pages checked in content: 0 errors, 160 warnings, 77 info',
      'build: cache               2.36 s  ../../tmp/kb.json',
      'build: render (Astro)     36.23 s',
      'build: done in 84.81 s (knowledge base 35.08 s, cache 2.36 s, render (Astro) 36.23 s)',
    ].join('\n');
    expect(parseStageLines(stdout)).toEqual([
      { name: 'knowledge base', seconds: 35.08 },
      { name: 'cache', seconds: 2.36 },
      { name: 'render (Astro)', seconds: 36.23 },
    ]);
  });
});

describe('bench: floor corpus', () => {
  it('turns wiki links into their shown text', () => {
    expect(plainLinks('as shown [[Why do models agree?]], and [[Does X help?|the note on X]].')).toBe('as shown Why do models agree?, and the note on X.');
  });
});

describe('bench: process-tree memory', () => {
  it('counts a child process in its parent tree and keeps the peak', async () => {
    const alone = treeResidentBytes(process.pid);
    expect(alone).toBeGreaterThan(10 * 1024 * 1024);
    // A child holding about 200 MB raises the tree's resident memory by at least that much.
    const child = spawn(process.execPath, ['-e', 'const b = Buffer.alloc(200 * 1024 * 1024, 1); setTimeout(() => b.length, 1500)']);
    const sampler = new PeakMemorySampler(process.pid, 50);
    await new Promise((resolve) => child.on('close', resolve));
    const peak = sampler.stop();
    expect(peak - alone).toBeGreaterThan(150 * 1024 * 1024);
  });
});
