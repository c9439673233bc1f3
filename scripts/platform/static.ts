// Serves the published files with netlify.toml's redirects and headers and the publish folder's
// `_headers` file (the build writes the Content-Security-Policy there), parsed by Netlify's own
// packages. Semantics follow Netlify: rules are tried in order; an existing file shadows each
// non-forced rule (that rule is skipped, later ones are still tried) while a forced rule applies
// over the file; 200 rules rewrite, 3xx redirect, and a miss gets /404.html with status 404.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

export interface HeaderRule {
  forRegExp: RegExp;
  values: Record<string, string>;
}

export interface NetlifyRules {
  redirects: RedirectRule[];
  headers: HeaderRule[];
}

/** netlify.toml's rules, with those of a `_headers` file merged as Netlify merges them (a missing file adds none). */
export async function loadNetlifyRules(netlifyConfigPath: string, headersFile?: string): Promise<NetlifyRules> {
  const [redirects, headers] = await Promise.all([
    parseAllRedirects({ redirectsFiles: [], netlifyConfigPath, configRedirects: [], minimal: false }),
    parseAllHeaders({
      headersFiles: headersFile ? [headersFile] : [],
      netlifyConfigPath,
      configHeaders: [],
      minimal: false,
    }),
  ]);
  const errors = [...redirects.errors, ...headers.errors];
  if (errors.length) throw new Error(`netlify.toml or _headers: ${errors.map((e) => e.message).join('; ')}`);
  return {
    redirects: redirects.redirects as RedirectRule[],
    headers: headers.headers.flatMap((h) => ('forRegExp' in h ? [{ forRegExp: h.forRegExp, values: h.values }] : [])),
  };
}

/**
 * The rules for a publish folder, read again only when the folder changes: a rebuild is served
 * from a new folder with its own `_headers`, written before the folder is swapped in.
 */
export function netlifyRulesFor(netlifyConfigPath: string): (publishDir: string | undefined) => Promise<NetlifyRules> {
  let cached: { publishDir: string | undefined; rules: Promise<NetlifyRules> } | null = null;
  return (publishDir) => {
    if (!cached || cached.publishDir !== publishDir) {
      cached = { publishDir, rules: loadNetlifyRules(netlifyConfigPath, publishDir && join(publishDir, '_headers')) };
    }
    return cached.rules;
  };
}

/** Matches a rule's `from` (placeholders `:name`, trailing splat `*`) and fills its `to`. */
export function applyRule(rule: RedirectRule, pathname: string): string | null {
  const names: string[] = [];
  const source = rule.from
    .replace(/\/$/, '')
    .split('/')
    .map((part) => {
      if (part === '*') return '(?:/(?<splat>.*))?';
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return `/(?<${part.slice(1)}>[^/]+)`;
      }
      return part ? `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` : '';
    })
    .join('');
  const match = new RegExp(`^${source}/?$`, 'i').exec(pathname);
  if (!match) return null;
  let to = rule.to.replace(':splat', match.groups?.splat ?? '');
  for (const name of names) to = to.replaceAll(`:${name}`, match.groups?.[name] ?? '');
  return to;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

export interface FoundFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/** Pretty URLs as Netlify resolves them: /a → /a, /a.html, /a/index.html. */
export function findFile(roots: string[], pathname: string): FoundFile | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const candidates = decoded.endsWith('/')
    ? [`${decoded}index.html`]
    : [decoded, `${decoded}.html`, `${decoded}/index.html`];
  for (const root of roots) {
    for (const candidate of candidates) {
      const full = normalize(join(root, candidate));
      if (!full.startsWith(root + sep) && full !== root) continue;
      try {
        const stat = statSync(full);
        if (stat.isFile()) return { path: full, size: stat.size, mtimeMs: stat.mtimeMs };
      } catch {
        // not here; try the next candidate
      }
    }
  }
  return null;
}

const compressed = new Map<string, { key: number; br: Buffer; gzip: Buffer }>();

function encodings(file: FoundFile) {
  const cached = compressed.get(file.path);
  if (cached && cached.key === file.mtimeMs) return cached;
  const raw = readFileSync(file.path);
  const entry = {
    key: file.mtimeMs,
    br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
  compressed.set(file.path, entry);
  return entry;
}

/** A file as a Response, compressed when the client accepts it (as Netlify's CDN does). */
export function fileResponse(req: Request, file: FoundFile, status = 200): Response {
  const ext = extname(file.path).toLowerCase();
  const headers = new Headers({ 'Content-Type': TYPES[ext] ?? 'application/octet-stream', Vary: 'Accept-Encoding' });
  const accept = req.headers.get('accept-encoding') ?? '';
  if (COMPRESSIBLE.has(ext) && file.size > 512 && /\b(br|gzip)\b/.test(accept)) {
    const { br, gzip } = encodings(file);
    const useBr = /\bbr\b/.test(accept);
    headers.set('Content-Encoding', useBr ? 'br' : 'gzip');
    const body = useBr ? br : gzip;
    headers.set('Content-Length', String(body.length));
    return new Response(req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
  }
  headers.set('Content-Length', String(file.size));
  if (req.method === 'HEAD') return new Response(null, { status, headers });
  const stream = createReadStream(file.path);
  return new Response(Readable.toWeb(stream) as ReadableStream, { status, headers });
}

export function applyHeaders(rules: HeaderRule[], pathname: string, response: Response): Response {
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) response.headers.set(name, value);
  }
  return response;
}

export function serveStatic(req: Request, roots: string[], rules: NetlifyRules): Response {
  const url = new URL(req.url);
  const pathname = url.pathname;
  const direct = findFile(roots, pathname);
  let response: Response | null = null;
  for (const rule of rules.redirects) {
    // Shadowing skips only this rule: a forced rule further down still applies over the file.
    if (direct && !rule.force) continue;
    const target = applyRule(rule, pathname);
    if (target === null) continue;
    if (rule.status >= 300 && rule.status < 400) {
      response = new Response(null, { status: rule.status, headers: { Location: target } });
      break;
    }
    const file = findFile(roots, target.split('?')[0]!);
    if (file) {
      response = fileResponse(req, file, rule.status);
      break;
    }
  }
  if (!response && direct) response = fileResponse(req, direct);
  if (!response) {
    const page = findFile(roots, '/404.html');
    response = page ? fileResponse(req, page, 404) : new Response('Not Found', { status: 404 });
  }
  return applyHeaders(rules.headers, pathname, response);
}
