import { api as apiUrl, pages, type HeroConfig } from '@nodal/shared';
import { expect, expectNoAxeViolations, test, uniqueId, waitForRebuild } from './fixtures.ts';
import { failing, hold } from './network.ts';

// Hero and section settings are global, so these run one at a time and put things back.
test.describe.configure({ mode: 'serial' });

test.describe('hero animations', () => {
  let original: HeroConfig[] = [];
  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    original = (await (await context.request.get(apiUrl.heroAnimations)).json()) as HeroConfig[];
    await context.close();
  });
  test.afterAll(async ({ baseURL }) => {
    const { adminApi } = await import('./fixtures.ts');
    const api = await adminApi(baseURL!);
    for (const c of original) {
      await api.patch(apiUrl.heroAnimation(c.animationType), { data: { enabled: c.enabled } });
      await api.patch(apiUrl.heroAnimation(c.animationType), { data: { weight: c.weight } });
    }
    await api.dispose();
  });

  test('four cards, preview link, rotation logic and axe', async ({ adminPage: page }) => {
    await page.goto(pages.adminHeroAnimations);
    await expect(page.getByRole('heading', { name: 'Hero Animation Configuration' })).toBeVisible();
    const preview = page.getByRole('link', { name: /Preview Animations/ });
    await expect(preview).toHaveAttribute('href', '/animation-preview');
    await expect(preview).toHaveAttribute('target', '_blank');
    for (const name of ['Abstract Flow', 'Abstract Graphic', 'Fluid Dynamics', 'Swarm Intelligence']) {
      const card = page.getByRole('region', { name });
      await expect(card.getByRole('slider', { name: 'Rotation Weight' })).toBeVisible();
      await expect(card.getByText(/Last updated: \w{3} \d{1,2}, \d{4} at/)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Animation Rotation Logic' })).toBeVisible();
    await expect(page.getByText(/Weights 5-8 are suggested for a balanced rotation/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the switch disables an animation and its slider; the slider saves by keyboard', async ({ adminPage: page }) => {
    await page.goto(pages.adminHeroAnimations);
    const card = page.getByRole('region', { name: 'Fluid Dynamics' });
    const toggle = card.getByRole('switch', { name: 'Enable Fluid Dynamics' });
    const slider = card.getByRole('slider', { name: 'Rotation Weight' });
    if ((await toggle.getAttribute('aria-checked')) === 'false') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
    }
    await toggle.click();
    await expect(page.getByRole('status').filter({ hasText: 'Configuration Updated' })).toContainText(
      'Hero animation settings have been saved successfully.',
    );
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(slider).toBeDisabled();
    await toggle.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(slider).toBeEnabled();

    await slider.focus();
    await page.keyboard.press('Home');
    await expect(card.locator('output')).toHaveText('0');
    await expect(slider).toHaveValue('0');
    // A pause saves; focus comes back to the slider afterwards.
    await expect(page.getByRole('status').filter({ hasText: 'Configuration Updated' })).toBeVisible();
    await expect(slider).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(card.locator('output')).toHaveText('2');
    await expect
      .poll(async () => {
        const list = (await (await page.request.get(apiUrl.heroAnimations)).json()) as HeroConfig[];
        return list.find((c) => c.animationType === 'fluidDynamics')?.weight;
      })
      .toBe(2);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Fluid Dynamics' }).getByRole('slider')).toHaveValue('2');
  });

  test('a spinner covers the card while saving; a failure toasts the status text', async ({ adminPage: page }) => {
    await page.goto(pages.adminHeroAnimations);
    const card = page.getByRole('region', { name: 'Swarm Intelligence' });
    const toggle = card.getByRole('switch');
    const before = await toggle.getAttribute('aria-checked');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/hero-animations/swarmIntelligence', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Internal server error"}',
      });
    });
    await toggle.click();
    await expect(card.getByText('Saving')).toBeAttached();
    await expect(toggle).toBeDisabled();
    // The slider stays focusable for a keyboard user (a change meanwhile is saved after this one);
    // the spinner's overlay keeps the pointer off it.
    const slider = await card.getByRole('slider').boundingBox();
    const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.getAttribute('type'), {
      x: slider!.x + slider!.width / 2,
      y: slider!.y + slider!.height / 2,
    });
    expect(onTop).not.toBe('range');
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Update Failed' })).toContainText(
      'Failed to update animation configuration: Internal Server Error',
    );
    await expect(toggle).toHaveAttribute('aria-checked', before!);
  });

  test('loading placeholders and error-with-Retry', async ({ adminPage: page }) => {
    const release = await hold(page, '**/api/hero-animations');
    await page.goto(pages.adminHeroAnimations);
    const placeholders = page.getByRole('status', { name: 'Loading hero animations' });
    await expect(placeholders).toBeVisible();
    await expect(placeholders.locator(':scope > *')).toHaveCount(4);
    await release();
    const failed = await failing(page, '**/api/hero-animations', { status: 503, body: '' });
    await page.reload();
    await expect(page.getByText('Error loading hero animations: 503: Service Unavailable')).toBeVisible();
    await failed.retried();
    await failed.restore();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('slider')).toHaveCount(4);
  });
});

test.describe('sections', () => {
  test('fifteen sections, three locked, a toggle rebuilds the site @site-config', async ({ adminPage: page, api }) => {
    await page.goto(pages.adminSections);
    await expect(page.getByRole('switch')).toHaveCount(15);
    for (const name of ['Hero', 'Orchestration', 'Main Video']) {
      const locked = page.getByRole('switch', { name, exact: true });
      await expect(locked).toBeDisabled();
      await expect(locked).toHaveAttribute('aria-checked', 'true');
    }
    await expect(page.getByText('Always visible: the page opens with this section.')).toHaveCount(3);
    await expectNoAxeViolations(page);
    const roadmap = page.getByRole('switch', { name: 'Roadmap', exact: true });
    const wasVisible = (await roadmap.getAttribute('aria-checked')) === 'true';
    try {
      await roadmap.click();
      await expect(
        page.getByRole('status').filter({ hasText: `Roadmap is now ${wasVisible ? 'hidden' : 'visible'}` }),
      ).toBeVisible();
      await expect(roadmap).toHaveAttribute('aria-checked', String(!wasVisible));
      await expect(
        page.getByText(/The public site is rebuilding…|The public site is live with your changes\./),
      ).toBeVisible();
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Roadmap', exact: true })).toHaveAttribute(
        'aria-checked',
        String(!wasVisible),
      );
    } finally {
      const restore = Date.now();
      await api.put(apiUrl.adminSiteConfigSection('roadmap'), { data: { isVisible: wasVisible } });
      await waitForRebuild(api, restore);
    }
  });

  test('loading and error-with-Retry', async ({ adminPage: page }) => {
    const release = await hold(page, '**/api/admin/site-config');
    await page.goto(pages.adminSections);
    await expect(page.getByText('Loading sections...')).toBeVisible();
    await release();
    const failed = await failing(page, '**/api/admin/site-config', {
      status: 500,
      body: '{"message":"Internal server error"}',
    });
    await page.reload();
    await expect(page.getByText('Error loading sections: Internal server error')).toBeVisible();
    await failed.retried();
    await failed.restore();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('switch')).toHaveCount(15);
  });
});

test.describe('demos', () => {
  test('create with a sandboxed live preview, edit and delete', async ({ adminPage: page }) => {
    const title = `Demo ${uniqueId()}`;
    await page.goto(pages.adminDemos);
    await page.getByRole('button', { name: 'Add Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Demo' });
    await dialog.getByRole('button', { name: 'Create Demo' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Type').selectOption('notebook');
    await dialog.getByLabel('Description').fill('A notebook you can run.');
    await dialog
      .getByLabel('Embed code')
      .fill(
        '<p id="out">static</p><script>document.getElementById("out").textContent = "script ran: " + (function(){try{return document.cookie.length}catch(e){return "no cookies"}})()</script>',
      );
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(page.frameLocator('dialog iframe').locator('#out')).toHaveText('script ran: no cookies');
    await dialog.getByRole('button', { name: 'Create Demo' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Demo created successfully!' })).toBeVisible();
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toContainText('Notebook');

    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Demo' });
    await edit.getByLabel('Type').selectOption('interactive');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Demo updated successfully!' })).toBeVisible();
    await expect(card).toContainText('Interactive');

    page.once('dialog', (d) => void d.accept());
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(card).toBeHidden();
  });

  test('the list reads each demo’s description or a plain-text summary, never its HTML', async ({
    adminPage: page,
    api,
  }) => {
    const title = `Bare demo ${uniqueId()}`;
    const created = await api.post(apiUrl.adminDemos, {
      data: {
        title,
        type: 'interactive',
        description: '',
        embedCode:
          '<!doctype html><html><head><title>Bare</title><meta name="description" content="Counts words &amp; sentences."></head><body><p>Hi</p></body></html>',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    try {
      await page.goto(pages.adminDemos);
      const main = page.getByRole('main');
      const cards = main.getByRole('listitem');
      await expect(cards.filter({ hasText: title })).toContainText('From the embed: Counts words & sentences.');
      // The seeded demos have descriptions of their own, and those are what the list shows.
      await expect(cards.filter({ hasText: 'Reference checker' })).toContainText(
        'Paste a reference list and watch a citation-validation node flag entries without a DOI.',
      );
      await expect(main).not.toContainText('<!doctype');
      await expect(main).not.toContainText('<html');
      expect(await main.innerText()).not.toMatch(/<\/?[a-z!][^>]*>/i);
    } finally {
      await api.delete(apiUrl.adminDemo(id));
    }
  });

  test('loading and error-with-Retry', async ({ adminPage: page }) => {
    const release = await hold(page, '**/api/admin/demos');
    await page.goto(pages.adminDemos);
    await expect(page.getByText('Loading demos...')).toBeVisible();
    await release();
    const failed = await failing(page, '**/api/admin/demos', {
      status: 500,
      body: '{"message":"Internal server error"}',
    });
    await page.reload();
    await expect(page.getByText('Error loading demos: Internal server error')).toBeVisible();
    await failed.retried();
    await failed.restore();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden();
  });
});
