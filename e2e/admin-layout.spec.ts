import { api as apiUrl, formatDateTime, pages } from '@nodal/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, uniqueId } from './fixtures.ts';

// A 40-letter word and a 60-character address: the values that used to push tables sideways.
const LONG_WORD = 'Antidisestablishmentarianismhistorically';
const ZONE = 'America/New_York';

function longEmail(tag: string): string {
  const domain = '@press.example';
  return `${tag}.${'x'.repeat(60)}`.slice(0, 60 - domain.length) + domain;
}

interface Seeded {
  tag: string;
  email: string;
  article: { id: number; createdAt: string; updatedAt: string };
  videoId: number;
}

async function seed(api: APIRequestContext): Promise<Seeded> {
  const tag = uniqueId('wide');
  const email = longEmail(tag);
  expect(email).toHaveLength(60);
  const contact = await api.post(apiUrl.contact, {
    data: {
      name: `${LONG_WORD} ${tag}`,
      email,
      subject: 'publisher_partner',
      message: `${LONG_WORD} ${LONG_WORD} ${tag}`,
    },
  });
  expect(contact.status(), await contact.text()).toBeLessThan(300);
  const signup = await api.post(apiUrl.signup, {
    data: { name: `${LONG_WORD} ${tag}`, email, institution: LONG_WORD, researchArea: `${LONG_WORD} studies` },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const article = await api.post(apiUrl.articles, {
    data: {
      title: `${LONG_WORD} ${tag}`,
      slug: `${LONG_WORD.toLowerCase()}-${tag}`,
      type: 'guide',
      published: false,
      summary: `${LONG_WORD} ${LONG_WORD}`,
      body: 'Body.',
    },
  });
  expect(article.status(), await article.text()).toBe(201);
  const video = await api.post(apiUrl.adminWorkflowVideos, {
    data: { title: `${LONG_WORD} ${tag}`, description: LONG_WORD, categoryId: null },
  });
  expect(video.status(), await video.text()).toBe(201);
  return {
    tag,
    email,
    article: ((await article.json()) as { data: Seeded['article'] }).data,
    videoId: ((await video.json()) as { data: { id: number } }).data.id,
  };
}

/** Widths that overflow: the page itself and every table scroller and the card around it. */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) out.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const region of document.querySelectorAll<HTMLElement>('main [role="region"]')) {
      const card = region.closest<HTMLElement>('.overflow-hidden') ?? region;
      for (const [name, el] of [
        ['table', region],
        ['card', card],
      ] as const) {
        if (el.scrollWidth > el.clientWidth)
          out.push(`${name} "${region.getAttribute('aria-label')}" ${el.scrollWidth} > ${el.clientWidth}`);
      }
    }
    return out;
  });
}

async function expectFits(page: Page, where: string) {
  await expect(page.getByText(LONG_WORD).filter({ visible: true }).first()).toBeVisible();
  expect(await sidewaysOverflow(page), where).toEqual([]);
}

/** Shown and within the window's width (not clipped, not behind a sideways scroll). */
async function expectWithinWidth(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const width of [1280, 1440]) {
  test(`at ${width} px every admin list shows every column without a sideways scroll`, async ({
    adminPage: page,
    api,
  }) => {
    const seeded = await seed(api);
    try {
      await page.setViewportSize({ width, height: 900 });

      await page.goto(pages.admin);
      await expectFits(page, 'dashboard: Recent Contacts');
      await expect(page.getByRole('cell', { name: seeded.email })).toBeVisible();
      await page.getByRole('tab', { name: 'Recent Signups' }).click();
      await expect(page.getByRole('cell', { name: seeded.email })).toBeVisible();
      await expectFits(page, 'dashboard: Recent Signups');

      await page.goto(pages.adminContacts);
      // An address too long for its column is cut to one line, with the whole of it on hover and focus.
      const link = page.getByRole('link', { name: seeded.email });
      await expect(link).toHaveAttribute('title', seeded.email);
      await link.focus();
      expect(
        await link.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().height > 30),
      ).toBe(true);
      await expectFits(page, 'Contact Messages');
      await expectWithinWidth(page, page.getByRole('columnheader', { name: 'Actions' }));

      await page.goto(pages.adminSignups);
      await expect(page.getByRole('link', { name: seeded.email })).toBeVisible();
      await expectFits(page, 'Signups');
      await expectWithinWidth(page, page.getByRole('columnheader', { name: 'Actions' }));

      await page.goto(pages.adminArticles);
      await expectFits(page, 'Articles');
      await expectWithinWidth(page, page.getByRole('button', { name: `Delete ${LONG_WORD} ${seeded.tag}` }));

      await page.goto(pages.adminWorkflowVideos);
      await page.getByRole('tab', { name: 'Videos' }).click();
      await expectFits(page, 'Workflow Videos');
      await expectWithinWidth(page, page.getByRole('button', { name: `Delete ${LONG_WORD} ${seeded.tag}` }));
    } finally {
      await api.delete(apiUrl.article(seeded.article.id));
      await api.delete(apiUrl.adminWorkflowVideo(seeded.videoId));
    }
  });
}

test('where a table cannot fit it scrolls inside its card, says so, and can be scrolled from the keyboard', async ({
  adminPage: page,
}) => {
  // At 1024 px the sidebar takes its share and six columns no longer fit beside it.
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto(pages.adminContacts);
  const region = page.getByRole('region', { name: 'Contact submissions' });
  await expect(region).toBeVisible();
  expect(await sidewaysOverflow(page)).toEqual([expect.stringMatching(/^table "Contact submissions" \d+ > \d+$/)]);
  await expect(page.getByText('Scroll sideways to see every column.')).toBeVisible();
  await expect(region).toHaveAttribute('tabindex', '0');
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test.describe('dates', () => {
  test.use({ timezoneId: ZONE });

  test('admin lists read "Jan 5, 2025 at 3:04 PM" in the browser time zone', async ({ adminPage: page, api }) => {
    const seeded = await seed(api);
    try {
      const contacts = (await (await api.get(`${apiUrl.adminContacts}?q=${seeded.tag}`)).json()) as {
        data: Array<{ createdAt: string }>;
      };
      const signups = (await (await api.get(`${apiUrl.adminSignups}?q=${seeded.tag}`)).json()) as {
        data: Array<{ createdAt: string }>;
      };
      const shape = /^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/;

      const contactDate = formatDateTime(contacts.data[0]!.createdAt, ZONE);
      expect(contactDate).toMatch(shape);
      await page.goto(pages.adminContacts);
      await page.getByRole('searchbox', { name: 'Search contacts' }).fill(seeded.tag);
      await expect(page.getByRole('row').filter({ hasText: seeded.email }).getByRole('cell').first()).toHaveText(
        contactDate,
      );

      await page.goto(pages.adminSignups);
      await page.getByRole('searchbox', { name: 'Search signups' }).fill(seeded.tag);
      await expect(page.getByRole('row').filter({ hasText: seeded.email }).getByRole('cell').first()).toHaveText(
        formatDateTime(signups.data[0]!.createdAt, ZONE),
      );

      await page.goto(pages.adminArticles);
      const card = page.getByRole('main').getByRole('listitem').filter({ hasText: seeded.tag });
      await expect(card).toContainText(`Created ${formatDateTime(seeded.article.createdAt, ZONE)}`);
      await expect(card).toContainText(`Updated ${formatDateTime(seeded.article.updatedAt, ZONE)}`);
    } finally {
      await api.delete(apiUrl.article(seeded.article.id));
      await api.delete(apiUrl.adminWorkflowVideo(seeded.videoId));
    }
  });
});

test('the Draft badge does not share a colour with any article type badge', async ({ adminPage: page, api }) => {
  const seeded = await seed(api);
  try {
    await page.goto(pages.adminArticles);
    await expect(page.getByText('Draft').first()).toBeVisible();
    const colours = await page.evaluate(() => {
      const badges = [...document.querySelectorAll<HTMLElement>('main li span.ring-1')];
      const pick = (text: string) =>
        badges.filter((b) => b.textContent === text).map((b) => getComputedStyle(b).backgroundColor);
      return {
        draft: pick('Draft')[0],
        types: ['News', 'Guide', 'Insight', 'Announcement'].flatMap((t) => pick(t).slice(0, 1)),
      };
    });
    expect(colours.draft).toBeTruthy();
    expect(colours.types.length).toBeGreaterThan(0);
    expect(colours.types).not.toContain(colours.draft);
  } finally {
    await api.delete(apiUrl.article(seeded.article.id));
    await api.delete(apiUrl.adminWorkflowVideo(seeded.videoId));
  }
});
