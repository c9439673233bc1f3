// The Content-Security-Policy of every published page, written at build time into the publish
// folder's `_headers` file, which Netlify serves and the local platform reads with Netlify's own
// parser. The site is static, so the inline scripts a page may run are known when it is built:
// each one is allowed by its SHA-256 hash and nothing else inline runs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FRAME_DOCUMENTS_PATH, PAGE_CSP, serializeCsp } from '@nodal/shared/csp';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

// One policy for every path (PAGE_CSP plus the hashes). Per-page hashes would need Netlify's
// rewrites (/login, /admin/*, /updates/* → fallback) and 404s replayed to know which file a path
// serves; the union is a handful of hashes that do not grow with the number of articles.

// A <script> whose type is not JavaScript, a module, an import map or speculation rules is a
// data block (JSON-LD): the browser never runs it, so CSP does not apply and it needs no hash.
const RUNNABLE_TYPE =
  /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ec)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/;

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');
}

export function cspHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * Adds the hash of every inline script the browser would run in this document to `hashes`,
 * including those of srcdoc iframes, which inherit the page's policy. Returns the inline event
 * handlers and javascript: URLs found in the page itself: the policy blocks them.
 */
export function collectScriptHashes(html: string, hashes: Set<string>): string[] {
  const blocked: string[] = [];
  // Styles are not hashed (style-src keeps 'unsafe-inline'), and the inlined stylesheet is most of
  // each page's bytes: dropping it first makes parsing three times faster, which a rebuild of a
  // thousand articles feels. Parsed as with scripting off, so <noscript> content is markup.
  const markup = html.replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '');
  const root = parse(markup, { scriptingEnabled: false });
  const visit = (node: Node) => {
    if ('tagName' in node) {
      if (node.tagName === 'script' && attribute(node, 'src') === undefined) {
        const type = (attribute(node, 'type') ?? '').trim().toLowerCase();
        const source = textOf(node);
        if (RUNNABLE_TYPE.test(type) && source) hashes.add(cspHash(source));
      }
      if (node.tagName === 'iframe') {
        // Embed code comes from the database; what it does inside its sandbox is not ours to vet.
        const srcdoc = attribute(node, 'srcdoc');
        if (srcdoc) collectScriptHashes(srcdoc, hashes);
      }
      for (const { name, value } of node.attrs) {
        if (/^on/i.test(name) || (/^(?:href|src|action|formaction)$/i.test(name) && /^\s*javascript:/i.test(value))) {
          blocked.push(`<${node.tagName} ${name}="${value.slice(0, 60)}">`);
        }
      }
      if ('content' in node) visit(node.content);
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(root as Node);
  return blocked;
}

export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return serializeCsp(PAGE_CSP, { 'script-src': [...hashes] });
}

/**
 * Adds the script hashes of the frame documents a folder's pages attach after load
 * (FRAME_DOCUMENTS_PATH), if the folder has them. Event handlers inside them are the embed's own,
 * confined to its sandbox like those of a srcdoc frame in a page.
 */
export function collectFrameDocumentHashes(dir: string, hashes: Set<string>): void {
  const file = join(dir, FRAME_DOCUMENTS_PATH);
  if (!existsSync(file)) return;
  const documents = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  for (const document of Object.values(documents)) collectScriptHashes(document, hashes);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

/**
 * Hashes the inline scripts of every HTML file under `pageDirs` (the site and the admin, which
 * the local platform keeps in separate folders) and of the frame documents those pages attach,
 * and writes `publishDir/_headers` with the policy for every path. Fails the build on markup the
 * policy would block, rather than ship it broken.
 */
export function writeHeadersFile(publishDir: string, pageDirs: string[] = [publishDir]): string {
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const dir of pageDirs) {
    collectFrameDocumentHashes(dir, hashes);
    for (const file of htmlFiles(dir)) {
      const blocked = collectScriptHashes(readFileSync(file, 'utf8'), hashes);
      problems.push(...blocked.map((b) => `${relative(dir, file)}: ${b}`));
    }
  }
  if (problems.length) {
    throw new Error(
      `Inline event handlers and javascript: URLs would be blocked by the CSP; use a script:\n  ${problems.join('\n  ')}`,
    );
  }
  const policy = contentSecurityPolicy(hashes);
  writeFileSync(
    join(publishDir, '_headers'),
    `# Generated by scripts/build/csp.ts from the inline scripts of the pages built with it.\n/*\n  Content-Security-Policy: ${policy}\n`,
  );
  return policy;
}
