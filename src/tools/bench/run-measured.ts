import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { PeakMemorySampler } from './process-memory.ts';

/** How one measured command ended. */
export interface MeasuredRun {
  code: number;
  seconds: number;
  /** Peak summed resident memory of the command's whole process tree, in bytes. */
  peakBytes: number;
  stdout: string;
}

/** What to run and where its output goes. */
export interface RunSpec {
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** A file that receives the command's stdout and stderr. */
  log: string;
  /** Called with each stdout line as it arrives (for progress). Default: nothing. */
  onLine?: (line: string) => void;
}

/**
 * Runs a command as a child process, timing it by wall clock and sampling the memory of its
 * process tree; returns its exit code, time, peak memory and stdout. Never throws on a failing
 * command: the caller decides what a non-zero code means.
 */
export function runMeasured(spec: RunSpec): Promise<MeasuredRun> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(spec.log);
    const started = performance.now();
    const child = spawn(spec.command, spec.args, { cwd: spec.cwd, env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid === undefined) {
      reject(new Error(`could not start ${spec.command}`));
      return;
    }
    const sampler = new PeakMemorySampler(child.pid);
    const chunks: string[] = [];
    let partial = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      chunks.push(chunk);
      log.write(chunk);
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) spec.onLine?.(line);
    });
    child.stderr.on('data', (chunk: Buffer) => log.write(chunk));
    child.on('error', (error) => {
      sampler.stop();
      reject(error);
    });
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const peakBytes = sampler.stop();
      if (partial) spec.onLine?.(partial);
      log.end(() => resolve({ code: code ?? 1, seconds, peakBytes, stdout: chunks.join('') }));
    });
  });
}
