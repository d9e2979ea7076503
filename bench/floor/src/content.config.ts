import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

// The folder of plain Markdown pages; `npm run bench` writes it and names it here.
const base = process.env['FLOOR_CONTENT_DIR'] ?? './content';

export const collections = {
  pages: defineCollection({
    loader: glob({ pattern: '**/*.md', base }),
    schema: z.object({ title: z.string() }),
  }),
};
