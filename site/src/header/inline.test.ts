import { HEADER_SCROLLED_AFTER_PX } from '@nodal/shared';
import { describe, expect, it } from 'vitest';
import { headerScript } from './inline.ts';

// What the header does in a browser is pinned by the browser tests (landing-navigation.spec.ts and
// the phone menu's tests); here, what the page carries, run against a stand-in for the page.
function run(isHome: boolean, scrollY: number) {
  const header = { dataset: {} as Record<string, string> };
  const toggle = { addEventListener() {}, setAttribute() {}, querySelector: () => ({}) };
  const menu = { hidden: true };
  const byId: Record<string, object> = { 'site-header': header, 'menu-toggle': toggle, 'mobile-menu': menu };
  const document = { getElementById: (id: string) => byId[id] ?? null, addEventListener() {} };
  const listeners: string[] = [];
  const addEventListener = (type: string) => listeners.push(type);
  new Function('document', 'window', 'location', 'addEventListener', headerScript(isHome))(
    document,
    { scrollY },
    { hash: '' },
    addEventListener,
  );
  return { scrolled: header.dataset.scrolled, listeners };
}

describe('headerScript', () => {
  it('is one minified IIFE without comments or types', () => {
    const script = headerScript(true);
    expect(script).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(script).not.toMatch(/\/\/ |\/\*|\binterface\b|HeaderNavConfig/);
  });

  it('starts the landing page’s bar translucent until the page scrolls past the threshold', () => {
    expect(run(true, 0).scrolled).toBe('false');
    expect(run(true, HEADER_SCROLLED_AFTER_PX).scrolled).toBe('false');
    expect(run(true, HEADER_SCROLLED_AFTER_PX + 1).scrolled).toBe('true');
    expect(run(true, 0).listeners).toEqual(['scroll']);
  });

  it('makes the bar solid at once on any other page', () => {
    expect(run(false, 0).scrolled).toBe('true');
  });
});
