// The architecture rules in eslint.config.js, shown to fail where they should: a rule that never
// fires would let the boundaries erode silently.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';

const eslint = new ESLint({ cwd: ROOT });

async function rulesBroken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('architecture boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['site/src/lib/x.ts', "import { getDb } from '@nodal/db';\nexport const a = getDb;\n"],
    ['site/src/lib/x.ts', "import { env } from '@nodal/functions/env';\nexport const a = env;\n"],
    ['admin/src/lib/x.ts', "import { getDb } from '@nodal/db';\nexport const a = getDb;\n"],
    ['admin/src/lib/x.ts', "import { api } from '../../../functions/src/http/handler.ts';\nexport const a = api;\n"],
    ['shared/src/x.ts', "import { getDb } from '@nodal/db';\nexport const a = getDb;\n"],
    ['db/src/x.ts', "import { api } from '@nodal/functions/rebuild';\nexport const a = api;\n"],
  ])('%s may not import server code: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain('no-restricted-imports');
  });

  it('asks for zod as a namespace, so bundles keep only what they use, and lets its types come by name', async () => {
    const named = "import { z } from 'zod';\nexport const s = z.string();\n";
    const namespace = "import * as z from 'zod';\nexport const s = z.string();\n";
    const typeOnly = "import type { z } from 'zod';\nexport type S = z.infer<z.ZodString>;\n";
    expect(await rulesBroken('functions/src/x.ts', named)).toContain('no-restricted-syntax');
    expect(await rulesBroken('site/src/lib/x.ts', named)).toContain('no-restricted-syntax');
    expect(await rulesBroken('db/src/queries/x.ts', named)).toContain('no-restricted-syntax');
    expect(await rulesBroken('functions/src/x.ts', namespace)).toEqual([]);
    expect(await rulesBroken('shared/src/x.ts', typeOnly)).toEqual([]);
  });

  it('lets the functions and the scripts import @nodal/db', async () => {
    const code = "import { getDb } from '@nodal/db';\nexport const a = getDb;\n";
    expect(await rulesBroken('functions/src/x.ts', code)).toEqual([]);
    expect(await rulesBroken('scripts/x.ts', code)).toEqual([]);
  });

  it("refuses an admin feature reaching into another feature's files, and allows its public file", async () => {
    const file = 'admin/src/features/articles/components/x.ts';
    const inside =
      "import { useRebuildStatus } from '../../rebuild-notice/api/rebuild.ts';\nexport const a = useRebuildStatus;\n";
    const publicFile =
      "import { RebuildNotice } from '../../rebuild-notice/index.ts';\nexport const a = RebuildNotice;\n";
    expect(await rulesBroken(file, inside)).toContain('import-x/no-restricted-paths');
    expect(await rulesBroken(file, publicFile)).not.toContain('import-x/no-restricted-paths');
  });

  it.each([
    [
      'waitForTimeout',
      'export const wait = (page: { waitForTimeout(ms: number): Promise<void> }) => page.waitForTimeout(500);\n',
      'no-restricted-properties',
    ],
    [
      'setTimeout',
      'export const sleep = () => new Promise((resolve) => setTimeout(resolve, 500));\n',
      'no-restricted-globals',
    ],
    [
      'timers/promises',
      "import { setTimeout as sleep } from 'node:timers/promises';\nexport const a = sleep;\n",
      'no-restricted-imports',
    ],
  ])('refuses a fixed sleep (%s) in the browser tests', async (_name, code, rule) => {
    expect(await rulesBroken('e2e/x.spec.ts', code)).toContain(rule);
    expect(await rulesBroken('scripts/x.ts', code)).not.toContain(rule);
  });

  it('lets a browser test set its own timeout', async () => {
    const code = "import { test } from '@playwright/test';\ntest.setTimeout(120_000);\n";
    expect(await rulesBroken('e2e/x.spec.ts', code)).toEqual([]);
  });
});
