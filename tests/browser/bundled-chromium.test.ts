// The Chromium that `npm install` brings starts and renders a page with CHROMIUM_PATH unset and no
// system Chromium in sight: the newcomer's path, tested on every run whatever else is installed.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findChromium, launchChromium, thisMachine } from '../../src/browser/chromium.ts';
import type { LookupContext } from '../../src/browser/find-chromium.ts';

/** This machine as a newcomer's: no CHROMIUM_PATH and none of the system locations present. */
function withoutSystemChromium(): LookupContext {
  const { CHROMIUM_PATH: _, ...env } = process.env;
  return { ...thisMachine(), env, exists: () => false };
}

const PAGE = '<!doctype html><meta charset="utf-8"><title>before</title><p>Bundled</p><script>document.title = "script ran"</script>';

describe('the Chromium npm install brings', () => {
  it('is what is found when nothing else is, and runs a page with its own libraries', async () => {
    const context = withoutSystemChromium();
    if (context.platform !== 'linux' || context.arch !== 'x64') {
      // Elsewhere the package's build cannot run: the lookup must say so rather than offer it.
      await expect(findChromium(context)).rejects.toThrow('runs only on Linux x64');
      return;
    }
    const found = await findChromium(context);
    expect(found.from).toBe('npm');
    expect(found.path).toMatch(/node_modules\/\.cache\/chromium-[\d.]+\/chromium$/);
    expect(found.env['LD_LIBRARY_PATH']?.split(':')[0]).toBe(found.path.replace(/chromium$/, 'lib'));
    const server = createServer((_, response) => response.end(PAGE));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const browser = await launchChromium({ context });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(await page.title()).toBe('script ran');
      // The text has a font to be drawn in (the bundled one where the system has none): with none its width is 0.
      const textWidth = await page.locator('p').evaluate((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        return range.getBoundingClientRect().width;
      });
      expect(textWidth).toBeGreaterThan(20);
    } finally {
      await browser.close();
      await new Promise((done) => server.close(done));
    }
  }, 120_000);
});
