// A workflow built from a blank canvas with the keyboard and the pointer, tidied, run, a node's
// output opened, then shared: the link reopens the same graph at the same zoom and the same place.
// At a desktop width and at a phone's.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const nodes = (root: Locator) => root.locator('.react-flow__node');

/** React Flow's pan and zoom, read from the transform it puts on the graph. */
async function viewport(root: Locator) {
  const transform = await root.locator('.react-flow__viewport').evaluate((el) => (el as HTMLElement).style.transform);
  const match = /translate\((-?[\d.]+)px, ?(-?[\d.]+)px\) scale\(([\d.]+)\)/.exec(transform);
  expect(match, transform).not.toBeNull();
  return { x: Number(match![1]), y: Number(match![2]), zoom: Number(match![3]) };
}

/** Joins an inlet, in the open node's panel, to the outlet of the node whose label starts the option. */
async function connectFrom(root: Locator, inlet: RegExp, source: string) {
  const select = root.locator('[data-node-panel]').getByLabel(inlet);
  const value = await select.evaluate(
    (el, label) => [...(el as HTMLSelectElement).options].find((o) => o.text.startsWith(label))?.value ?? '',
    source,
  );
  expect(value, `an option from ${source}`).not.toBe('');
  await select.selectOption(value);
}

/** The nodes' boxes on screen, by type, in the order the canvas lists them. */
const boxes = (root: Locator) =>
  nodes(root).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { type: el.querySelector('[data-node-type]')!.getAttribute('data-node-type')!, x: r.x, y: r.y };
    }),
  );

for (const width of [1440, 390]) {
  const phone = width < 768;
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: phone ? 844 : 900 } });

    test('build four nodes, tidy up, run, open an output, share, and the link reopens at the same zoom', async ({
      page,
      browser,
    }) => {
      await page.goto('/playground');
      const root = page.locator('[data-playground="page"]');
      await expect(root).toBeVisible();
      await root.getByRole('combobox', { name: 'Load a beginner template' }).selectOption('blank');
      await expect(nodes(root)).toHaveCount(0);
      const tidy = root.getByRole('button', { name: 'Tidy up' });
      await expect(tidy).toBeDisabled();
      const closePanel = async () => {
        if (!phone) return;
        const close = root.getByRole('button', { name: 'Close the panel' });
        if (await close.isVisible()) await close.click();
      };
      const openLibrary = async () => {
        if (phone) await root.getByRole('button', { name: 'Add node' }).click();
      };

      // Two nodes with the pointer, two with the keyboard (the library's buttons, focused, take Enter).
      await openLibrary();
      await root.getByRole('button', { name: 'Add Manuscript', exact: true }).click();
      await closePanel();
      await openLibrary();
      await root.getByRole('button', { name: 'Add Extract references', exact: true }).click();
      await connectFrom(root, /^text /, 'Manuscript');
      await closePanel();
      await openLibrary();
      await root.getByRole('button', { name: 'Add Validate citations', exact: true }).focus();
      await page.keyboard.press('Enter');
      await connectFrom(root, /^references /, 'Extract references');
      await closePanel();
      await openLibrary();
      await root.getByRole('button', { name: 'Add Report', exact: true }).focus();
      await page.keyboard.press('Enter');
      await connectFrom(root, /^sections /, 'Validate citations');
      await closePanel();
      await expect(nodes(root)).toHaveCount(4);
      await expect(root.locator('.react-flow__edge')).toHaveCount(3);

      // Tidy up: one row, left to right in the order the connectors run; one step of undo.
      await tidy.click();
      await expect(root.locator('[data-playground-tip]')).toContainText('Tidied up');
      // Every connector is drawn along its route now (a level one is a straight line).
      await expect(root.locator('.react-flow__edge-routed')).toHaveCount(3);
      await expect
        .poll(async () => {
          const placed = await boxes(root);
          const order = [...placed].sort((a, b) => a.x - b.x).map((b) => b.type);
          const level = Math.max(...placed.map((b) => b.y)) - Math.min(...placed.map((b) => b.y)) < 2;
          return { order, level };
        })
        .toEqual({ order: ['manuscript', 'extractReferences', 'validateCitations', 'report'], level: true });
      // Fitted after tidying, never below 60 % on a wide screen.
      if (!phone) await expect.poll(async () => (await viewport(root)).zoom).toBeGreaterThanOrEqual(0.6);

      // Run from the keyboard, with the canvas focused; then open Extract references on its output.
      const pane = await root.locator('.react-flow__pane').boundingBox();
      await page.mouse.click(pane!.x + 8, pane!.y + 8);
      await expect(root.locator('[data-canvas]')).toBeFocused();
      await page.keyboard.press('ControlOrMeta+Enter');
      await expect(root.locator('.react-flow__node[data-id^="report"] [data-status="done"]')).toBeVisible();
      await closePanel();
      await root.locator('.react-flow__node[data-id^="extractReferences"]').focus();
      await page.keyboard.press('Enter');
      const panel = root.locator('[data-node-panel="extractReferences"]');
      await expect(panel.getByRole('tab', { name: 'Output', selected: true })).toBeVisible();
      await expect(panel.locator('[data-node-output]')).toContainText('references');
      await closePanel();

      // A zoom of the visitor's own, then the share link.
      const fitted = (await viewport(root)).zoom;
      await root.getByRole('button', { name: 'Zoom In' }).click();
      await expect.poll(async () => (await viewport(root)).zoom).toBeGreaterThan(fitted);
      const shared = await viewport(root);
      const before = await boxes(root);
      await root.getByRole('button', { name: 'Copy a share link' }).click();
      await expect(root.locator('[data-playground-tip]')).toContainText('Link copied');
      const url = await page.evaluate(() => navigator.clipboard.readText());
      expect(url).toMatch(/\/playground#wf=/);

      // Reopened in a fresh page of the same size: the same graph, at the same zoom, in the same place.
      const other = await browser.newPage({ viewport: { width, height: phone ? 844 : 900 } });
      await other.goto(url);
      const again = other.locator('[data-playground="page"]');
      await expect(nodes(again)).toHaveCount(4);
      await expect(again.locator('.react-flow__edge')).toHaveCount(3);
      await expect.poll(async () => (await viewport(again)).zoom).toBeCloseTo(shared.zoom, 2);
      // The same middle: once the page has settled (its font in, the bars around the canvas at their
      // height), a node sits where it sat, give or take the few pixels by which those bars differ
      // between the two pages (the status line's text, for one).
      const furthest = async () => {
        const after = await boxes(again);
        return Math.max(
          ...before.map((b) => {
            const a = after.find((n) => n.type === b.type)!;
            return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
          }),
        );
      };
      await expect.poll(furthest, { message: 'the furthest any node moved, in px' }).toBeLessThan(8);
      await other.close();
    });
  });
}
