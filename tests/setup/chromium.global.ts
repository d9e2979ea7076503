// Finds and starts Chromium once before the browser tests, so that a machine without one fails the
// run here with one message saying what to install or set, instead of once per test file.
import { ChromiumUnavailableError, checkChromium } from '../../src/browser/chromium.ts';

/** Finds Chromium (unpacking the bundled one once for every file) and starts it; throws one message when none can be had. */
export default async function setup(): Promise<void> {
  try {
    console.log(`browser tests: ${await checkChromium()}`);
  } catch (error) {
    if (!(error instanceof ChromiumUnavailableError)) throw error;
    const stop = new ChromiumUnavailableError(`the browser tests need Chromium, and none can be started. ${error.message}`);
    // The message is the whole story: no stack trace under it.
    stop.stack = `${stop.name}: ${stop.message}`;
    throw stop;
  }
}
