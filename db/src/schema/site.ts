// The tables that keep the running site's own state: rate limits, the rebuild hook, migrations.
import * as z from 'zod';

export const rateLimitRow = z.strictObject({ count: z.int() });

export const rebuildStateRow = z.strictObject({
  hookSentAt: z.date().nullable(),
  hookFinishedAt: z.date().nullable(),
  hookError: z.string().nullable(),
  hookRequestedAt: z.date().nullable(),
});

export const schemaMigrationRow = z.strictObject({ version: z.string() });
