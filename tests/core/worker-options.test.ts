import { describe, expect, it } from 'vitest';
import { workerExecArgv } from '../../src/core/worker-options.ts';

// The options `npm run build`'s render process runs with: its heap, tsx's two files, and what else was asked for.
const UNDER_TSX = [
  '--max-old-space-size=18078',
  '--require',
  '/site/node_modules/tsx/dist/preflight.cjs',
  '--import',
  'file:///site/node_modules/tsx/dist/loader.mjs',
  '--cpu-prof',
];

describe('workerExecArgv', () => {
  it('starts a worker without tsx’s loader where Node strips types, keeping the options a worker takes', () => {
    expect(workerExecArgv(UNDER_TSX, true)).toEqual(['--cpu-prof']);
    expect(workerExecArgv(['--import=file:///site/node_modules/tsx/dist/loader.mjs'], true)).toEqual([]);
  });

  it('leaves a worker this thread’s options where Node cannot run TypeScript, or no loader was registered', () => {
    expect(workerExecArgv(UNDER_TSX, false)).toBeUndefined();
    expect(workerExecArgv(['--import', 'file:///site/other-loader.mjs'], true)).toBeUndefined();
  });
});
