/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Timestamps leave the database as Date (both drivers) and travel as ISO strings. */
export function iso(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}
