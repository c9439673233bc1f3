// The data model of a playground workflow: typed ports, node definitions and the values that flow
// along connectors. Pure data, so the engine runs (and is tested) without a browser.

export type PortType = 'text' | 'references' | 'retractions' | 'findings' | 'report' | 'table' | 'file';

export const PORT_LABELS: Record<PortType, string> = {
  text: 'text',
  references: 'reference list',
  retractions: 'retraction list',
  findings: 'findings',
  report: 'report',
  table: 'table',
  file: 'file',
};

export type Category = 'trigger' | 'source' | 'transformer' | 'function' | 'ai' | 'output' | 'special';

/** The seven categories the docs teach (docs/getting-started/node-categories), in their order. */
export const CATEGORIES: { id: Category; label: string }[] = [
  { id: 'trigger', label: 'Trigger' },
  { id: 'source', label: 'Data source' },
  { id: 'transformer', label: 'Transformer' },
  { id: 'function', label: 'Function' },
  { id: 'ai', label: 'AI' },
  { id: 'output', label: 'Output' },
  { id: 'special', label: 'Special' },
];

export interface Inlet {
  id: string;
  label: string;
  accepts: PortType[];
  required: boolean;
  /** Several connectors may end here (a report collects sections). */
  multiple?: boolean;
}
export interface Outlet {
  id: string;
  label: string;
  type: PortType;
}

export interface Reference {
  index: number;
  raw: string;
  authors: { family: string; initials: string }[];
  year: number | null;
  title: string;
  venue: string;
  volume: string;
  issue: string;
  pages: string;
  doi: string;
}

export type Severity = 'error' | 'warning' | 'info';
export interface Finding {
  severity: Severity;
  message: string;
  /** Where: a reference number, a line, a sentence excerpt. */
  where?: string;
}
export interface Findings {
  title: string;
  items: Finding[];
  metrics?: Record<string, string | number>;
  /** A summary paragraph or formatted list that belongs in the report as prose. */
  body?: string[];
  /** Shown beside the section, e.g. the demo label of an AI step or the sample label of a list. */
  label?: string;
}
export interface Table {
  title: string;
  columns: string[];
  rows: string[][];
}
export interface Report {
  title: string;
  sections: Findings[];
  tables: Table[];
  counts: Record<Severity, number>;
}
export interface ExportFile {
  name: string;
  mime: string;
  content: string;
}

export interface PortValueMap {
  text: string;
  references: Reference[];
  retractions: { doi: string; note: string }[];
  findings: Findings;
  report: Report;
  table: Table;
  file: ExportFile;
}
export type PortValue = PortValueMap[PortType];
export interface TypedValue {
  type: PortType;
  value: PortValue;
}

export type Settings = Record<string, string | number | boolean>;

export interface SettingField {
  key: string;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'select' | 'toggle';
  options?: { value: string; label: string }[];
  min?: number;
  max?: number;
  help?: string;
}

/** What a node's function receives: one entry per connected inlet (several for a `multiple` inlet). */
export type Inputs = Record<string, TypedValue[]>;
export interface RunContext {
  /** "Now" for date checks, injected so that a run is deterministic. */
  today: Date;
}
export interface NodeResult {
  outputs: Record<string, PortValue>;
  /** One line shown on the node after a run (e.g. "12 references"). */
  summary: string;
}

export interface NodeDefinition {
  type: string;
  label: string;
  category: Category;
  description: string;
  inlets: Inlet[];
  outlets: Outlet[];
  defaults: Settings;
  fields: SettingField[];
  /** AI nodes: what the step does and its limits, in the product's words. */
  aiTip?: string;
  run: (inputs: Inputs, settings: Settings, ctx: RunContext) => NodeResult;
}

export interface GraphNode {
  id: string;
  type: string;
  settings: Settings;
}
export interface GraphEdge {
  id: string;
  source: string;
  sourceHandle: string;
  target: string;
  targetHandle: string;
}
export interface Graph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

export type NodeStatus = 'waiting' | 'running' | 'done' | 'error';
export interface NodeRun {
  id: string;
  status: 'done' | 'error';
  outputs: Record<string, PortValue>;
  summary: string;
  error?: string;
  ms: number;
}
export interface RunResult {
  /** Nodes in the order they ran (topological); nodes in a cycle come last, with their error. */
  order: string[];
  runs: Record<string, NodeRun>;
  ms: number;
}

/** An error a node function throws for the visitor to read on the node. */
export class NodeError extends Error {}
