// The render process renders with the site context the build sends it: it reads no configuration
// file and no environment of its own, so the settings are read and validated once, by the build.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContext } from '../../src/integration/context.ts';
import { type RenderJob, renderJobFrom } from '../../src/orchestrate/render-job.ts';
import { testSettings } from '../setup/test-settings.ts';
import { ROOT } from './build-helper.ts';

let work = '';
let content = '';
// Inside the project, as the build's own fresh folders are: the prerender bundle finds Astro's packages from there.
const FRESH = join(ROOT, '.build', `render-job-${process.pid}`);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'render-job-'));
  content = join(work, 'content');
  await cp(join(ROOT, 'tests/fixtures/site/content'), content, { recursive: true });
}, 30_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await rm(FRESH, { recursive: true, force: true });
});

/** Starts scripts/render-process.ts as the build does, with `env` added to this process's environment, sends it `job`; returns its exit code and what it printed. */
function renderInChild(job: RenderJob, env: Record<string, string>): Promise<{ code: number; output: string }> {
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [tsx, 'scripts/render-process.ts'], {
      cwd: ROOT,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => done({ code: code ?? 1, output }));
    child.send(job);
  });
}

describe('the render process', () => {
  it('renders with the settings it is sent, whatever the configuration file and the environment say', async () => {
    const cacheDir = join(work, 'cache');
    const context = siteContext(testSettings({ CONTENT_DIR: content, SITE_TITLE: 'Sent by the build' }), { from: 'content', cacheDir }, ROOT);
    const job: RenderJob = {
      context,
      options: { fresh: FRESH, dest: join(work, 'dist'), result: join(work, 'result.json'), cacheDir, verbose: false },
    };
    // Read, the configuration named here would stop the process (no such file), and these would change the site.
    const run = await renderInChild(job, {
      SITE_CONFIG: join(work, 'no-such-config.yaml'),
      SITE_TITLE: 'Read from the environment',
      CONTENT_DIR: join(work, 'no-such-folder'),
    });
    expect(run.code, run.output).toBe(0);
    const home = await readFile(join(FRESH, 'index.html'), 'utf8');
    expect(home).toContain('<title>Sent by the build</title>');
    expect(home).not.toContain('Read from the environment');
    expect(await readFile(join(FRESH, 'notes', 'do-models-avoid-correcting-users', 'index.html'), 'utf8')).toContain('Sent by the build');
  }, 180_000);

  it('takes a job only in the shape the build sends, and says who starts it', () => {
    expect(() => renderJobFrom({ options: {} })).toThrow(/the render process was sent no job it can run .*started by scripts\/build\.ts/s);
    const context = siteContext(testSettings({ CONTENT_DIR: content }), { from: 'content', cacheDir: join(work, 'cache') }, ROOT);
    // As IPC carries it: through JSON, the context comes back the same, and frozen.
    const job = renderJobFrom(JSON.parse(JSON.stringify({ context, options: { fresh: 'a', dest: 'b', result: 'c', cacheDir: 'd', verbose: true } })));
    expect(job.context).toEqual(JSON.parse(JSON.stringify(context)));
    expect(Object.isFrozen(job.context.settings)).toBe(true);
    expect(job.options.verbose).toBe(true);
  });
});
