/**
 * A small seeded pseudo-random source (sfc32 seeded by cyrb128), so that a corpus is the same
 * bytes for the same seed on every machine. `Math.random` is never used by the generator.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `true` with probability `p`. */
  chance(p: number): boolean;
}

/** Hashes a string to four 32-bit words (cyrb128), the seed state of sfc32. */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/** Takes a seed (any string) and returns a deterministic random source. */
export function createRandom(seed: string): Random {
  let [a, b, c, d] = cyrb128(seed);
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 correlate with the seed words.
  for (let i = 0; i < 12; i++) next();
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick: the list is empty');
      return item;
    },
    chance: (p) => next() < p,
  };
}

/** Draws indices in proportion to fixed non-negative weights (cumulative table, binary search). */
export class WeightedSampler {
  readonly #cumulative: Float64Array;

  /** Takes one weight per index; at least one must be positive. */
  constructor(weights: ArrayLike<number>) {
    this.#cumulative = new Float64Array(weights.length);
    let total = 0;
    for (let i = 0; i < weights.length; i++) {
      total += weights[i] ?? 0;
      this.#cumulative[i] = total;
    }
    if (!(total > 0)) throw new Error('WeightedSampler needs at least one positive weight');
  }

  /** Returns an index drawn with probability proportional to its weight. */
  sample(random: Random): number {
    const table = this.#cumulative;
    const target = random.next() * (table[table.length - 1] ?? 0);
    let lo = 0;
    let hi = table.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((table[mid] ?? 0) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Zipf–Mandelbrot weights for ranks 0..n-1: `1 / (rank + offset)^exponent` (a heavy tail). */
export function zipfWeights(n: number, exponent: number, offset: number): Float64Array {
  const weights = new Float64Array(n);
  for (let rank = 0; rank < n; rank++) weights[rank] = 1 / (rank + offset) ** exponent;
  return weights;
}

/** Returns a shuffled copy of `items` (Fisher–Yates with the given random source). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
