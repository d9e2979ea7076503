import { describe, expect, it } from 'vitest';
import { withoutTsx, workerExecArgv } from '../../src/pipeline/node-typescript.ts';

// The options `npm run build`'s render process runs with: its heap, tsx's two files, and what else was asked for.
const UNDER_TSX = [
  '--max-old-space-size=18078',
  '--require',
  '/site/node_modules/tsx/dist/preflight.cjs',
  '--import',
  'file:///site/node_modules/tsx/dist/loader.mjs',
  '--cpu-prof',
];

describe('withoutTsx', () => {
  it('leaves tsx’s loader out where Node strips types, keeping every other option', () => {
    expect(withoutTsx(UNDER_TSX, true)).toEqual(['--max-old-space-size=18078', '--cpu-prof']);
    expect(withoutTsx(['--import=file:///site/node_modules/tsx/dist/loader.mjs'], true)).toEqual([]);
  });

  it('keeps the options as they are where Node cannot run TypeScript, or no loader was registered', () => {
    expect(withoutTsx(UNDER_TSX, false)).toBeUndefined();
    expect(withoutTsx(['--import', 'file:///site/other-loader.mjs'], true)).toBeUndefined();
  });
});

describe('workerExecArgv', () => {
  it('leaves V8’s heap options out too, which a worker thread may not be given', () => {
    expect(workerExecArgv(UNDER_TSX, true)).toEqual(['--cpu-prof']);
    expect(workerExecArgv(UNDER_TSX, false)).toBeUndefined();
  });
});
