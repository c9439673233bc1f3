let counter = 0;

/**
 * An id no other element of the page shares, for markup rendered more than once per page (the
 * logo's SVG gradient sits in the header and the footer). Counted per build, so it is stable.
 */
export function uniqueId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}
