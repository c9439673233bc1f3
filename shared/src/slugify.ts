/** The slug rule: lowercase letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9-]+$/;

/**
 * The slug a new article gets from its title: lowercase, drop anything that is not a letter, digit,
 * space or hyphen, turn whitespace into hyphens and collapse repeats. Leading and trailing hyphens
 * are trimmed so the result always passes the slug rule.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
