// The public pages carry their favicon inside the HTML: a phone on a slow connection then has one
// request fewer to make while the page paints, and the icon shows with the first frame.

/**
 * An SVG document as a `data:` URL to put in a double-quoted attribute: the markup's double quotes
 * become single ones, and what a URL or the attribute would read differently (%, #, <, >) is
 * percent-encoded. Whitespace between tags goes.
 */
export function svgDataUri(svg: string): string {
  const body = svg
    .trim()
    .replace(/>\s+</g, '><')
    .replace(/"/g, "'")
    .replace(/[%#<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${body}`;
}
