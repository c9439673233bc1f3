// The browser the tests drive is the one scripts/chromium.ts describes: Playwright's own features
// still off, and no address-bar popup loading in a renderer of its own beside every context.
import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures.ts';

test('Chromium keeps every feature Playwright turns off, and loads no omnibox popup', async ({ browser, page }) => {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    const main = processInfo.find((p) => p.type === 'browser');
    expect(main, 'the browser process').toBeDefined();
    // `ps` rather than /proc, so the check runs on macOS too; no feature name holds a space.
    const lists = execFileSync('ps', ['-ww', '-o', 'args=', '-p', String(main!.id)], { encoding: 'utf8' })
      .split(/\s+/)
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    // Playwright's list comes first and ours last; Chromium reads only the last one.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const honoured = new Set(lists.at(-1));
    const dropped = lists.slice(0, -1).flatMap((list) => list.filter((feature) => !honoured.has(feature)));
    expect(dropped, 'features an earlier --disable-features turns off that the last one drops').toEqual([]);

    await page.goto('/');
    const { targetInfos } = (await cdp.send('Target.getTargets')) as { targetInfos: { url: string }[] };
    expect(targetInfos.map((t) => t.url).filter((url) => url.startsWith('chrome://omnibox-popup'))).toEqual([]);
  } finally {
    await cdp.detach();
  }
});
