// The documentation collection: one MDX file per topic at src/content/docs/<tab>/<topic>.mdx.
// The entry id (`<tab>/<topic>`) is the source of the page's `#<tab>-<topic>` hash.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { DOC_ICON_NAMES } from './lib/docs-icons.ts';

const docs = defineCollection({
  loader: glob({ pattern: '*/*.mdx', base: './src/content/docs' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    icon: z.enum(DOC_ICON_NAMES),
    order: z.number().int(),
  }),
});

export const collections = { docs };
