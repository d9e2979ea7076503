// @ts-check
// The floor of the benchmark: a bare Astro project that renders plain Markdown pages (title and
// body) from a glob content collection. `npm run bench` points it at its inputs through env.
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  build: { format: 'directory' },
  outDir: process.env.FLOOR_OUT_DIR ?? './dist',
  // A fresh cache folder per run keeps the floor's build cold, as ours is.
  cacheDir: process.env.FLOOR_CACHE_DIR ?? './node_modules/.astro',
  devToolbar: { enabled: false },
});
