// Building a workflow of one's own on /playground: the tour's first step, a blank canvas, nodes
// placed beside the selected one, select-all, copy, paste, delete and undo that act on the canvas
// only while it has the focus, a node's input and output after a run, and the early-access card
// that closes for the rest of the visit. At a desktop width and at a phone's.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function openPlayground(page: Page): Promise<Locator> {
  const response = await page.goto('/playground');
  expect(response?.status()).toBe(200);
  const root = page.locator('[data-playground="page"]');
  await expect(root).toBeVisible();
  return root;
}

const nodes = (root: Locator) => root.locator('.react-flow__node');
const selected = (root: Locator) => root.locator('.react-flow__node.selected');
const pageSelection = (page: Page) => page.evaluate(() => window.getSelection()?.toString() ?? '');

for (const width of [1440, 390]) {
  const phone = width < 768;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 900 } });

    test('the tour starts with no way back, and Back appears from its second step', async ({ page }) => {
      const root = await openPlayground(page);
      const tour = root.locator('[data-tour]');
      await expect(tour).toContainText('Step 1 of');
      await expect(tour.getByRole('button', { name: 'Back' })).toHaveCount(0);
      await tour.getByRole('button', { name: 'Next' }).click();
      await expect(tour).toContainText('Step 2 of');
      await expect(tour.getByRole('button', { name: 'Back' })).toBeVisible();
    });

    test('a blank canvas, built with the pointer and the keyboard; keys act on the canvas only while it has the focus', async ({
      page,
    }) => {
      const root = await openPlayground(page);
      await root.getByRole('combobox', { name: 'Load a beginner template' }).selectOption('blank');
      await expect(nodes(root)).toHaveCount(0);
      // Chosen on purpose, a blank canvas is not covered by the template picker card.
      await expect(root.locator('[data-empty-canvas]')).toHaveCount(0);
      await expect(root.locator('[data-playground-tip]')).toContainText('A blank canvas');

      const add = async (name: string) => {
        if (phone) await root.getByRole('button', { name: 'Add node' }).click();
        await root.getByRole('button', { name, exact: true }).click();
      };
      await add('Add Manuscript');
      await add('Add Extract references');
      await expect(nodes(root)).toHaveCount(2);
      // The second node went beside the first, which was selected: same row, to its right.
      const [first, second] = await Promise.all([nodes(root).nth(0).boundingBox(), nodes(root).nth(1).boundingBox()]);
      expect(Math.abs(second!.y - first!.y)).toBeLessThan(4);
      expect(second!.x).toBeGreaterThan(first!.x + first!.width);
      // Connected from the new node's panel: its text inlet takes the Manuscript.
      await root
        .locator('[data-node-panel]')
        .getByLabel(/^text /)
        .selectOption({ index: 1 });
      await expect(root.locator('.react-flow__edge')).toHaveCount(1);
      if (phone) await root.getByRole('button', { name: 'Close the panel' }).click();

      // The canvas takes the focus from a click on its background; Ctrl+A then selects the graph, not the page.
      const canvas = root.locator('[data-canvas]');
      const pane = await root.locator('.react-flow__pane').boundingBox();
      await page.mouse.click(pane!.x + pane!.width / 2, pane!.y + pane!.height - 24);
      await expect(canvas).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await expect(selected(root)).toHaveCount(2);
      expect(await pageSelection(page)).toBe('');

      // Copy and paste: two more nodes, joined as the originals are, and selected alone.
      await page.keyboard.press('ControlOrMeta+c');
      await expect(root.locator('[data-playground-tip]')).toHaveText(/Copied 2 nodes/);
      await page.keyboard.press('ControlOrMeta+v');
      await expect(nodes(root)).toHaveCount(4);
      await expect(root.locator('.react-flow__edge')).toHaveCount(2);
      await expect(selected(root)).toHaveCount(2);

      // Delete takes what is selected; select-all and Delete empty the canvas; undo brings it back.
      await page.keyboard.press('Delete');
      await expect(nodes(root)).toHaveCount(2);
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
      await expect(nodes(root)).toHaveCount(0);
      await page.keyboard.press('ControlOrMeta+z');
      await expect(nodes(root)).toHaveCount(2);
      await expect(root.locator('.react-flow__edge')).toHaveCount(1);

      // With the focus outside the canvas, Ctrl+A is the browser's again: no node is selected.
      await root.locator('[data-run]').focus();
      await page.keyboard.press('ControlOrMeta+a');
      await expect(selected(root)).toHaveCount(0);

      // After a run, a node opens on what reached it and what it produced.
      await root.locator('[data-run]').click();
      await expect(root.locator('.react-flow__node[data-id^="extractReferences"] [data-status="done"]')).toBeVisible();
      if (phone) {
        const close = root.getByRole('button', { name: 'Close the panel' });
        if (await close.isVisible()) await close.click();
      }
      await root.locator('.react-flow__node[data-id^="extractReferences"]').click();
      const panel = root.locator('[data-node-panel="extractReferences"]');
      await expect(panel.getByRole('tab', { name: 'Output', selected: true })).toBeVisible();
      await expect(panel.locator('[data-node-input]')).toContainText('Manuscript');
      await expect(panel.locator('[data-node-output]')).toContainText('references');
    });

    test('the early-access card after a run closes, and stays closed for the rest of the visit', async ({ page }) => {
      const root = await openPlayground(page);
      const card = root.locator('[data-playground-cta]');
      await root.locator('[data-run]').click();
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Close' }).click();
      await expect(card).toHaveCount(0);
      await root.locator('[data-run]').click();
      await expect(root.locator('[data-panel="report"]')).toBeVisible();
      await expect(card).toHaveCount(0);
      // A new page in the same visit (tab session) keeps it closed.
      await page.reload();
      await root.locator('[data-run]').click();
      await expect(root.locator('[data-panel="report"]')).toBeVisible();
      await expect(card).toHaveCount(0);
    });
  });
}
