// The render process: `scripts/build.ts` starts it to build the knowledge base and render the site
// into a fresh folder (src/orchestrate/render-process.ts), then indexes that folder once this process has
// exited, so that the knowledge base's memory is given back before Pagefind needs its own.
// It takes no arguments and reads no configuration: the build sends it its job (the site context, with
// the settings the build read, and the options; src/orchestrate/render-job.ts) as its first IPC message.
// Exit codes: 0 rendered (result written), 3 the content has errors (listed on stdout), 1 failed.
import { renderProcess } from '../src/orchestrate/render-process.ts';
import { renderJobFrom } from '../src/orchestrate/render-job.ts';
import type { RenderMessage } from '../src/schemas/render-result.ts';

/** Sends the build script a message over IPC; resolves once it is sent. */
function tell(message: RenderMessage): Promise<void> {
  const send = process.send?.bind(process);
  if (send === undefined) return Promise.resolve();
  return new Promise((done, fail) => {
    send(message, undefined, {}, (error: Error | null) => (error ? fail(error) : done()));
  });
}

/** Runs the job the build sent; returns the exit code. */
async function run(raw: unknown): Promise<number> {
  let verbose = false;
  try {
    const job = renderJobFrom(raw);
    verbose = job.options.verbose;
    return await renderProcess(job.context, job.options, tell);
  } catch (error) {
    console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
    if (verbose && error instanceof Error && error.stack) console.error(error.stack);
    return 1;
  }
}

if (process.send === undefined) {
  console.error('build: the render process takes its job over IPC; run `npm run build`, which starts it');
  process.exit(1);
}
process.once('message', (raw: unknown) => {
  void run(raw).then((code) => process.exit(code));
});
