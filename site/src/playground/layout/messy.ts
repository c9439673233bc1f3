// A graph to tidy in tests and screenshots: eight nodes dropped anywhere, some on top of others,
// some connectors running right to left.
import type { Workflow } from '../templates';

const edge = (source: string, sourceHandle: string, target: string, targetHandle: string) => ({
  id: `${source}.${sourceHandle}-${target}.${targetHandle}`,
  source,
  sourceHandle,
  target,
  targetHandle,
});

export const MESSY: Workflow = {
  nodes: [
    { id: 'o', type: 'report', x: -300, y: 40, settings: {} },
    { id: 'm', type: 'manuscript', x: 500, y: 400, settings: { sample: 'wetlands' } },
    { id: 'x', type: 'extractReferences', x: 520, y: 420, settings: {} },
    { id: 'v', type: 'validateCitations', x: 0, y: 0, settings: {} },
    { id: 'l', type: 'retractionList', x: 900, y: -200, settings: {} },
    { id: 'r', type: 'retractionCheck', x: 40, y: 30, settings: {} },
    { id: 'u', type: 'summarise', x: 300, y: -100, settings: {} },
    { id: 'd', type: 'readability', x: 700, y: 0, settings: {} },
  ],
  edges: [
    edge('m', 'text', 'x', 'text'),
    edge('x', 'references', 'v', 'references'),
    edge('x', 'references', 'r', 'references'),
    edge('l', 'list', 'r', 'list'),
    edge('m', 'text', 'u', 'text'),
    edge('m', 'text', 'd', 'text'),
    edge('u', 'summary', 'o', 'sections'),
    edge('d', 'findings', 'o', 'sections'),
    edge('v', 'findings', 'o', 'sections'),
    edge('r', 'findings', 'o', 'sections'),
  ],
};
