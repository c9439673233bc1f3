// The one place the product's name, studio and addresses live. Rebranding starts and ends here.
export const brand = {
  name: 'Nodal',
  tagline: 'AI workflows for scientific publishing',
  siteUrl: 'https://nodal.science',
  studio: { name: 'Kestrel Studio', url: 'https://kestrel.studio' },
  copyrightYear: 2024,
  email: {
    partners: 'partners@nodal.science',
    investors: 'investors@nodal.science',
    hello: 'hello@nodal.science',
  },
} as const;

/** The node-graph mark's canvas; `logoMarkSvg` draws on it. */
export const LOGO_MARK_VIEWBOX = '0 0 32 32';

/**
 * The node-graph mark's shapes, as the inside of an <svg> with `LOGO_MARK_VIEWBOX`: a rounded
 * square in the brand gradient with two edges joining three nodes. The site (Logo.astro) and the
 * admin (logo.tsx) both draw it from here, so the mark cannot drift between them. The gradient
 * needs an id unique in the page, since one page may hold several marks.
 */
export function logoMarkSvg(gradientId: string): string {
  return (
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    '<stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient></defs>' +
    `<rect width="32" height="32" rx="8" fill="url(#${gradientId})"/>` +
    '<path d="M10 21.5 16 10.5l6 11M10 21.5h12" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.8" ' +
    'stroke-linecap="round" stroke-linejoin="round"/>' +
    '<circle cx="16" cy="10.5" r="3.2" fill="#fff"/><circle cx="10" cy="21.5" r="3.2" fill="#fff"/>' +
    '<circle cx="22" cy="21.5" r="3.2" fill="#5eead4"/>'
  );
}
