// Finds the repository paths a markdown file names, so a test can check that each still exists.
// What counts as a path: a markdown link to a relative target (resolved from the file's folder),
// and a word inside backticks or a fenced block that starts with a top-level folder of the
// repository followed by `/` (`scripts/build.ts`, `functions/api/`), names a file at the root
// (`netlify.toml`), or starts with a workspace package's own folder (`src/http/handler.ts`,
// which must then exist in at least one package). Words with placeholders (`<id>`, `{a,b}`, `…`,
// `*`, `$VAR`, `:name`) and paths under generated folders (`dist/`, `.data/`) are not checked.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface NamedPath {
  /** The path as written. */
  written: string;
  /** The candidates relative to the repository root; the path exists when one of them does. */
  candidates: string[];
}

/** Folders whose contents a build, a run or an install writes: never in the repository. */
const GENERATED = new Set(['dist', '.data', '.tools', 'node_modules', '.netlify', '.astro', 'test-results']);
/** Folders that a workspace package has and a path may start from (`src/lib/data.ts`). */
const PACKAGE_FOLDERS = ['src/', 'api/', 'scheduled/', 'test/', 'public/'];

export interface RepoLayout {
  root: string;
  topDirs: string[];
  rootFiles: string[];
  packages: string[];
}

export function repoLayout(root: string): RepoLayout {
  const entries = readdirSync(root, { withFileTypes: true }).filter((e) => !GENERATED.has(e.name) && e.name !== '.git');
  const topDirs = entries.filter((e) => e.isDirectory()).map((e) => e.name);
  return {
    root,
    topDirs,
    rootFiles: entries.filter((e) => e.isFile()).map((e) => e.name),
    packages: topDirs.filter((d) => {
      try {
        return statSync(join(root, d, 'package.json')).isFile();
      } catch {
        return false;
      }
    }),
  };
}

const PLACEHOLDER = /[<>{}…*$|]|\/:|^:|\.\.\.|#/;

function clean(word: string): string {
  return word
    .replace(/^[("'`[]+/, '')
    .replace(/[)"'`\],;.]+$/, '')
    .replace(/:\d+(?::\d+)?$/, '')
    .replace(/^\.\//, '');
}

function isGenerated(path: string): boolean {
  return path.split('/').some((segment) => GENERATED.has(segment));
}

function codeWord(word: string, layout: RepoLayout): NamedPath | null {
  const path = clean(word);
  if (!path || PLACEHOLDER.test(path) || /^[a-z]+:\/\//i.test(path) || path.startsWith('/')) return null;
  if (isGenerated(path)) return null;
  const top = path.split('/')[0]!;
  if (path.includes('/') && layout.topDirs.includes(top)) return { written: path, candidates: [path] };
  if (!path.includes('/') && layout.rootFiles.includes(path)) return { written: path, candidates: [path] };
  if (PACKAGE_FOLDERS.some((folder) => path.startsWith(folder))) {
    return { written: path, candidates: layout.packages.map((pkg) => `${pkg}/${path}`) };
  }
  return null;
}

/** Every repository path that `markdown` (the text of `file`, relative to the root) names. */
export function pathsNamedIn(markdown: string, file: string, layout: RepoLayout): NamedPath[] {
  const found: NamedPath[] = [];
  const fileDir = dirname(resolve(layout.root, file));

  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  const withoutFences = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const spans = [...withoutFences.matchAll(/(`+)([^`]+?)\1/g)].map((m) => m[2]!);
  const prose = withoutFences.replace(/(`+)([^`]+?)\1/g, '');

  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const path = target!.replace(/[#?].*$/, '');
    if (!path || /^[a-z][a-z0-9+.-]*:/i.test(target!) || path.startsWith('/')) continue;
    const fromRoot = relative(layout.root, resolve(fileDir, path));
    if (!isGenerated(fromRoot)) found.push({ written: target!, candidates: [fromRoot] });
  }

  for (const code of [...fenced, ...spans]) {
    for (const word of code.split(/[\s=,()"']+/)) {
      const named = codeWord(word, layout);
      if (named) found.push(named);
    }
  }
  return found;
}
