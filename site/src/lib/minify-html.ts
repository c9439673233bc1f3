// The last step of every built page: its markup written as compactly as HTML allows, with the same
// document tree. Attribute values that need no quotes lose them, those holding double quotes (an
// island's props) take single ones instead of `&quot;`, end tags the parser infers (`</li>`,
// `</p>`) and attributes equal to their defaults go. Comments stay: React and Astro place markers
// in islands that hydration reads. Script and style content is left as written, apart from the
// whitespace around it; the CSP hashes of inline scripts are taken from the pages after this step.
import { createRequire } from 'node:module';
import type * as MinifyHtml from '@minify-html/node';

// A CommonJS package with a native addon: loaded through require from this ES module.
const { minify } = createRequire(import.meta.url)('@minify-html/node') as typeof MinifyHtml;

export function minifyPage(html: string): string {
  return minify(Buffer.from(html), {
    keep_comments: true,
    keep_html_and_head_opening_tags: true,
    minify_css: false,
    minify_js: false,
  }).toString();
}
