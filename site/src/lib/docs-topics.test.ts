import { describe, expect, it } from 'vitest';
import {
  buildDocRegistry,
  DECLARED_TOPICS,
  docsSequence,
  DOC_TABS,
  topicIndex,
  topicNeighbours,
  type DocEntryLike,
} from './docs-topics.ts';

const entry = (id: string, order: number, title = id): DocEntryLike => ({
  id,
  data: { title, description: `About ${title}`, icon: 'book-open', order },
});

const minimal = [
  entry('getting-started/introduction', 1),
  entry('ai-tech/genai-strategies', 1),
  entry('integration/api-overview', 1),
  entry('tutorials/quick-start', 1),
  entry('learning/getting-started', 1),
];

describe('buildDocRegistry', () => {
  it('sorts each tab by order and appends the declared, unwritten topics', () => {
    const registry = buildDocRegistry([
      ...minimal,
      entry('getting-started/core-concepts', 3),
      entry('getting-started/platform-overview', 2),
    ]);
    expect(registry['getting-started'].map((t) => t.id)).toEqual([
      'introduction',
      'platform-overview',
      'core-concepts',
    ]);
    expect(registry.integration.map((t) => [t.id, t.entryId])).toEqual([
      ['api-overview', 'integration/api-overview'],
      ['webhooks', null],
      ['sdks', null],
      ['authentication', null],
    ]);
    expect(registry.learning.at(-1)).toMatchObject({ id: 'responsible-ai', entryId: null });
  });

  it('prefers a written article over the declared placeholder of the same id', () => {
    const registry = buildDocRegistry([...minimal, entry('integration/webhooks', 5, 'Webhooks in depth')]);
    const webhooks = registry.integration.filter((t) => t.id === 'webhooks');
    expect(webhooks).toEqual([
      expect.objectContaining({ entryId: 'integration/webhooks', title: 'Webhooks in depth' }),
    ]);
  });

  it.each([
    ['unknown tab', [...minimal, entry('blog/hello', 1)], /must live at <tab>\/<topic>/],
    ['nested path', [...minimal, entry('learning/a/b', 1)], /must live at/],
    [
      'missing default',
      minimal.filter((e) => e.id !== 'tutorials/quick-start'),
      /"tutorials" has no topic "quick-start"/,
    ],
  ])('rejects %s', (_name, entries, message) => {
    expect(() => buildDocRegistry(entries)).toThrow(message);
  });

  it('gives every tab a default item and the index the browser needs', () => {
    const index = topicIndex(buildDocRegistry(minimal));
    for (const tab of DOC_TABS) expect(index[tab.id]).toContain(tab.defaultItem);
    expect(DECLARED_TOPICS.every((t) => index[t.tab].includes(t.id))).toBe(true);
  });
});

describe('docsSequence and topicNeighbours', () => {
  const registry = buildDocRegistry([...minimal, entry('getting-started/platform-overview', 2)]);

  it('reads the tabs in order, each in its side-list order', () => {
    const sequence = docsSequence(registry).map((t) => `${t.tab}/${t.id}`);
    expect(sequence.slice(0, 3)).toEqual([
      'getting-started/introduction',
      'getting-started/platform-overview',
      'ai-tech/genai-strategies',
    ]);
    expect(sequence.at(-1)).toBe('learning/responsible-ai');
  });

  it('leads from the last topic of a tab to the first of the next, and stops at both ends', () => {
    const first = topicNeighbours(registry, 'getting-started', 'introduction');
    expect(first.prev).toBeNull();
    expect(first.next?.id).toBe('platform-overview');
    const across = topicNeighbours(registry, 'getting-started', 'platform-overview');
    expect([across.prev?.id, across.next?.tab, across.next?.id]).toEqual([
      'introduction',
      'ai-tech',
      'genai-strategies',
    ]);
    expect(topicNeighbours(registry, 'learning', 'responsible-ai').next).toBeNull();
    expect(topicNeighbours(registry, 'learning', 'no-such-topic')).toEqual({ prev: null, next: null });
  });
});
