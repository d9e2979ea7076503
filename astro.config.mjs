// @ts-check
import { defineConfig } from 'astro/config';

// Static site: every page is prerendered HTML. Bodies arrive as sanitised HTML from the
// pipeline (src/site/kb.ts), so no Markdown integration is configured.
export default defineConfig({
  site: process.env.SITE_URL ?? 'https://example.org',
  output: 'static',
  trailingSlash: 'always',
  // The build script points this at a fresh temporary folder and swaps it into dist/ when done.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  build: {
    format: 'directory',
    // One cached stylesheet for every page instead of the same CSS inlined 15,000 times.
    inlineStylesheets: 'never',
  },
  devToolbar: { enabled: false },
});
