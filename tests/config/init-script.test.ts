// `npm run init -- VAULT` as the README runs it on a fresh clone: the shipped configuration (the
// seed collection's) is replaced, and says so; a configuration of one's own is kept without --force.
import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../../src/config/load.ts';
import { ROOT } from '../site/build-helper.ts';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs scripts/init.ts with `args` in the project folder `cwd`. */
function init(cwd: string, args: string[]): Promise<Run> {
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  return new Promise((resolve) => {
    execFile(process.execPath, [tsx, join(ROOT, 'scripts', 'init.ts'), ...args], { cwd, env: { ...process.env, SITE_CONFIG: '' } }, (error, stdout, stderr) => {
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr });
    });
  });
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A project folder holding the shipped configuration and a seed `content/` folder, and a Chinese vault without `.obsidian/` beside it. */
function freshClone(): { project: string; vault: string } {
  const dir = mkdtempSync(join(tmpdir(), 'init-'));
  dirs.push(dir);
  const project = join(dir, 'project');
  mkdirSync(join(project, 'content'), { recursive: true });
  copyFileSync(join(ROOT, 'site.config.yaml'), join(project, 'site.config.yaml'));
  const vault = join(dir, 'vault');
  cpSync(join(ROOT, 'tests', 'fixtures', 'chinese-vault'), vault, { recursive: true });
  return { project, vault };
}

describe('npm run init on a fresh clone', () => {
  it("replaces the seed collection's configuration, says so, and writes one that allows missing links without .obsidian/", async () => {
    const { project, vault } = freshClone();
    const run = await init(project, ['../vault']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/replaced the seed collection's site\.config\.yaml/);
    const settings = loadSettings(project, {});
    expect(settings.contentDir).toBe(vault);
    expect(settings.allowMissing).toBe(true);
    expect(settings.lang).toBe('zh');
  }, 60_000);

  it('keeps a configuration that publishes another folder unless --force is given', async () => {
    const { project } = freshClone();
    const own = 'title: Mine\ncontent: elsewhere\n';
    writeFileSync(join(project, 'site.config.yaml'), own);
    const refused = await init(project, ['../vault']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/exists already .*--force/);
    expect(readFileSync(join(project, 'site.config.yaml'), 'utf8')).toBe(own);
    const forced = await init(project, ['../vault', '--force']);
    expect(forced.code).toBe(0);
    expect(loadSettings(project, {}).allowMissing).toBe(true);
  }, 60_000);
});
