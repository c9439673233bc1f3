// The workflow playground: templates that run and report, refused connections, a keyboard-only
// build, share links, the phone flow and its sheets, the page without JavaScript, tracking, the CSP
// and axe, on /playground and on /.
import type { Locator, Page, Request } from '@playwright/test';
import { browserIdle, expect, expectNoAxeViolations, test } from './fixtures.ts';

// A run shows each node working in turn only with motion allowed; under reduced motion it reports at once.
test.use({ reducedMotion: 'no-preference' });

const EMPTY = `#wf=${Buffer.from(JSON.stringify({ v: 1, n: [], e: [] })).toString('base64url')}`;

/** Collects Content-Security-Policy refusals: React Flow injects styles and must run under the policy. */
function watchCsp(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

async function openPlayground(page: Page, hash = '') {
  const response = await page.goto(`/playground${hash}`);
  expect(response?.status()).toBe(200);
  const root = page.locator('[data-playground="page"]');
  await expect(root).toBeVisible();
  return root;
}

const node = (page: Page, type: string) => page.locator(`.react-flow__node:has([data-node-type="${type}"])`);
const tracked = (page: Page) =>
  page.waitForRequest((r: Request) => r.url().endsWith('/api/track/cta') && r.method() === 'POST');

test.describe('templates', () => {
  for (const [id, expected] of [
    [
      'citations',
      [
        '“10.55/cpr.2021” is not a valid DOI',
        'Reference 3: No publication year.',
        'Reference 4: Duplicate of reference 1 (same DOI).',
        'Reference 5: Year 2031 is in the future.',
        '10.5555/ecol.2017.0412 is on the retraction list',
        'Checked against a bundled sample list, not a live database.',
      ],
    ],
    [
      'screening',
      [
        'demo: the platform uses a language model here',
        'Likely in scope',
        'Flesch reading ease',
        'Passive voice',
        '10.5555/sleep.2016.118 is on the retraction list',
      ],
    ],
    [
      'accessibility',
      [
        'Image “figures/uptake-by-year.png” has no alt text.',
        'Heading level skips from 2 to 4',
        'Link text “click here” does not say where it goes.',
        'Alt text “Figure 2” does not describe the image.',
      ],
    ],
  ] as const) {
    test(`${id}: loads with its tour, runs node by node and reports what the sample plants`, async ({ page }) => {
      const refused = watchCsp(page);
      const root = await openPlayground(page, EMPTY);
      // React Flow's own stylesheet applies (the handles are positioned by it).
      const templateLoad = tracked(page);
      await root.getByRole('combobox', { name: 'Load a beginner template' }).selectOption(id);
      const loadEvent = (await templateLoad).postDataJSON();
      expect(loadEvent).toMatchObject({
        actionType: 'playground',
        sourceElement: 'template',
        formData: { event: 'template_load', template: id },
      });
      await expect(root.locator('[data-tour]')).toContainText('Step 1 of');
      await root.getByRole('button', { name: 'Next' }).click();
      await expect(root.locator('[data-tour]')).toContainText('Step 2 of');
      expect(
        await root
          .locator('.react-flow__handle')
          .first()
          .evaluate((h) => getComputedStyle(h).position),
      ).toBe('absolute');

      // Mid-run, nodes show as running one at a time: record every status the canvas goes through.
      await page.evaluate(() => {
        const seen = new Set<string>();
        (window as unknown as { seen: Set<string> }).seen = seen;
        new MutationObserver(() => {
          const running = document.querySelectorAll('[data-playground] [data-status="running"]').length;
          if (running) seen.add(`running:${running}`);
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-status'] });
      });
      const runEvent = tracked(page);
      await root.locator('[data-run]').click();
      const report = root.locator('[data-panel="report"]');
      await expect(report).toBeVisible();
      for (const text of expected) await expect(report).toContainText(text);
      await expect(root.locator('[data-status="error"]')).toHaveCount(0);
      expect(await page.evaluate(() => [...(window as unknown as { seen: Set<string> }).seen])).toEqual(['running:1']);
      expect((await runEvent).postDataJSON()).toMatchObject({
        actionType: 'playground',
        sourceElement: 'run',
        sourcePage: '/playground',
        formData: { event: 'run', errors: 0 },
      });
      await expect(
        root.locator('[data-playground-cta]').getByRole('link', { name: 'Get Early Access' }),
      ).toHaveAttribute('href', '/#signup');
      expect(refused).toEqual([]);
    });
  }

  test('a node with an unconnected required inlet shows why on the node, and the rest still runs', async ({ page }) => {
    const root = await openPlayground(page, EMPTY);
    await root.getByRole('button', { name: 'Add Manuscript' }).click();
    await root.getByRole('button', { name: 'Add Retraction check' }).click();
    await root.locator('[data-run]').click();
    await expect(node(page, 'retractionCheck').locator('[data-node-error]')).toHaveText(
      'Connect the “references” inlet: this node needs reference list.',
    );
    await expect(node(page, 'manuscript').locator('[data-status="done"]')).toBeVisible();
  });
});

test('an incompatible connection is refused with a tip, a compatible one is drawn', async ({ page }) => {
  const root = await openPlayground(page, EMPTY);
  await root.getByRole('button', { name: 'Add Manuscript' }).click();
  await root.getByRole('button', { name: 'Add Validate citations' }).click();
  await root.getByRole('button', { name: 'Add Extract references' }).click();
  const drag = async (from: string, to: string) => {
    // Adding a node brings it into view a frame later (a pan, and its settings panel opening): the
    // ports are measured once two readings agree, so the drag starts where the port now is.
    const ports = () => Promise.all([from, to].map((name) => page.locator(`[data-port="${name}"]`).boundingBox()));
    let last = '';
    await expect
      .poll(async () => {
        const now = JSON.stringify(await ports());
        const steady = now === last;
        last = now;
        return steady;
      })
      .toBe(true);
    const [a, b] = await ports();
    await page.mouse.move(a!.x + a!.width / 2, a!.y + a!.height / 2);
    await page.mouse.down();
    await page.mouse.move(b!.x + b!.width / 2, b!.y + b!.height / 2, { steps: 12 });
    await page.mouse.up();
  };
  await drag('Manuscript: outlet text (text)', 'Validate citations: inlet references (reference list)');
  await expect(root.locator('[data-playground-tip]')).toHaveText(
    'Validate citations needs reference list on “references”, and this outlet gives text. Put “Extract references” in between.',
  );
  await expect(root.locator('.react-flow__edge')).toHaveCount(0);
  await drag('Manuscript: outlet text (text)', 'Extract references: inlet text (text)');
  await expect(root.locator('[data-playground-tip]')).toHaveText('Connected Manuscript to Extract references.');
  await expect(root.locator('.react-flow__edge')).toHaveCount(1);
  await page.keyboard.press('Control+z');
  await expect(root.locator('.react-flow__edge')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(root.locator('.react-flow__edge')).toHaveCount(1);
});

test('while a connector is dragged, inlets that cannot take it show as unavailable, those that can as available', async ({
  page,
}) => {
  // Under reduced motion the hints still show, only without transitions.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const root = await openPlayground(page, EMPTY);
  await root.getByRole('button', { name: 'Add Manuscript' }).click();
  await root.getByRole('button', { name: 'Add Validate citations' }).click();
  await root.getByRole('button', { name: 'Add Extract references' }).click();
  const port = (name: string) => page.locator(`[data-port="${name}"]`);
  const refused = port('Validate citations: inlet references (reference list)');
  const accepted = port('Extract references: inlet text (text)');
  await expect(root.locator('[data-drop]')).toHaveCount(0);

  // hover() waits for the canvas to settle after fitting the new nodes into view.
  await port('Manuscript: outlet text (text)').hover();
  const from = (await port('Manuscript: outlet text (text)').boundingBox())!;
  await page.mouse.down();
  // Below the row of nodes, over empty canvas: mid-drag, not yet near any port.
  await page.mouse.move(from.x + 40, from.y + 160, { steps: 8 });
  await expect(refused.locator('..')).toHaveAttribute('data-drop', 'unavailable');
  await expect(refused.locator('..')).toContainText('references (cannot take this connector)');
  await expect(accepted.locator('..')).toHaveAttribute('data-drop', 'available');
  await expect(accepted.locator('..')).toContainText('text (can take this connector)');
  // Not by colour alone: the refused inlet fades, the accepted handle grows; nothing moves.
  await expect(refused.locator('..')).toHaveCSS('opacity', '0.55');
  expect((await accepted.boundingBox())!.width).toBeGreaterThan((await refused.boundingBox())!.width * 1.3);
  // No transition under reduced motion (the site's own rule leaves 0.00001 s).
  for (const el of [accepted, refused.locator('..')]) {
    const seconds = await el.evaluate((e) => parseFloat(getComputedStyle(e).transitionDuration));
    expect(seconds).toBeLessThan(0.001);
  }

  // Let go over empty canvas: no connector, and the hints are gone.
  await page.mouse.up();
  await expect(root.locator('[data-drop]')).toHaveCount(0);
  await expect(root.locator('.react-flow__edge')).toHaveCount(0);
});

test('a three-node workflow built, run and inspected with the keyboard only', async ({ page }) => {
  const root = await openPlayground(page, EMPTY);
  const press = async (name: string) => {
    await root.getByRole('button', { name, exact: true }).focus();
    await page.keyboard.press('Enter');
  };
  const connectFrom = async (inlet: string, typed: string) => {
    await root
      .locator('[data-node-panel]')
      .getByLabel(new RegExp(`^${inlet} `))
      .focus();
    await page.keyboard.type(typed);
  };
  await press('Add Manuscript');
  await press('Add Extract references');
  await connectFrom('text', 'M');
  await expect(root.locator('[data-playground-tip]')).toHaveText('Connected Manuscript to Extract references.');
  await press('Add Validate citations');
  await connectFrom('references', 'E');
  await expect(root.locator('[data-playground-tip]')).toHaveText('Connected Extract references to Validate citations.');
  await expect(root.locator('.react-flow__edge')).toHaveCount(2);
  await press('Run');
  await expect(node(page, 'validateCitations').locator('[data-status="done"]')).toBeVisible();
  await press('Workflow as a list');
  const steps = root.locator('[data-steps] > li');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(2)).toContainText('3. Validate citations');
  await press('Inspect Validate citations');
  await expect(root.locator('[data-node-panel="validateCitations"]')).toContainText('References checked');
  await expect(root.locator('[data-node-panel="validateCitations"]')).toContainText('Year 2031 is in the future.');
  // A node on the canvas itself takes focus and opens its output with Enter.
  await root.locator('.react-flow__node[data-id^="manuscript"]').focus();
  await page.keyboard.press('Enter');
  await expect(root.locator('[data-node-panel="manuscript"]')).toContainText('Blue carbon burial');
});

test('a share link reopens the same graph, and the landing canvas opens full screen with it', async ({
  page,
  browser,
}) => {
  const root = await openPlayground(page, EMPTY);
  await root.getByRole('combobox', { name: 'Load a beginner template' }).selectOption('accessibility');
  await root.getByRole('button', { name: 'Add Debug' }).click();
  await root
    .locator('[data-node-panel="debug"]')
    .getByLabel(/^anything /)
    .selectOption({ label: 'Report → report (report)' });
  await root.getByRole('button', { name: 'Add Summarise' }).click();
  await expect(page).toHaveURL(/#wf=/);
  // The address bar follows the graph (and the view) once edits pause: wait until it holds all seven nodes.
  const nodesInHash = () => {
    const hash = new URL(page.url()).hash.slice('#wf='.length);
    return (JSON.parse(Buffer.from(hash, 'base64url').toString()) as { n: unknown[] }).n.length;
  };
  await expect.poll(nodesInHash).toBe(7);
  const types = async (p: Page) =>
    (
      await p
        .locator('.react-flow__node [data-node-type]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-node-type')))
    ).sort();
  const edges = async (p: Page) =>
    (await p.locator('.react-flow__edge').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))).sort();
  const before = { types: await types(page), edges: await edges(page) };
  expect(before.types).toEqual([
    'accessibility',
    'debug',
    'export',
    'manuscript',
    'readability',
    'report',
    'summarise',
  ]);

  const other = await browser.newPage();
  await other.goto(page.url());
  await expect(other.locator('[data-playground="page"] .react-flow__node')).toHaveCount(7);
  expect({ types: await types(other), edges: await edges(other) }).toEqual(before);
  await other.close();

  await page.goto('/#workflow-demo');
  const section = page.locator('#workflow-demo');
  await expect(section.getByRole('link', { name: 'Get Early Access' })).toHaveAttribute('href', '#signup');
  await section.getByRole('button', { name: 'Try It Live' }).click();
  const embedded = section.locator('[data-playground="embedded"]');
  await expect(embedded).toBeVisible();
  await embedded.getByRole('link', { name: 'Open Full Screen' }).click();
  await expect(page).toHaveURL(/\/playground#wf=/);
  await expect(page.locator('[data-playground="page"] .react-flow__node')).toHaveCount(6);
});

test.describe('at 390×844 with touch', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('load a template, run it and read the report with taps only', async ({ page }) => {
    const root = await openPlayground(page, EMPTY);
    await expect(root.getByRole('navigation', { name: 'Node library' })).toBeHidden();
    await root.getByRole('combobox', { name: 'Load a beginner template' }).selectOption('citations');
    await root.getByRole('button', { name: 'Close the panel' }).tap();
    await expect(root.locator('[data-panel]')).toHaveCount(0);
    await root.locator('[data-run]').tap();
    const report = root.locator('[data-panel="report"]');
    await expect(report).toBeVisible();
    await expect(report).toContainText('Year 2031 is in the future.');
    const box = await report.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    // The library opens as a sheet; a tap adds a node.
    await root.getByRole('button', { name: 'Close the panel' }).tap();
    await root.getByRole('button', { name: 'Add node' }).tap();
    await root.getByRole('button', { name: 'Add Table' }).tap();
    await expect(root.locator('.react-flow__node')).toHaveCount(7);
  });

  test('the guided tour’s sheet shows its way on and its way out without scrolling, and Skip ends it', async ({
    page,
  }) => {
    const root = await openPlayground(page);
    const tour = root.locator('[data-tour]');
    await expect(tour).toContainText('Step 1 of');
    for (const step of [1, 2]) {
      await expect(tour, `step ${step}`).toContainText(`Step ${step} of`);
      for (const name of ['Skip the tour', 'Next']) {
        await expect(tour.getByRole('button', { name }), `${name} at step ${step}`).toBeInViewport({ ratio: 1 });
      }
      if (step === 1) await tour.getByRole('button', { name: 'Next' }).tap();
    }
    await expect(tour.getByRole('button', { name: 'Back' })).toBeInViewport({ ratio: 1 });
    await tour.getByRole('button', { name: 'Skip the tour' }).tap();
    await expect(root.locator('[data-tour]')).toHaveCount(0);
  });
});

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

/** The area two boxes share, in square pixels (0 when they do not overlap). */
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

test.describe('at 390×844 with touch, one sheet at a time', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /**
   * The open sheet takes at most half of the canvas, sits inside it, and leaves every node of the
   * graph uncovered above it; the other sheet is not laid out at all.
   */
  async function expectSheetBesideGraph(page: Page, open: Locator, closed: Locator) {
    const canvas = await boxOf(page.locator('[data-playground="page"] .react-flow'));
    const sheet = await boxOf(open);
    expect(sheet.height).toBeLessThanOrEqual(canvas.height / 2 + 1);
    expect(sheet.y + sheet.height).toBeLessThanOrEqual(canvas.y + canvas.height + 1);
    expect(sheet.x).toBeGreaterThanOrEqual(0);
    expect(sheet.x + sheet.width).toBeLessThanOrEqual(390);
    await expect(closed).toBeHidden();
    for (const other of await closed.all()) expect(await other.boundingBox()).toBeNull();
    const nodes = await page.locator('[data-playground="page"] .react-flow__node').all();
    expect(nodes.length).toBeGreaterThan(0);
    for (const n of nodes) {
      const box = await boxOf(n);
      expect(overlap(box, sheet), `${await n.getAttribute('data-id')} is under the sheet`).toBe(0);
      expect(box.y).toBeGreaterThanOrEqual(canvas.y);
      expect(box.x).toBeGreaterThanOrEqual(canvas.x);
      expect(box.x + box.width).toBeLessThanOrEqual(canvas.x + canvas.width);
    }
  }

  test('after a run, the report and the node library never cover each other or the graph, and each closes', async ({
    page,
  }) => {
    const root = await openPlayground(page, EMPTY);
    await root.getByRole('combobox', { name: 'Load a beginner template' }).selectOption('citations');
    await expect(root.locator('.react-flow__node')).toHaveCount(6);
    const panel = root.locator('[data-panel]');
    const report = root.locator('[data-panel="report"]');
    const library = root.locator('[data-library]');
    const addNode = root.getByRole('button', { name: 'Add node' });

    await root.locator('[data-run]').tap();
    await expect(report).toContainText('Year 2031 is in the future.');
    await expect(library).toBeHidden();
    await expectSheetBesideGraph(page, report, library);
    // The report scrolls inside its sheet; its close button stays in view above the content.
    const closePanel = root.getByRole('button', { name: 'Close the panel' });
    await expect(closePanel).toHaveText('Close');
    await report.locator('.overflow-y-auto').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(closePanel).toBeInViewport();

    // Opening the library closes the report.
    await addNode.tap();
    await expect(addNode).toHaveAttribute('aria-expanded', 'true');
    await expect(library.getByRole('navigation', { name: 'Node library' })).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expectSheetBesideGraph(page, library, panel);
    await expectNoAxeViolations(page);

    // A node above the sheet takes a tap: its panel opens, and that closes the library.
    await node(page, 'retractionCheck').tap();
    const nodePanel = root.locator('[data-panel="node"]');
    await expect(nodePanel.locator('[data-node-panel="retractionCheck"]')).toBeVisible();
    await expect(library).toBeHidden();
    await expect(addNode).toHaveAttribute('aria-expanded', 'false');
    await expectSheetBesideGraph(page, nodePanel, library);

    // Both close buttons are labelled and work; with neither sheet open the graph has the canvas.
    await closePanel.tap();
    await expect(panel).toHaveCount(0);
    await addNode.tap();
    const closeLibrary = root.getByRole('button', { name: 'Close the node library' });
    await expect(closeLibrary).toHaveText('Close');
    await closeLibrary.tap();
    await expect(library).toBeHidden();
    await expect(addNode).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toHaveCount(0);
    // The zoom controls sit at the top of the canvas, out of the sheets' way.
    const controls = await boxOf(root.locator('.react-flow__controls'));
    const canvas = await boxOf(root.locator('.react-flow'));
    expect(controls.y + controls.height).toBeLessThan(canvas.y + canvas.height / 2);
  });
});

test('on a wide screen the library and the report are columns beside the canvas, open together', async ({ page }) => {
  const root = await openPlayground(page, EMPTY);
  await root.getByRole('combobox', { name: 'Load a beginner template' }).selectOption('citations');
  await root.locator('[data-run]').click();
  const report = root.locator('[data-panel="report"]');
  await expect(report).toContainText('Year 2031 is in the future.');
  const library = root.getByRole('navigation', { name: 'Node library' });
  await expect(library).toBeVisible();
  await expect(root.getByRole('button', { name: 'Add node' })).toBeHidden();
  await expect(root.getByRole('button', { name: 'Close the panel' })).toBeHidden();
  const [left, middle, right] = [await boxOf(library), await boxOf(root.locator('.react-flow')), await boxOf(report)];
  expect(overlap(left, middle)).toBe(0);
  expect(overlap(middle, right)).toBe(0);
  expect(left.x + left.width).toBeLessThanOrEqual(middle.x);
  expect(middle.x + middle.width).toBeLessThanOrEqual(right.x);
  // Adding a node from the library keeps both columns.
  await root.getByRole('button', { name: 'Add Table' }).click();
  await expect(root.locator('[data-panel="node"]')).toBeVisible();
  await expect(library).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [390, 1440]) {
    test(`at ${width} px: says building needs JavaScript and shows the opening template as a readable picture`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto('/playground');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: 'Building a workflow needs JavaScript' })).toBeVisible();
      // (Playwright's text matching skips <noscript>, where this content lives, so it is found by its section.)
      await expect(page.locator('[data-playground-static]')).toContainText(
        'The playground runs in your browser, and that takes JavaScript.',
      );
      // The island's placeholder, which would say "Loading" forever, is in the page but not shown.
      const placeholder = page.locator('[data-playground-placeholder]');
      await expect(placeholder).toHaveCount(1);
      await expect(placeholder).toContainText('Loading the playground…');
      await expect(placeholder).toBeHidden();

      const picture = page.getByRole('img', { name: 'The “Check every citation” workflow, with 6 nodes' });
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAccessibleDescription(
        /^Manuscript sends text to Extract references\. .*Retraction check sends findings to Report\.$/,
      );
      const frame = await boxOf(picture);
      expect(frame.x).toBeGreaterThanOrEqual(0);
      expect(frame.x + frame.width).toBeLessThanOrEqual(width);

      const nodes = picture.locator('[data-picture-node]');
      await expect(nodes).toHaveCount(6);
      const labels: string[] = [];
      for (const n of await nodes.all()) {
        const label = n.locator('[data-label]');
        labels.push((await label.locator('tspan').allTextContents()).join(' '));
        // Inside its card, and set large enough to read at this width.
        const card = await boxOf(n.locator('[data-card]'));
        const text = await boxOf(label);
        expect(text.x).toBeGreaterThan(card.x);
        expect(text.x + text.width).toBeLessThan(card.x + card.width);
        expect(text.y).toBeGreaterThan(card.y);
        expect(text.y + text.height).toBeLessThan(card.y + card.height);
        for (const line of await label.locator('tspan').all())
          expect((await boxOf(line)).height).toBeGreaterThanOrEqual(14);
      }
      expect(labels.sort()).toEqual([
        'Extract references',
        'Manuscript',
        'Report',
        'Retraction check',
        'Retraction list (sample)',
        'Validate citations',
      ]);
      await expect(picture.locator('path')).toHaveCount(6);
      // The rest of the page reads as before.
      await expect(page.getByRole('heading', { level: 2, name: 'What you are using' })).toBeVisible();
    });
  }
});

test('with JavaScript the live canvas takes the placeholder’s place and no picture is drawn', async ({ page }) => {
  const root = await openPlayground(page);
  await expect(root.locator('.react-flow__node')).toHaveCount(6);
  await expect(page.locator('[data-playground-placeholder]')).toHaveCount(0);
  await expect(page.locator('[data-workflow-picture]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Building a workflow needs JavaScript' })).toHaveCount(0);
});

test('axe finds nothing on /playground with a report open', async ({ page }) => {
  const root = await openPlayground(page);
  await root.locator('[data-run]').click();
  await expect(root.locator('[data-panel="report"]')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds nothing on / with the playground shown, and the section loads it only when asked', async ({ page }) => {
  test.setTimeout(120_000);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  const canvasScripts = () => scripts.filter((s) => /Playground/.test(s));
  // 'load', not 'networkidle': the page's videos may keep a connection open for a long time.
  await page.goto('/', { waitUntil: 'load' });
  const section = page.locator('#workflow-demo');
  const picture = section.getByRole('img', { name: 'The “Check every citation” workflow, with 6 nodes' });
  // The picture itself in view, not only the section's top: at 1440 the section's heading and steps
  // fill the first screen of it, and the island wakes only when its own frame is on screen.
  await picture.scrollIntoViewIfNeeded();
  // In view and the browser idle: the picture is shown, and nothing of the canvas was fetched.
  await browserIdle(page);
  await expect(picture).toBeVisible();
  expect(canvasScripts()).toEqual([]);
  const start = section.getByRole('button', { name: 'Try It Live' });
  // Keyboard focus alone starts the download, and the click shows the canvas in the picture's place.
  await start.focus();
  await expect.poll(() => canvasScripts().length).toBeGreaterThan(0);
  await expect(section.locator('[data-playground="embedded"]')).toHaveCount(0);
  const before = await section.locator('[data-playground-embed]').boundingBox();
  await page.keyboard.press('Enter');
  const embedded = section.locator('[data-playground="embedded"]');
  await expect(embedded).toBeVisible();
  await expect(picture).toBeHidden();
  await expect(embedded.locator('[data-canvas]')).toBeFocused();
  // The canvas takes exactly the picture's room: nothing below it moves.
  expect((await section.locator('[data-playground-embed]').boundingBox())?.height).toBe(before?.height);
  await page.evaluate(() => scrollTo(0, 0));
  await expectNoAxeViolations(page, { exclude: ['iframe[data-demo-frame]'] });
});

test('at 1280 the section reads at 12 px or more before the canvas opens, its calls to action share one line, and the overview map folds away clear of the pill', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/#workflow-demo', { waitUntil: 'load' });
  const section = page.locator('#workflow-demo');
  const ctas = section.locator(
    '[data-cta="workflow-demo-early-access"], [data-cta="workflow-demo-full-screen"], a[href="#roadmap"]',
  );
  await expect(ctas).toHaveCount(3);
  const tops = await ctas.evaluateAll((links) => links.map((l) => Math.round(l.getBoundingClientRect().top)));
  expect(new Set(tops).size, `calls to action at ${tops.join(', ')}`).toBe(1);
  const smallest = () =>
    section.evaluate((root) => {
      let min = Infinity;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement!;
        if (!node.textContent?.trim() || !el.checkVisibility() || el.closest('.sr-only')) continue;
        // An SVG picture's text is drawn at its viewBox's scale.
        const svg = el.closest('svg');
        const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width || 1 : 1;
        min = Math.min(min, parseFloat(getComputedStyle(el).fontSize) * scale);
      }
      return min;
    });
  expect(await smallest()).toBeGreaterThanOrEqual(12);

  await section.getByRole('button', { name: 'Try It Live' }).click();
  const embedded = section.locator('[data-playground="embedded"]');
  await expect(embedded.locator('.react-flow__node')).toHaveCount(6);
  const pill = embedded.getByText('Runs in your browser');
  expect(await pill.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
  const map = embedded.locator('.react-flow__minimap');
  await expect(map).toBeVisible();
  const [a, b] = [(await pill.boundingBox())!, (await map.boundingBox())!];
  const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap, 'the overview map covers the pill').toBe(false);
  expect(b.width).toBeLessThanOrEqual(140);
  await embedded.getByRole('button', { name: 'Hide overview' }).click();
  await expect(map).toHaveCount(0);
  await embedded.getByRole('button', { name: 'Show overview' }).click();
  await expect(map).toBeVisible();
});
