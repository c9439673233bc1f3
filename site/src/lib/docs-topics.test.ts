import { describe, expect, it } from 'vitest';
import { buildDocRegistry, DECLARED_TOPICS, DOC_TABS, topicIndex, type DocEntryLike } from './docs-topics.ts';

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
