import { describe, expect, test } from 'vitest';
import { SAMPLE_MANUSCRIPTS } from '../samples';
import { TEMPLATES } from '../templates';
import { canConnect, dropTargets, portKey, runGraph, topologicalOrder } from './engine';
import { NODE_TYPES } from './nodes';
import { CATEGORIES, type Findings, type Graph, type GraphEdge, type Report } from './types';

const today = new Date('2026-11-23T00:00:00Z');
const e = (source: string, sourceHandle: string, target: string, targetHandle: string): GraphEdge => ({
  id: `${source}-${target}-${targetHandle}`,
  source,
  sourceHandle,
  target,
  targetHandle,
});
const n = (id: string, type: string, settings = {}) => ({ id, type, settings });

const allItems = (report: Report) =>
  report.sections.flatMap((s) => s.items.map((i) => `${s.title}: ${i.where ?? ''} ${i.message}`));

describe('runGraph on the templates', () => {
  test.each([
    [
      'citations',
      [
        /Citation check: Reference 2 .*10\.55\/cpr\.2021.* not a valid DOI/,
        /Citation check: Reference 3 No publication year/,
        /Citation check: Reference 4 Duplicate of reference 1/,
        /Citation check: Reference 5 Year 2031 is in the future/,
        /Citation check: Reference 8 No authors found/,
        /Retraction check: Reference 6 10\.5555\/ecol\.2017\.0412 is on the retraction list/,
      ],
    ],
    [
      'screening',
      [
        /Scope: .*Likely in scope/,
        /Readability: Sentence \d+ \d+ words/,
        /Readability: Sentence \d+ Passive voice/,
        /Retraction check: Reference 2 10\.5555\/sleep\.2016\.118/,
        /Retraction check: Reference 5 10\.5555\/neuro\.2019\.77/,
      ],
    ],
    [
      'accessibility',
      [
        /Accessibility: Line \d+ The first heading|Accessibility: Line \d+ Heading level skips from 1 to 3/,
        /Accessibility: Line \d+ Image “figures\/uptake-by-year\.png” has no alt text/,
        /Accessibility: Line \d+ Link text “click here”/,
        /Accessibility: Line \d+ Link text “more”/,
        /Accessibility: Line \d+ Alt text “Figure 2” does not describe/,
        /Accessibility: Line \d+ Heading level skips from 2 to 4/,
      ],
    ],
  ])('%s finds what its sample plants', (id, expected) => {
    const t = TEMPLATES.find((x) => x.id === id)!;
    const graph: Graph = { nodes: t.workflow.nodes.map((x) => n(x.id, x.type, x.settings)), edges: t.workflow.edges };
    const result = runGraph(graph, { today });
    for (const node of graph.nodes) expect(result.runs[node.id], node.id).toMatchObject({ status: 'done' });
    const report = result.runs.o!.outputs.report as Report;
    const items = allItems(report);
    for (const pattern of expected)
      expect(
        items.some((i) => pattern.test(i)),
        `${pattern} in\n${items.join('\n')}`,
      ).toBe(true);
  });

  test('the clean references of the open review sample raise no citation problems', () => {
    const graph: Graph = {
      nodes: [n('m', 'manuscript', { sample: 'openreview' }), n('x', 'extractReferences'), n('v', 'validateCitations')],
      edges: [e('m', 'text', 'x', 'text'), e('x', 'references', 'v', 'references')],
    };
    const findings = runGraph(graph, { today }).runs.v!.outputs.findings as Findings;
    expect(findings.items.filter((i) => i.severity !== 'info')).toEqual([]);
    expect(findings.metrics).toMatchObject({ 'References checked': 3, 'Without problems': 3 });
  });
});

describe('runGraph never throws: each problem is a message on its node', () => {
  const text = (t: string) => n('m', 'manuscript', { sample: 'custom', text: t });
  const binary = Array.from({ length: 400 }, (_, i) => String.fromCharCode(i % 32)).join('') + '%PDF-1.7 \u0000\u0001';
  const references = `# Paper\n\nBody text here.\n\n## References\n\n${Array.from(
    { length: 2000 },
    (_, i) => `${i + 1}. Author${i}, A. (2001). Title number ${i}. Journal, 1(1), 1–2. https://doi.org/10.5555/x.${i}`,
  ).join('\n')}\n`;
  test.each([
    ['empty text', [text('   \n ')], [], 'm', /manuscript is empty/],
    ['binary-looking text', [text(binary)], [], 'm', /looks like binary data/],
    ['an unknown node type', [n('q', 'quantumReview')], [], 'q', /Unknown node type/],
    [
      'a required inlet left unconnected',
      [n('v', 'validateCitations')],
      [],
      'v',
      /Connect the “references” inlet: this node needs reference list/,
    ],
    [
      'one of two required inlets left unconnected',
      [
        text('x\n\n## References\n\n1. A, B. (2000). T. J, 1, 1.'),
        n('x', 'extractReferences'),
        n('r', 'retractionCheck'),
      ],
      [e('m', 'text', 'x', 'text'), e('x', 'references', 'r', 'references')],
      'r',
      /Connect the “retractions” inlet/,
    ],
    [
      'a node after a failed one',
      [text(''), n('x', 'extractReferences')],
      [e('m', 'text', 'x', 'text')],
      'x',
      /Not run: “Manuscript” before it did not finish/,
    ],
    [
      'a cycle',
      [n('a', 'table'), n('b', 'formatReferences')],
      [e('a', 'table', 'b', 'references'), e('b', 'formatted', 'a', 'rows')],
      'a',
      /in a loop/,
    ],
    [
      'an incompatible connector from a tampered link',
      [text('Some words here.'), n('v', 'validateCitations')],
      [e('m', 'text', 'v', 'references')],
      'v',
      /does not accept/,
    ],
    [
      'two connectors on a single inlet',
      [text('Words.'), n('m2', 'manuscript'), n('x', 'extractReferences')],
      [e('m', 'text', 'x', 'text'), e('m2', 'text', 'x', 'text')],
      'x',
      /Only one connector/,
    ],
    [
      'a scope check with no terms',
      [text('Words and more words.'), n('s', 'scopeCheck', { scope: ' ' })],
      [e('m', 'text', 's', 'text')],
      's',
      /Add a few scope terms/,
    ],
  ])('%s', (_name, nodes, edges, id, message) => {
    const result = runGraph({ nodes, edges }, { today });
    expect(result.runs[id]).toMatchObject({ status: 'error', error: expect.stringMatching(message) });
  });

  test('a reference list of 2,000 lines is read whole', () => {
    const graph: Graph = {
      nodes: [text(references), n('x', 'extractReferences'), n('v', 'validateCitations')],
      edges: [e('m', 'text', 'x', 'text'), e('x', 'references', 'v', 'references')],
    };
    const result = runGraph(graph, { today });
    expect(result.runs.x).toMatchObject({ status: 'done', summary: '2000 references' });
    expect(result.runs.v).toMatchObject({ status: 'done', summary: 'no issues' });
  });

  test('a text without a reference list gives an empty list and says why', () => {
    const graph: Graph = {
      nodes: [text('Just a paragraph of prose.'), n('x', 'extractReferences')],
      edges: [e('m', 'text', 'x', 'text')],
    };
    expect(runGraph(graph, { today }).runs.x).toMatchObject({
      status: 'done',
      summary: expect.stringMatching(/No reference list found/),
    });
  });

  test('nodes in a loop come last in the order, after every node that can run', () => {
    const graph: Graph = {
      nodes: [n('a', 'table'), n('b', 'formatReferences'), text('x')],
      edges: [e('a', 'table', 'b', 'references'), e('b', 'formatted', 'a', 'rows')],
    };
    expect(topologicalOrder(graph)).toEqual({ order: ['m'], blocked: ['a', 'b'] });
  });
});

describe('canConnect', () => {
  const graph: Graph = {
    nodes: [
      n('m', 'manuscript'),
      n('x', 'extractReferences'),
      n('v', 'validateCitations'),
      n('o', 'report'),
      n('d', 'debug'),
    ],
    edges: [e('m', 'text', 'x', 'text')],
  };
  test.each([
    [
      'text into a reference inlet',
      { source: 'm', sourceHandle: 'text', target: 'v', targetHandle: 'references' },
      /needs reference list .* gives text\. Put “Extract references” in between/,
    ],
    [
      'a second connector on a single inlet',
      { source: 'm', sourceHandle: 'text', target: 'x', targetHandle: 'text' },
      /already connected/,
    ],
    [
      'a node into itself',
      { source: 'x', sourceHandle: 'references', target: 'x', targetHandle: 'text' },
      /cannot feed itself/,
    ],
    [
      'a connector that closes a loop',
      { source: 'x', sourceHandle: 'references', target: 'm', targetHandle: 'text' },
      /Connect an outlet/,
    ],
    ['a missing port', { source: 'm', sourceHandle: 'nope', target: 'x', targetHandle: 'text' }, /Connect an outlet/],
  ])('refuses %s with a tip', (_name, c, tip) => {
    const answer = canConnect(graph, c);
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.tip).toMatch(tip);
  });
  test.each([
    [
      'references to the validator',
      { source: 'x', sourceHandle: 'references', target: 'v', targetHandle: 'references' },
    ],
    ['anything into debug', { source: 'm', sourceHandle: 'text', target: 'd', targetHandle: 'value' }],
    ['findings into a report', { source: 'v', sourceHandle: 'findings', target: 'o', targetHandle: 'sections' }],
  ])('accepts %s', (_name, c) => expect(canConnect(graph, c)).toEqual({ ok: true }));

  test('refuses a connector that would close a loop', () => {
    const loop: Graph = {
      nodes: [n('a', 'table'), n('b', 'formatReferences')],
      edges: [e('a', 'table', 'b', 'references')],
    };
    // formatReferences gives findings, table accepts findings: compatible, but it would loop back.
    const answer = canConnect(loop, { source: 'b', sourceHandle: 'formatted', target: 'a', targetHandle: 'rows' });
    expect(answer).toEqual({ ok: false, tip: expect.stringMatching(/loop/) });
  });
});

describe('dropTargets', () => {
  const graph: Graph = {
    nodes: [n('m', 'manuscript'), n('x', 'extractReferences'), n('v', 'validateCitations'), n('d', 'debug')],
    edges: [e('m', 'text', 'x', 'text')],
  };
  test.each([
    [
      'from an outlet, an inlet of the wrong type',
      { node: 'm', port: 'text', side: 'source' },
      portKey('v', 'references'),
      false,
    ],
    [
      'from an outlet, an inlet that takes anything',
      { node: 'm', port: 'text', side: 'source' },
      portKey('d', 'value'),
      true,
    ],
    [
      'from an outlet, the inlet it already feeds',
      { node: 'm', port: 'text', side: 'source' },
      portKey('x', 'text'),
      false,
    ],
    [
      'from an outlet, the matching inlet',
      { node: 'x', port: 'references', side: 'source' },
      portKey('v', 'references'),
      true,
    ],
    [
      'from an inlet, the matching outlet',
      { node: 'v', port: 'references', side: 'target' },
      portKey('x', 'references'),
      true,
    ],
    [
      'from an inlet, an outlet of the wrong type',
      { node: 'v', port: 'references', side: 'target' },
      portKey('m', 'text'),
      false,
    ],
  ] as const)('%s', (_name, from, key, accepted) => {
    expect(dropTargets(graph, from).get(key)).toBe(accepted);
  });

  test('lists only the ports at the other end', () => {
    const keys = [...dropTargets(graph, { node: 'm', port: 'text', side: 'source' }).keys()];
    expect(keys).toContain(portKey('x', 'text'));
    expect(keys).not.toContain(portKey('x', 'references'));
  });
});

test('the palette has a node in each of the seven categories, and every sample runs', () => {
  for (const c of CATEGORIES)
    expect(
      Object.values(NODE_TYPES).some((d) => d.category === c.id),
      c.id,
    ).toBe(true);
  for (const [sample, s] of Object.entries(SAMPLE_MANUSCRIPTS)) {
    expect(s.text.length).toBeGreaterThan(1000);
    const run = runGraph({ nodes: [n('m', 'manuscript', { sample })], edges: [] }, { today });
    expect(run.runs.m).toMatchObject({ status: 'done' });
  }
});
