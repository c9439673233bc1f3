/** Joins class names, dropping falsy ones (no dependency needed for what we use). */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
