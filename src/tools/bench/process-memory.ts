import { readdirSync, readFileSync } from 'node:fs';

/** The parent of each live process, read from `/proc/<pid>/stat` (Linux). */
function parentsByPid(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces; the fields after the last `)` are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return parents;
}

/** Resident memory of one process in bytes (`VmRSS`), or 0 when it has ended. */
function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Takes a process id and returns the summed resident memory (bytes) of it and all its descendants now. */
export function treeResidentBytes(root: number): number {
  const children = new Map<number, number[]>();
  for (const [pid, parent] of parentsByPid()) {
    const list = children.get(parent);
    if (list) list.push(pid);
    else children.set(parent, [pid]);
  }
  let total = 0;
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    total += residentBytes(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Samples a process tree's resident memory every `intervalMs` (default 100 ms) until stopped and
 * keeps the largest sum seen: the peak memory of a build that spawns workers and child tools.
 */
export class PeakMemorySampler {
  readonly #root: number;
  readonly #timer: NodeJS.Timeout;
  #peak = 0;

  /** Takes the root process id and starts sampling at once. */
  constructor(root: number, intervalMs = 100) {
    this.#root = root;
    this.#sample();
    this.#timer = setInterval(() => this.#sample(), intervalMs);
  }

  #sample(): void {
    this.#peak = Math.max(this.#peak, treeResidentBytes(this.#root));
  }

  /** Stops sampling and returns the peak in bytes. */
  stop(): number {
    clearInterval(this.#timer);
    return this.#peak;
  }
}
