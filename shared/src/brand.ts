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
