// The header's script as Header.astro inlines it: ./header-nav.ts minified with the page's settings
// filled in (lib/inline-script.ts).
import { HEADER_SCROLLED_AFTER_PX, SCROLL_OFFSET_PX } from '@nodal/shared';
import { inlineScript } from '../lib/inline-script.ts';
import type { HeaderNavConfig } from './header-nav.ts';
import source from './header-nav.ts?raw';

/** The inline script of the header on the landing page (`isHome`) or on any other page. */
export function headerScript(isHome: boolean): string {
  const config: HeaderNavConfig = { offset: SCROLL_OFFSET_PX, scrolledAfter: HEADER_SCROLLED_AFTER_PX, isHome };
  return inlineScript(source, `startHeaderNav(${JSON.stringify(config)})`);
}
