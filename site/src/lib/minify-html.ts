// The landing page's last build step: its markup written more compactly, the same document.
// Attribute values that need no quotes lose them (`class=card`, `aria-hidden=true`), which is most
// of what a minifier can still take from a page Astro has already written without indentation.
// Everything else stays as written: end tags, comments (React and Astro put hydration markers in
// islands), default attributes such as a button's type, whitespace, and script and style contents,
// so the page passes the same HTML rules as before and the CSP hashes of its inline scripts, taken
// from the built pages afterwards, describe what is served.
import { minify } from 'html-minifier-next';

export function minifyPage(html: string): Promise<string> {
  return minify(html, {
    caseSensitive: true, // SVG's viewBox and linearGradient keep their case
    keepClosingSlash: true, // `<use href=#icon-x />`: the slash stays apart from an unquoted value
    removeAttributeQuotes: true,
  });
}
