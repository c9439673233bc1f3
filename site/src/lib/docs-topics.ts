// The documentation's navigation: five tabs, each with a side list of topics. Topics come from the
// MDX collection (one file per topic) plus a few declared here that have no article yet, so the
// side list can promise what is being written without the page pretending it exists.
import type { DocIconName } from './docs-icons.ts';

export const DOC_TABS = [
  {
    id: 'getting-started',
    label: 'Getting Started',
    defaultItem: 'introduction',
    blurb: 'What Nodal is, the ideas behind the canvas, and how data moves through a workflow.',
  },
  {
    id: 'ai-tech',
    label: 'AI Technology',
    defaultItem: 'genai-strategies',
    blurb: 'How the AI nodes work and how to apply them responsibly to editorial tasks.',
  },
  {
    id: 'integration',
    label: 'Integration',
    defaultItem: 'api-overview',
    blurb: 'Run Nodal workflows from submission systems, repositories and your own code.',
  },
  {
    id: 'tutorials',
    label: 'Tutorials',
    defaultItem: 'quick-start',
    blurb: 'Step-by-step builds of real publishing workflows, from first template to review screening.',
  },
  {
    id: 'learning',
    label: 'Learning',
    defaultItem: 'getting-started',
    blurb: 'Artificial Intelligence for Scholarly Research: a short course for people who work with research.',
  },
] as const;

export type DocTabId = (typeof DOC_TABS)[number]['id'];
export const DOC_TAB_IDS: readonly DocTabId[] = DOC_TABS.map((t) => t.id);

export function isDocTabId(value: string): value is DocTabId {
  return (DOC_TAB_IDS as readonly string[]).includes(value);
}

export function docTab(id: DocTabId) {
  return DOC_TABS.find((t) => t.id === id)!;
}

export interface DocTopic {
  id: string;
  tab: DocTabId;
  title: string;
  icon: DocIconName;
  description: string;
  order: number;
  /** The collection entry id (`<tab>/<id>`), or null for a topic that is announced but unwritten. */
  entryId: string | null;
}

/** Announced topics without an article yet. They sort after the written ones of their tab. */
export const DECLARED_TOPICS: readonly Omit<DocTopic, 'entryId'>[] = [
  {
    id: 'webhooks',
    tab: 'integration',
    title: 'Webhooks',
    icon: 'webhook',
    description: 'Receive a signed callback when a workflow run finishes, fails or waits for approval.',
    order: 100,
  },
  {
    id: 'sdks',
    tab: 'integration',
    title: 'SDKs and Client Libraries',
    icon: 'plug',
    description: 'Typed clients for Python and JavaScript that wrap authentication, runs and retries.',
    order: 101,
  },
  {
    id: 'authentication',
    tab: 'integration',
    title: 'Authentication and Keys',
    icon: 'key',
    description: 'Creating, scoping and rotating API keys for your organisation.',
    order: 102,
  },
  {
    id: 'responsible-ai',
    tab: 'learning',
    title: 'Responsible AI in Research',
    icon: 'lightbulb',
    description: 'Bias, disclosure, confidentiality and accountability when AI assists scholarly work.',
    order: 100,
  },
];

export interface DocEntryLike {
  id: string;
  data: { title: string; description: string; icon: DocIconName; order: number };
}

export type DocRegistry = Record<DocTabId, DocTopic[]>;

/**
 * Builds each tab's side list from the collection entries (ids `<tab>/<topic>`) and the declared
 * topics. A declared topic that has since been written is taken from the collection, so writing
 * the article is all it takes to replace a "coming soon" item.
 */
export function buildDocRegistry(entries: readonly DocEntryLike[], declared = DECLARED_TOPICS): DocRegistry {
  const registry = Object.fromEntries(DOC_TAB_IDS.map((id) => [id, [] as DocTopic[]])) as DocRegistry;
  for (const entry of entries) {
    const [tab, id, ...rest] = entry.id.split('/');
    if (!tab || !id || rest.length || !isDocTabId(tab)) {
      throw new Error(
        `docs entry "${entry.id}" must live at <tab>/<topic>.mdx with a tab of ${DOC_TAB_IDS.join(', ')}`,
      );
    }
    const { title, description, icon, order } = entry.data;
    registry[tab].push({ id, tab, title, description, icon, order, entryId: entry.id });
  }
  for (const topic of declared) {
    if (!registry[topic.tab].some((t) => t.id === topic.id)) registry[topic.tab].push({ ...topic, entryId: null });
  }
  for (const tab of DOC_TAB_IDS) {
    registry[tab].sort((a, b) => a.order - b.order || a.title.localeCompare(b.title));
    const defaultItem = docTab(tab).defaultItem;
    if (!registry[tab].some((t) => t.id === defaultItem)) {
      throw new Error(`docs tab "${tab}" has no topic "${defaultItem}", its default item`);
    }
  }
  return registry;
}

/** The part of the registry the browser needs: which topic ids exist in which tab. */
export type DocTopicIndex = Record<DocTabId, readonly string[]>;

export function topicIndex(registry: DocRegistry): DocTopicIndex {
  return Object.fromEntries(
    DOC_TAB_IDS.map((tab) => [tab, registry[tab].map((t) => t.id)]),
  ) as unknown as DocTopicIndex;
}

/** Every topic in reading order: the tabs in their order, each tab's side list in its order. */
export function docsSequence(registry: DocRegistry): DocTopic[] {
  return DOC_TAB_IDS.flatMap((tab) => registry[tab]);
}

/**
 * The topics before and after one, in reading order across tabs, so the last topic of a tab leads
 * on to the first of the next. Unknown topics have no neighbours.
 */
export function topicNeighbours(
  registry: DocRegistry,
  tab: DocTabId,
  id: string,
): { prev: DocTopic | null; next: DocTopic | null } {
  const sequence = docsSequence(registry);
  const at = sequence.findIndex((t) => t.tab === tab && t.id === id);
  if (at < 0) return { prev: null, next: null };
  return { prev: sequence[at - 1] ?? null, next: sequence[at + 1] ?? null };
}
