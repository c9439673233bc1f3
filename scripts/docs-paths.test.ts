// Every repository path named in README.md and docs/ exists, so the docs cannot drift from the
// code unnoticed: a renamed or deleted file fails here with the list of what the docs still name.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathsNamedIn, repoLayout } from './docs-paths.ts';
import { ROOT } from './paths.ts';

const layout = repoLayout(ROOT);
const docs = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const named = (file: string) => pathsNamedIn(readFileSync(join(ROOT, file), 'utf8'), file, layout);

describe('paths the docs name', () => {
  it('finds the kinds of paths it is meant to find, and skips the rest', () => {
    const sample = [
      'See [the records](docs/decisions/README.md) and [0020](0020-content-security-policy.md#why).',
      '`scripts/build.ts`, `functions/api/`, `netlify.toml`, `src/http/handler.ts:12`, `db/src/migrations/*.sql`,',
      '`functions/dist`, `.data/pglite`, `/api/health`, `src/features/<name>/index.ts`, `pnpm start`, `index.ts`,',
      '[Netlify](https://docs.netlify.com/), [top](#top), `![alt](url)` is code, not a link.',
      '```sh',
      'pnpm exec vitest run scripts/docs-paths.test.ts',
      '```',
    ].join('\n');
    const found = pathsNamedIn(sample, 'docs/decisions/0001-local-platform.md', layout);
    expect(found.map((p) => p.written)).toEqual([
      'docs/decisions/README.md',
      '0020-content-security-policy.md#why',
      'scripts/docs-paths.test.ts',
      'scripts/build.ts',
      'functions/api/',
      'netlify.toml',
      'src/http/handler.ts',
    ]);
    expect(found[0]!.candidates).toEqual(['docs/decisions/docs/decisions/README.md']);
    expect(found[1]!.candidates).toEqual(['docs/decisions/0020-content-security-policy.md']);
    expect(found.at(-1)!.candidates).toContain('functions/src/http/handler.ts');
  });

  it('finds a path in every doc that names one, and many in the README', () => {
    expect(docs).toContain('docs/decisions/README.md');
    expect(named('README.md').length).toBeGreaterThanOrEqual(20);
    // The index links every record.
    expect(named('docs/decisions/README.md').length).toBeGreaterThanOrEqual(
      docs.filter((f) => /^docs\/decisions\/\d{4}-/.test(f)).length,
    );
  });

  it('names only paths that exist', () => {
    const missing = docs.flatMap((file) =>
      named(file)
        .filter((p) => !p.candidates.some((c) => existsSync(join(ROOT, c))))
        .map((p) => `${file}: ${p.written}`),
    );
    expect(missing, `paths named in the docs that do not exist:\n${missing.join('\n')}`).toEqual([]);
  });
});
