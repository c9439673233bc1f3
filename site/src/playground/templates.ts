// The beginner templates: a graph to load, the sample it runs on, and a short guided tour.
import type { GraphEdge, Settings } from './engine/types';

export interface PlacedNode {
  id: string;
  type: string;
  x: number;
  y: number;
  settings: Settings;
}
/** A connector as drawn: Tidy up gives it waypoints that keep it clear of the nodes (layout/route.ts). */
export interface PlacedEdge extends GraphEdge {
  route?: { x: number; y: number }[];
}
export interface Workflow {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}
export interface TourStep {
  /** The node the step points at, if any. */
  node?: string;
  title: string;
  text: string;
}
export interface Template {
  id: string;
  title: string;
  blurb: string;
  workflow: Workflow;
  tour: TourStep[];
}

const edge = (source: string, sourceHandle: string, target: string, targetHandle: string): GraphEdge => ({
  id: `${source}.${sourceHandle}-${target}.${targetHandle}`,
  source,
  sourceHandle,
  target,
  targetHandle,
});

export const TEMPLATES: Template[] = [
  {
    id: 'citations',
    title: 'Check every citation',
    blurb: 'Extract the reference list, validate each entry and flag retracted work.',
    workflow: {
      nodes: [
        { id: 'm', type: 'manuscript', x: 0, y: 90, settings: { sample: 'wetlands' } },
        { id: 'x', type: 'extractReferences', x: 260, y: 90, settings: {} },
        { id: 'v', type: 'validateCitations', x: 540, y: 0, settings: {} },
        { id: 'l', type: 'retractionList', x: 260, y: 260, settings: {} },
        { id: 'r', type: 'retractionCheck', x: 540, y: 190, settings: {} },
        { id: 'o', type: 'report', x: 820, y: 90, settings: { title: 'Citation report' } },
      ],
      edges: [
        edge('m', 'text', 'x', 'text'),
        edge('x', 'references', 'v', 'references'),
        edge('x', 'references', 'r', 'references'),
        edge('l', 'list', 'r', 'list'),
        edge('v', 'findings', 'o', 'sections'),
        edge('r', 'findings', 'o', 'sections'),
      ],
    },
    tour: [
      {
        node: 'm',
        title: 'Start with a manuscript',
        text: 'The trigger hands the run a manuscript. A sample is loaded; open its settings to paste your own.',
      },
      {
        node: 'x',
        title: 'Structure the references',
        text: 'A transformer turns the reference list into records: authors, year, title, venue, DOI.',
      },
      {
        node: 'v',
        title: 'Validate each one',
        text: 'A function node checks every record by fixed rules, so the same list always gives the same answer.',
      },
      {
        node: 'r',
        title: 'Look for retractions',
        text: 'Two inlets: the references, and a retraction list from a data source. Here the list is a small sample.',
      },
      {
        node: 'o',
        title: 'Read the report',
        text: 'Press Run. Each node lights up as its data arrives; then the report opens beside the canvas.',
      },
    ],
  },
  {
    id: 'screening',
    title: 'Pre-review screening',
    blurb: 'Scope, integrity and readability in one pass, with a summary for the handling editor.',
    workflow: {
      nodes: [
        { id: 'm', type: 'manuscript', x: 0, y: 200, settings: { sample: 'sleep' } },
        { id: 's', type: 'scopeCheck', x: 280, y: 0, settings: {} },
        { id: 'u', type: 'summarise', x: 280, y: 130, settings: { sentences: 3 } },
        { id: 'd', type: 'readability', x: 280, y: 260, settings: { longSentence: 40 } },
        { id: 'x', type: 'extractReferences', x: 280, y: 390, settings: {} },
        { id: 'l', type: 'retractionList', x: 280, y: 520, settings: {} },
        { id: 'v', type: 'validateCitations', x: 560, y: 330, settings: {} },
        { id: 'r', type: 'retractionCheck', x: 560, y: 460, settings: {} },
        { id: 'o', type: 'report', x: 860, y: 220, settings: { title: 'Screening report' } },
      ],
      edges: [
        edge('m', 'text', 's', 'text'),
        edge('m', 'text', 'u', 'text'),
        edge('m', 'text', 'd', 'text'),
        edge('m', 'text', 'x', 'text'),
        edge('x', 'references', 'v', 'references'),
        edge('x', 'references', 'r', 'references'),
        edge('l', 'list', 'r', 'list'),
        edge('u', 'summary', 'o', 'sections'),
        edge('s', 'findings', 'o', 'sections'),
        edge('d', 'findings', 'o', 'sections'),
        edge('v', 'findings', 'o', 'sections'),
        edge('r', 'findings', 'o', 'sections'),
      ],
    },
    tour: [
      {
        node: 'm',
        title: 'One manuscript, four checks',
        text: 'One outlet can feed many inlets: the text goes to every check at once.',
      },
      {
        node: 's',
        title: 'An AI step: scope',
        text: 'AI nodes interpret text. Open the tip on the node to see what the step does on the platform, and its limits.',
      },
      {
        node: 'd',
        title: 'Readability',
        text: 'Reading ease, long sentences and passive voice, with the limit you set.',
      },
      { node: 'r', title: 'Integrity', text: 'Citation checks and retractions run on the same extracted references.' },
      {
        node: 'o',
        title: 'One report for the editor',
        text: 'Run it: the report puts the summary first, then each check.',
      },
    ],
  },
  {
    id: 'accessibility',
    title: 'Accessibility pass',
    blurb: 'Find missing alt text, skipped headings and vague links, then export the report.',
    workflow: {
      nodes: [
        { id: 'm', type: 'manuscript', x: 0, y: 100, settings: { sample: 'openreview' } },
        { id: 'a', type: 'accessibility', x: 280, y: 20, settings: {} },
        { id: 'd', type: 'readability', x: 280, y: 190, settings: {} },
        { id: 'o', type: 'report', x: 560, y: 100, settings: { title: 'Accessibility report' } },
        { id: 'e', type: 'export', x: 840, y: 100, settings: { format: 'markdown' } },
      ],
      edges: [
        edge('m', 'text', 'a', 'text'),
        edge('m', 'text', 'd', 'text'),
        edge('a', 'findings', 'o', 'sections'),
        edge('d', 'findings', 'o', 'sections'),
        edge('o', 'report', 'e', 'report'),
      ],
    },
    tour: [
      {
        node: 'm',
        title: 'A Markdown manuscript',
        text: 'Accessibility starts in the source: images, headings and links are all in the Markdown.',
      },
      {
        node: 'a',
        title: 'Rules a screen reader cares about',
        text: 'Images need alt text, headings must not skip a level, and a link should say where it goes.',
      },
      {
        node: 'o',
        title: 'Report, then export',
        text: 'The report collects both checks; Export turns it into a Markdown or JSON file to download.',
      },
    ],
  },
];

export const TEMPLATE_BY_ID: Record<string, Template> = Object.fromEntries(TEMPLATES.map((t) => [t.id, t]));

/** The template picker's "Blank canvas": no nodes, no tour, the library open to start from. */
export const BLANK = { id: 'blank', title: 'Blank canvas', workflow: { nodes: [], edges: [] } as Workflow } as const;
