// Every public page, exactly as the server sends it, passes html-validate's recommended rules.
// The few rules switched off in .htmlvalidate.json only restate a house style (quote marks,
// attribute case, how void elements and boolean or empty attributes are written (React writes
// hidden=""), inline style attributes set by the framework); everything about structure, names,
// nesting and attributes stays on.
import { readFileSync } from 'node:fs';
import { api as apiPaths, pages, PUBLIC_FORM_NAMES, type Article } from '@nodal/shared';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { baseURL } from './playwright.config.ts';
import { adminApi, expect, test, waitForRebuild } from './fixtures.ts';

const config = JSON.parse(readFileSync(new URL('./.htmlvalidate.json', import.meta.url), 'utf8')) as ConfigData;
const validator = new HtmlValidate(config);

test.beforeAll(async () => {
  const api = await adminApi(baseURL);
  await waitForRebuild(api, 0, 180_000);
  await api.dispose();
});

test('every public page is valid HTML', async ({ request }) => {
  const { data: articles } = (await (await request.get(apiPaths.articles)).json()) as { data: Article[] };
  expect(articles.length, 'the seed publishes articles').toBeGreaterThan(0);
  const paths: Array<{ path: string; status: number }> = [
    { path: pages.home, status: 200 },
    { path: pages.docs, status: 200 },
    // A topic page with an article, and one whose topic is still being written.
    { path: pages.docsTopic('ai-tech', 'advanced-rag'), status: 200 },
    { path: pages.docsTopic('integration', 'webhooks'), status: 200 },
    { path: pages.updates, status: 200 },
    { path: pages.update(articles[0]!.slug), status: 200 },
    { path: pages.animationPreview, status: 200 },
    { path: pages.preview, status: 200 },
    ...PUBLIC_FORM_NAMES.map((form) => ({ path: pages.form(form), status: 200 })),
    { path: '/no-such-page-here', status: 404 },
  ];
  // Optional pages: validated when the site has them.
  for (const path of ['/updates/page/2', '/playground']) {
    if ((await request.get(path)).status() === 200) paths.push({ path, status: 200 });
  }

  const problems: string[] = [];
  for (const { path, status } of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    const report = await validator.validateString(await response.text(), path);
    for (const result of report.results) {
      for (const m of result.messages)
        problems.push(`${path}:${m.line}:${m.column} ${m.ruleId}: ${m.message} (${m.selector ?? ''})`);
    }
  }
  expect(problems, 'html-validate messages').toEqual([]);
});
