// The node library of the playground: each definition declares its typed ports and settings and
// runs as plain deterministic code. The order within a category is the palette's order.
import { SAMPLE_MANUSCRIPTS, type SampleId } from '../samples';
import { accessibility, easeBand, readability, scopeMatch, summarise } from './analysis';
import { checkRetractions, extractReferences, formatApa, formatVancouver, validateReferences } from './references';
import { buildReport, reportMarkdown } from './report';
import { SAMPLE_RETRACTIONS } from './retractions';
import { assertText } from './text';
import {
  NodeError,
  type Findings,
  type Inputs,
  type NodeDefinition,
  type PortType,
  type PortValueMap,
  type Reference,
  type Report,
  type Table,
} from './types';

export const DEMO_LABEL = 'demo: the platform uses a language model here';

function one<T extends PortType>(inputs: Inputs, inlet: string, _type: T): PortValueMap[T] {
  const value = inputs[inlet]?.[0];
  if (!value) throw new NodeError(`Nothing arrived at the “${inlet}” inlet.`);
  return value.value as PortValueMap[T];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const issues = (f: Findings) => {
  const problems = f.items.filter((i) => i.severity !== 'info').length;
  return problems ? plural(problems, 'issue') : 'no issues';
};

const DEFAULT_SCOPE =
  'sleep, memory, adolescents, cognition, neuroscience, learning, behaviour, clinical trial, randomised, cohort';

export const NODE_DEFINITIONS: NodeDefinition[] = [
  {
    type: 'manuscript',
    label: 'Manuscript',
    category: 'trigger',
    description:
      'Starts the run with a manuscript: one of the samples, or text you paste. Nothing leaves your browser.',
    inlets: [],
    outlets: [{ id: 'text', label: 'text', type: 'text' }],
    defaults: { sample: 'wetlands', text: '' },
    fields: [
      {
        key: 'sample',
        label: 'Manuscript',
        kind: 'select',
        options: [
          ...Object.entries(SAMPLE_MANUSCRIPTS).map(([value, s]) => ({ value, label: `Sample: ${s.title}` })),
          { value: 'custom', label: 'My own text (paste below)' },
        ],
      },
      {
        key: 'text',
        label: 'Your text (Markdown or plain)',
        kind: 'textarea',
        help: 'Used when “My own text” is chosen. It stays in this browser tab.',
      },
    ],
    run: (_inputs, settings) => {
      const sample = SAMPLE_MANUSCRIPTS[settings.sample as SampleId];
      const text = assertText(sample ? sample.text : String(settings.text ?? ''));
      const wordCount = text.split(/\s+/).filter(Boolean).length;
      return { outputs: { text }, summary: `${wordCount.toLocaleString('en')} words` };
    },
  },
  {
    type: 'retractionList',
    label: 'Retraction list (sample)',
    category: 'source',
    description: 'A small bundled sample of retracted DOIs. The platform checks live retraction databases instead.',
    inlets: [],
    outlets: [{ id: 'list', label: 'retractions', type: 'retractions' }],
    defaults: {},
    fields: [],
    run: () => ({ outputs: { list: SAMPLE_RETRACTIONS }, summary: `${SAMPLE_RETRACTIONS.length} sample entries` }),
  },
  {
    type: 'extractReferences',
    label: 'Extract references',
    category: 'transformer',
    description: 'Finds the reference list and splits each entry into authors, year, title, venue and DOI.',
    inlets: [{ id: 'text', label: 'text', accepts: ['text'], required: true }],
    outlets: [{ id: 'references', label: 'references', type: 'references' }],
    defaults: {},
    fields: [],
    run: (inputs) => {
      const text = assertText(one(inputs, 'text', 'text'));
      const { references, note } = extractReferences(text);
      return { outputs: { references }, summary: note };
    },
  },
  {
    type: 'formatReferences',
    label: 'Format references',
    category: 'transformer',
    description: 'Writes the parsed references in a citation style, from their fields rather than the original text.',
    inlets: [{ id: 'references', label: 'references', accepts: ['references'], required: true }],
    outlets: [{ id: 'formatted', label: 'formatted', type: 'findings' }],
    defaults: { style: 'apa' },
    fields: [
      {
        key: 'style',
        label: 'Style',
        kind: 'select',
        options: [
          { value: 'apa', label: 'APA 7' },
          { value: 'vancouver', label: 'Vancouver' },
        ],
      },
    ],
    run: (inputs, settings) => {
      const refs = one(inputs, 'references', 'references');
      const vancouver = settings.style === 'vancouver';
      const body = refs.map((r, i) => (vancouver ? formatVancouver(r, i + 1) : formatApa(r)));
      const findings: Findings = {
        title: `References in ${vancouver ? 'Vancouver' : 'APA 7'} style`,
        items: [],
        body: vancouver ? body : [...body].sort((a, b) => a.localeCompare(b)),
      };
      return { outputs: { formatted: findings }, summary: plural(refs.length, 'reference') };
    },
  },
  {
    type: 'validateCitations',
    label: 'Validate citations',
    category: 'function',
    description:
      'Checks each reference for DOI syntax, a missing year, title or authors, duplicates and years in the future.',
    inlets: [{ id: 'references', label: 'references', accepts: ['references'], required: true }],
    outlets: [{ id: 'findings', label: 'findings', type: 'findings' }],
    defaults: { requireDoi: false },
    fields: [{ key: 'requireDoi', label: 'Flag references without a DOI as issues', kind: 'toggle' }],
    run: (inputs, settings, ctx) => {
      const refs = one(inputs, 'references', 'references');
      const items = validateReferences(refs, ctx.today, settings.requireDoi === true);
      const clean = refs.length - new Set(items.filter((i) => i.severity !== 'info').map((i) => i.where)).size;
      const findings: Findings = {
        title: 'Citation check',
        items,
        metrics: { 'References checked': refs.length, 'Without problems': clean },
      };
      return { outputs: { findings }, summary: refs.length ? issues(findings) : 'no references' };
    },
  },
  {
    type: 'retractionCheck',
    label: 'Retraction check',
    category: 'function',
    description: 'Compares every DOI with a retraction list and flags the matches.',
    inlets: [
      { id: 'references', label: 'references', accepts: ['references'], required: true },
      { id: 'list', label: 'retractions', accepts: ['retractions'], required: true },
    ],
    outlets: [{ id: 'findings', label: 'findings', type: 'findings' }],
    defaults: {},
    fields: [],
    run: (inputs) => {
      const refs = one(inputs, 'references', 'references');
      const list = one(inputs, 'list', 'retractions');
      const items = checkRetractions(refs, list);
      const findings: Findings = {
        title: 'Retraction check',
        items,
        label: 'Checked against a bundled sample list, not a live database.',
        metrics: { 'DOIs compared': refs.filter((r) => r.doi).length },
      };
      return {
        outputs: { findings },
        summary: items.length ? plural(items.length, 'retracted DOI') : 'none retracted',
      };
    },
  },
  {
    type: 'readability',
    label: 'Readability',
    category: 'function',
    description: 'Flesch reading ease, sentences over a length limit and passive constructions.',
    inlets: [{ id: 'text', label: 'text', accepts: ['text'], required: true }],
    outlets: [{ id: 'findings', label: 'findings', type: 'findings' }],
    defaults: { longSentence: 35 },
    fields: [{ key: 'longSentence', label: 'Long sentence (words)', kind: 'number', min: 10, max: 200 }],
    run: (inputs, settings) => {
      const text = assertText(one(inputs, 'text', 'text'));
      const limit = Math.min(200, Math.max(10, Number(settings.longSentence) || 35));
      const r = readability(text, limit);
      const findings: Findings = {
        title: 'Readability',
        items: [...r.longSentences, ...r.passive],
        metrics: {
          'Flesch reading ease': `${r.fleschReadingEase} (${easeBand(r.fleschReadingEase)})`,
          Words: r.words,
          Sentences: r.sentences,
          [`Sentences over ${limit} words`]: r.longSentences.length,
          'Passive constructions': r.passive.length,
        },
      };
      return { outputs: { findings }, summary: `reading ease ${r.fleschReadingEase}` };
    },
  },
  {
    type: 'accessibility',
    label: 'Accessibility check',
    category: 'function',
    description: 'Reads Markdown for images without alt text, skipped heading levels and links like “click here”.',
    inlets: [{ id: 'text', label: 'text', accepts: ['text'], required: true }],
    outlets: [{ id: 'findings', label: 'findings', type: 'findings' }],
    defaults: {},
    fields: [],
    run: (inputs) => {
      const text = assertText(one(inputs, 'text', 'text'));
      const items = accessibility(text);
      const findings: Findings = { title: 'Accessibility', items };
      return { outputs: { findings }, summary: issues(findings) };
    },
  },
  {
    type: 'summarise',
    label: 'Summarise',
    category: 'ai',
    description: 'An editor-facing summary of the manuscript.',
    aiTip:
      'On the platform a language model writes this summary in its own words, following your prompt. It can miss nuance or state a claim more strongly than the authors do, so editors read it as a guide to the manuscript, never instead of it. Here, in the playground, the node picks the most representative sentences instead.',
    inlets: [{ id: 'text', label: 'text', accepts: ['text'], required: true }],
    outlets: [{ id: 'summary', label: 'summary', type: 'findings' }],
    defaults: { sentences: 3 },
    fields: [{ key: 'sentences', label: 'Sentences', kind: 'number', min: 1, max: 10 }],
    run: (inputs, settings) => {
      const text = assertText(one(inputs, 'text', 'text'));
      const n = Math.min(10, Math.max(1, Math.round(Number(settings.sentences) || 3)));
      const body = summarise(text, n);
      const findings: Findings = { title: 'Summary', items: [], body, label: DEMO_LABEL };
      return { outputs: { summary: findings }, summary: plural(body.length, 'sentence') };
    },
  },
  {
    type: 'scopeCheck',
    label: 'Scope check',
    category: 'ai',
    description: 'Estimates how well the manuscript fits the journal’s aims and scope.',
    aiTip:
      'On the platform a language model compares the manuscript with your aims-and-scope statement and explains its estimate. It estimates fit; it does not judge quality, and a borderline result is a prompt for an editor, not a desk rejection. Here the node counts which of your scope terms the text uses.',
    inlets: [{ id: 'text', label: 'text', accepts: ['text'], required: true }],
    outlets: [{ id: 'findings', label: 'findings', type: 'findings' }],
    defaults: { scope: DEFAULT_SCOPE, threshold: 50 },
    fields: [
      { key: 'scope', label: 'Journal scope terms (comma separated)', kind: 'textarea' },
      { key: 'threshold', label: 'In scope from (%)', kind: 'number', min: 0, max: 100 },
    ],
    run: (inputs, settings) => {
      const text = assertText(one(inputs, 'text', 'text'));
      const scope = String(settings.scope ?? '').trim();
      if (!scope) throw new NodeError('Add a few scope terms in the settings, for example “sleep, memory”.');
      const m = scopeMatch(text, scope);
      const threshold = Math.min(100, Math.max(0, Number(settings.threshold) || 0));
      const inScope = m.score >= threshold;
      const findings: Findings = {
        title: 'Scope',
        label: DEMO_LABEL,
        items: [
          {
            severity: inScope ? 'info' : 'warning',
            message: inScope
              ? `Likely in scope: ${m.score}% of the scope terms appear.`
              : `Possibly out of scope: only ${m.score}% of the scope terms appear.`,
          },
        ],
        metrics: { 'Terms found': m.matched.join(', ') || 'none', 'Terms absent': m.missing.join(', ') || 'none' },
      };
      return { outputs: { findings }, summary: `${m.score}% scope match` };
    },
  },
  {
    type: 'report',
    label: 'Report',
    category: 'output',
    description: 'Collects findings, summaries and tables into one report for an editor.',
    inlets: [
      { id: 'sections', label: 'sections', accepts: ['findings', 'table', 'text'], required: true, multiple: true },
    ],
    outlets: [{ id: 'report', label: 'report', type: 'report' }],
    defaults: { title: 'Manuscript report' },
    fields: [{ key: 'title', label: 'Report title', kind: 'text' }],
    run: (inputs, settings) => {
      const report = buildReport(String(settings.title || 'Manuscript report'), inputs.sections ?? []);
      return {
        outputs: { report },
        summary: `${plural(report.counts.error, 'problem')}, ${report.counts.warning} to check`,
      };
    },
  },
  {
    type: 'export',
    label: 'Export',
    category: 'output',
    description: 'Turns the report into a file to download: JSON for systems, Markdown for people.',
    inlets: [{ id: 'report', label: 'report', accepts: ['report'], required: true }],
    outlets: [{ id: 'file', label: 'file', type: 'file' }],
    defaults: { format: 'markdown' },
    fields: [
      {
        key: 'format',
        label: 'Format',
        kind: 'select',
        options: [
          { value: 'markdown', label: 'Markdown' },
          { value: 'json', label: 'JSON' },
        ],
      },
    ],
    run: (inputs, settings) => {
      const report: Report = one(inputs, 'report', 'report');
      const file =
        settings.format === 'json'
          ? { name: 'nodal-report.json', mime: 'application/json', content: `${JSON.stringify(report, null, 2)}\n` }
          : { name: 'nodal-report.md', mime: 'text/markdown', content: reportMarkdown(report) };
      return { outputs: { file }, summary: file.name };
    },
  },
  {
    type: 'table',
    label: 'Table',
    category: 'special',
    description: 'Shows a reference list or findings as rows you can scan.',
    inlets: [{ id: 'rows', label: 'rows', accepts: ['references', 'findings'], required: true }],
    outlets: [{ id: 'table', label: 'table', type: 'table' }],
    defaults: {},
    fields: [],
    run: (inputs) => {
      const input = inputs.rows?.[0];
      if (!input) throw new NodeError('Nothing arrived at the “rows” inlet.');
      let table: Table;
      if (input.type === 'references') {
        const refs = input.value as Reference[];
        table = {
          title: 'References',
          columns: ['#', 'First author', 'Year', 'Title', 'DOI'],
          rows: refs.map((r) => [
            String(r.index),
            r.authors[0]?.family ?? '',
            r.year === null ? '' : String(r.year),
            r.title,
            r.doi,
          ]),
        };
      } else {
        const f = input.value as Findings;
        table = {
          title: f.title,
          columns: ['Severity', 'Where', 'Finding'],
          rows: f.items.map((i) => [i.severity, i.where ?? '', i.message]),
        };
      }
      return { outputs: { table }, summary: plural(table.rows.length, 'row') };
    },
  },
  {
    type: 'debug',
    label: 'Debug',
    category: 'special',
    description: 'Shows exactly what arrives on its inlet, to inspect any step of a workflow.',
    inlets: [
      {
        id: 'value',
        label: 'anything',
        accepts: ['text', 'references', 'retractions', 'findings', 'report', 'table', 'file'],
        required: true,
      },
    ],
    outlets: [],
    defaults: {},
    fields: [],
    run: (inputs) => {
      const input = inputs.value?.[0];
      if (!input) throw new NodeError('Nothing arrived at the inlet.');
      return { outputs: { value: input.value }, summary: `received ${input.type}` };
    },
  },
];

export const NODE_TYPES: Record<string, NodeDefinition> = Object.fromEntries(NODE_DEFINITIONS.map((d) => [d.type, d]));
