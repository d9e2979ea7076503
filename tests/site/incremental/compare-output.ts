// Compares two built output folders file by file.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listFiles } from '../build-helper.ts';

/** Every file of two output folders that differs or exists in one only, leaving out the files `skip` accepts; `[]` when they match. */
export async function differences(a: string, b: string, skip: (file: string) => boolean = () => false): Promise<string[]> {
  const [left, right] = [(await listFiles(a)).filter((f) => !skip(f)), (await listFiles(b)).filter((f) => !skip(f))];
  const inRight = new Set(right);
  const inLeft = new Set(left);
  const out = [
    ...left.filter((f) => !inRight.has(f)).map((f) => `only in ${a}: ${f}`),
    ...right.filter((f) => !inLeft.has(f)).map((f) => `only in ${b}: ${f}`),
  ];
  for (const file of left.filter((f) => inRight.has(f))) {
    if (!(await readFile(join(a, file))).equals(await readFile(join(b, file)))) out.push(`differs: ${file}`);
  }
  return out;
}
