import { getRssString } from '@astrojs/rss';
import type { Article } from '@nodal/shared';
import { describe, expect, it } from 'vitest';
import { ATOM_NAMESPACE, updatesFeed } from './updates-feed.ts';

const article = (slug: string, overrides: Partial<Article> = {}): Article => ({
  id: 1,
  title: `Title of ${slug}`,
  slug,
  summary: `Summary of ${slug}.`,
  body: 'Body.',
  type: 'news',
  published: true,
  publishAt: null,
  coverImage: null,
  coverAlt: '',
  createdAt: '2025-03-10T09:00:00.000Z',
  updatedAt: '2025-03-12T09:00:00.000Z',
  ...overrides,
});

describe('the Updates feed', () => {
  it('links to itself at its absolute URL, with the Atom namespace declared on <rss>', async () => {
    const xml = await getRssString(updatesFeed([article('first')], 'https://nodal.science'));
    expect(xml).toMatch(new RegExp(`<rss version="2.0" [^>]*xmlns:atom="${ATOM_NAMESPACE}"`));
    expect(xml).toContain(
      '<atom:link href="https://nodal.science/updates/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    // Inside the channel, before the items.
    expect(xml.indexOf('<atom:link')).toBeGreaterThan(xml.indexOf('<channel>'));
    expect(xml.indexOf('<atom:link')).toBeLessThan(xml.indexOf('<item>'));
  });

  it('follows the site it is built for', async () => {
    const xml = await getRssString(updatesFeed([], new URL('https://deploy-preview-7--nodal.netlify.app')));
    expect(xml).toContain('<atom:link href="https://deploy-preview-7--nodal.netlify.app/updates/rss.xml" rel="self"');
  });

  it('lists the articles as before: canonical links, publish dates, type and cover', async () => {
    const xml = await getRssString(
      updatesFeed(
        [
          article('with-cover', { coverImage: 'abcdef0123456789-1600x900', coverAlt: 'A cover', type: 'guide' }),
          article('plain'),
        ],
        'https://nodal.science',
      ),
    );
    expect(xml).toContain('<link>https://nodal.science/updates/with-cover</link>');
    expect(xml).toContain('<pubDate>Mon, 10 Mar 2025 09:00:00 GMT</pubDate>');
    expect(xml).toContain('<category>Guide</category>');
    expect(xml).toMatch(
      /<enclosure url="https:\/\/nodal\.science\/api\/images\/abcdef0123456789-1600x900\/\d+\.webp" length="0" type="image\/webp"\/>/,
    );
    expect(xml).toContain('<language>en</language>');
    expect([...xml.matchAll(/<item>/g)]).toHaveLength(2);
  });
});
