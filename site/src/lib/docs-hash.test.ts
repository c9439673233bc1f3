import { describe, expect, it } from 'vitest';
import {
  docsHash,
  docsHeadingId,
  docsHrefFor,
  docsTopicFromPath,
  initialDocsLocation,
  locationForTab,
  parseDocsHash,
  INITIAL_DOCS_LOCATION,
} from './docs-hash.ts';
import { docsPageHref, docsPageHrefFor } from './docs-pages.ts';
import type { DocTopicIndex } from './docs-topics.ts';

const topics: DocTopicIndex = {
  'getting-started': ['introduction', 'platform-overview', 'core-concepts'],
  'ai-tech': ['genai-strategies', 'advanced-prompt-engineering', 'advanced-rag'],
  integration: ['api-overview', 'webhooks', 'sdks'],
  tutorials: ['quick-start', 'ai-workflow', 'case-studies'],
  learning: ['getting-started', 'ai-fundamentals-what-is-ai', 'responsible-ai'],
};

describe('parseDocsHash', () => {
  it.each([
    ['#ai-tech-advanced-rag', { tab: 'ai-tech', item: 'advanced-rag' }],
    ['ai-tech-advanced-rag', { tab: 'ai-tech', item: 'advanced-rag' }],
    ['#getting-started-introduction', { tab: 'getting-started', item: 'introduction' }],
    // The learning tab has an item named like another tab; the tab prefix decides.
    ['#learning-getting-started', { tab: 'learning', item: 'getting-started' }],
    ['#learning-ai-fundamentals-what-is-ai', { tab: 'learning', item: 'ai-fundamentals-what-is-ai' }],
    ['#integration-webhooks', { tab: 'integration', item: 'webhooks' }],
    ['#tutorials-quick-start', { tab: 'tutorials', item: 'quick-start' }],
    ['#AI-Tech-Advanced-RAG', { tab: 'ai-tech', item: 'advanced-rag' }],
    ['#ai-tech-advanced%2Drag', { tab: 'ai-tech', item: 'advanced-rag' }],
    // A bare tab, or an unknown topic in a known tab, lands on that tab's default.
    ['#learning', { tab: 'learning', item: 'getting-started' }],
    ['#integration', { tab: 'integration', item: 'api-overview' }],
    ['#ai-tech-no-such-topic', { tab: 'ai-tech', item: 'genai-strategies' }],
    ['#tutorials-', { tab: 'tutorials', item: 'quick-start' }],
    // A heading inside an article opens that article and names the heading's id.
    [
      '#ai-tech-advanced-rag--chunking-strategies',
      { tab: 'ai-tech', item: 'advanced-rag', heading: 'ai-tech-advanced-rag--chunking-strategies' },
    ],
    [
      '#learning-getting-started--try-it-in-nodal-2',
      { tab: 'learning', item: 'getting-started', heading: 'learning-getting-started--try-it-in-nodal-2' },
    ],
    [
      '#ai-tech-advanced-rag%2D%2Dwhy-it-matters',
      { tab: 'ai-tech', item: 'advanced-rag', heading: 'ai-tech-advanced-rag--why-it-matters' },
    ],
    // A heading of an unknown topic is no heading; an empty slug is the article itself.
    ['#ai-tech-no-such-topic--intro', { tab: 'ai-tech', item: 'genai-strategies' }],
    ['#ai-tech-advanced-rag--', { tab: 'ai-tech', item: 'advanced-rag' }],
    ['#learning--intro', { tab: 'learning', item: 'getting-started' }],
  ])('%s → %o', (hash, expected) => {
    expect(parseDocsHash(hash, topics)).toEqual(expected);
  });

  it.each([
    '',
    '#',
    '#--x',
    '#nothing--here',
    '#nothing-here',
    '#a-working-definition',
    '#%E0%A4%A',
    '#getting',
    '#ai',
  ])('%s → null', (hash) => {
    expect(parseDocsHash(hash, topics)).toBeNull();
  });
});

describe('initialDocsLocation', () => {
  it.each([
    ['', INITIAL_DOCS_LOCATION],
    ['#unknown', INITIAL_DOCS_LOCATION],
    ['#ai-tech-advanced-rag', { tab: 'ai-tech', item: 'advanced-rag' }],
  ])('%s', (hash, expected) => {
    expect(initialDocsLocation(hash, topics)).toEqual(expected);
  });

  it('starts at the first chapter', () => {
    expect(INITIAL_DOCS_LOCATION).toEqual({ tab: 'getting-started', item: 'introduction' });
  });
});

describe('locationForTab (switching tab resets the item)', () => {
  it.each([
    ['getting-started', 'introduction'],
    ['ai-tech', 'genai-strategies'],
    ['integration', 'api-overview'],
    ['tutorials', 'quick-start'],
    ['learning', 'getting-started'],
  ] as const)('%s → %s', (tab, item) => {
    expect(locationForTab(tab)).toEqual({ tab, item });
  });
});

describe('docsHash', () => {
  it.each([
    [{ tab: 'ai-tech', item: 'advanced-rag' }, '#ai-tech-advanced-rag'],
    [{ tab: 'learning', item: 'getting-started' }, '#learning-getting-started'],
  ] as const)('%o → %s', (location, hash) => {
    expect(docsHash(location)).toBe(hash);
    expect(parseDocsHash(hash, topics)).toEqual(location);
  });
});

describe('docsHrefFor', () => {
  it.each([
    ['/docs/learning/prompt-engineering', '/docs#learning-prompt-engineering'],
    ['/docs/ai-tech/advanced-rag/', '/docs#ai-tech-advanced-rag'],
    ['/docs/ai-layers.svg', '/docs/ai-layers.svg'],
    ['/docs/nope/thing', '/docs/nope/thing'],
    ['https://example.org/docs/learning/x', 'https://example.org/docs/learning/x'],
    ['/updates', '/updates'],
    // A heading on a topic page: its id alone names the article and the place.
    ['/docs/ai-tech/advanced-rag#ai-tech-advanced-rag--hybrid-search', '/docs#ai-tech-advanced-rag--hybrid-search'],
    // Any other fragment of a topic page opens the topic.
    ['/docs/ai-tech/advanced-rag#top', '/docs#ai-tech-advanced-rag'],
  ])('%s → %s', (href, expected) => {
    expect(docsHrefFor(href)).toBe(expected);
  });
});

describe('docsTopicFromPath', () => {
  it.each([
    ['/docs/learning/prompt-engineering', { tab: 'learning', item: 'prompt-engineering' }],
    ['/docs/ai-tech/advanced-rag/', { tab: 'ai-tech', item: 'advanced-rag' }],
    ['/docs', null],
    ['/docs/learning', null],
    ['/docs/nope/thing', null],
    ['/docs/learning/a/b', null],
  ])('%s → %j', (path, expected) => {
    expect(docsTopicFromPath(path)).toEqual(expected);
  });
});

describe('docsPageHref and docsPageHrefFor', () => {
  it('gives a location its topic page, at its heading when it has one', () => {
    expect(docsPageHref({ tab: 'tutorials', item: 'quick-start' })).toBe('/docs/tutorials/quick-start');
    expect(docsPageHref({ tab: 'tutorials', item: 'quick-start', heading: 'tutorials-quick-start--next' })).toBe(
      '/docs/tutorials/quick-start#tutorials-quick-start--next',
    );
  });

  it.each([
    ['/docs#learning-prompt-engineering', '/docs/learning/prompt-engineering'],
    ['/docs#getting-started-introduction', '/docs/getting-started/introduction'],
    ['/docs#ai-tech-advanced-rag--hybrid-search', '/docs/ai-tech/advanced-rag#ai-tech-advanced-rag--hybrid-search'],
    ['/docs#learning', '/docs/learning/getting-started'],
    ['/docs#nothing-like-a-topic', '/docs#nothing-like-a-topic'],
    ['/docs', '/docs'],
    ['/updates', '/updates'],
    ['https://example.org/docs#learning-x', 'https://example.org/docs#learning-x'],
  ])('%s → %s on a topic page', (href, expected) => {
    expect(docsPageHrefFor(href)).toBe(expected);
  });

  it('round-trips with docsHrefFor', () => {
    for (const hash of ['/docs#learning-prompt-engineering', '/docs#ai-tech-advanced-rag--hybrid-search']) {
      expect(docsHrefFor(docsPageHrefFor(hash))).toBe(hash);
    }
  });
});

describe('docsHeadingId', () => {
  it('round-trips through parseDocsHash', () => {
    const id = docsHeadingId({ tab: 'tutorials', item: 'quick-start' }, 'build-your-first-workflow');
    expect(id).toBe('tutorials-quick-start--build-your-first-workflow');
    expect(parseDocsHash(`#${id}`, topics)).toEqual({ tab: 'tutorials', item: 'quick-start', heading: id });
  });
});
