import * as z from 'zod';

/** The row of a `SELECT count(*)::int AS n …`: what every count query reads. */
export const countRow = z.strictObject({ n: z.int() });
