// Every docs topic has a prebuilt page of its own, /docs/<tab>/<topic>: it answers 200 with its own
// title and canonical URL, the sitemap lists it, and the hash link /docs#<tab>-<topic> still
// opens that topic on /docs. The table is read from the articles on disk, plus the topics that are
// announced but not written yet; a test checks it against the topics /docs itself lists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pages } from '@nodal/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const CONTENT = join(import.meta.dirname, '..', 'site', 'src', 'content', 'docs');

interface Topic {
  tab: string;
  item: string;
  title: string;
}

const WRITTEN: Topic[] = readdirSync(CONTENT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((tab) =>
    readdirSync(join(CONTENT, tab.name))
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => {
        const source = readFileSync(join(CONTENT, tab.name, file), 'utf8');
        const title = /^title:\s*"?(.*?)"?\s*$/m.exec(source)?.[1] ?? '';
        return { tab: tab.name, item: file.replace(/\.mdx$/, ''), title };
      }),
  );

const COMING_SOON: Topic[] = [
  { tab: 'integration', item: 'webhooks', title: 'Webhooks' },
  { tab: 'integration', item: 'sdks', title: 'SDKs and Client Libraries' },
  { tab: 'integration', item: 'authentication', title: 'Authentication and Keys' },
  { tab: 'learning', item: 'responsible-ai', title: 'Responsible AI in Research' },
];

const TOPICS = [...WRITTEN, ...COMING_SOON];

const visibleTitle = (page: Page) => page.locator('[data-doc-panel]:visible [data-doc-title]');

test('the table holds every topic /docs lists', async ({ request }) => {
  const html = await (await request.get(pages.docs)).text();
  const attribute = /data-topics="([^"]*)"/.exec(html)?.[1] ?? '{}';
  const listed = JSON.parse(attribute.replaceAll('&quot;', '"')) as Record<string, string[]>;
  const keys = Object.entries(listed).flatMap(([tab, items]) => items.map((item) => `${tab}/${item}`));
  expect(keys.length).toBeGreaterThanOrEqual(24);
  expect(TOPICS.map((t) => `${t.tab}/${t.item}`).sort()).toEqual(keys.sort());
  for (const topic of TOPICS) expect(topic.title, `${topic.tab}/${topic.item}`).not.toBe('');
});

for (const topic of TOPICS) {
  const path = pages.docsTopic(topic.tab, topic.item);

  test(`${path} is a page of its own`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    // Astro escapes the title's text; the titles hold no markup characters but "&".
    expect(title.replaceAll('&amp;', '&')).toMatch(new RegExp(`^${escape(topic.title.slice(0, 40))}`));
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${escape(path)}">`));
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="https?://[^"]+${escape(path)}"`));
    expect(html).toContain(`id="doc-${topic.tab}-${topic.item}"`);
  });

  test(`/docs#${topic.tab}-${topic.item} still opens it`, async ({ page }) => {
    await page.goto(`${pages.docs}#${topic.tab}-${topic.item}`);
    await expect(page.locator('[data-docs][data-ready="true"]')).toBeAttached();
    await expect(page.locator('[data-doc-panel]:visible')).toHaveAttribute(
      'data-doc-panel',
      `${topic.tab}-${topic.item}`,
    );
    await expect(visibleTitle(page)).toHaveText(topic.title);
    // The whole article, not its stub.
    await expect(page.locator('[data-doc-panel]:visible [data-doc-stub-link]')).toHaveCount(0);
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the sitemap lists every topic page, each with its <lastmod>', async ({ request }) => {
  const xml = await (await request.get('/sitemap-0.xml')).text();
  for (const topic of TOPICS) {
    const path = pages.docsTopic(topic.tab, topic.item);
    expect(xml, path).toMatch(new RegExp(`<url><loc>https?://[^<]+${escape(path)}</loc><lastmod>[^<]+</lastmod>`));
  }
});

test('a topic page leads on: previous and next across tabs, its side list and tabs to other pages', async ({
  page,
}) => {
  await page.goto(pages.docsTopic('getting-started', 'data-flow'));
  await expect(page).toHaveTitle(/^How Data Flows/);
  const more = page.getByRole('navigation', { name: /^Previous and next topic/ });
  // The last topic of Getting Started leads on to the first of AI Technology.
  await more.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/docs\/ai-tech\/genai-strategies$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Generative AI Strategies' })).toBeVisible();
  await expect(page.locator('[data-doc-tab="ai-tech"]')).toHaveAttribute('aria-current', 'true');

  await page
    .getByRole('navigation', { name: 'Documentation sections' })
    .getByRole('link', { name: 'Learning', exact: true })
    .click();
  await expect(page).toHaveURL(/\/docs\/learning\/getting-started$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Artificial Intelligence for Scholarly Research' }),
  ).toBeVisible();

  // Links inside an article lead to topic pages here, and to headings on them.
  await page.goto(pages.docsTopic('ai-tech', 'advanced-prompt-engineering'));
  await page.getByRole('link', { name: 'Prompt Engineering Basics' }).first().click();
  await expect(page).toHaveURL(/\/docs\/learning\/prompt-engineering$/);
});

test('on a phone the topic select opens the chosen topic page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pages.docsTopic('getting-started', 'introduction'));
  await page.getByRole('combobox', { name: 'Topic' }).selectOption('tutorials-case-studies');
  await expect(page).toHaveURL(/\/docs\/tutorials\/case-studies$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Case Studies' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
