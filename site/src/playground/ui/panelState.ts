// What the side panel shows and what it is given, shared by the panel and its views.
import { NODE_TYPES } from '../engine/nodes';
import { CATEGORIES, type GraphEdge, type RunResult, type Settings } from '../engine/types';
import type { Workflow } from '../templates';

/** Below Tailwind's md breakpoint the panel and the node library are bottom sheets, one at a time. */
export const isPhone = () => matchMedia('(max-width: 767px)').matches;

export type PanelState =
  | { kind: 'steps' }
  | { kind: 'closed' }
  | { kind: 'tour'; template: string; step: number }
  | { kind: 'node'; id: string; tab: 'settings' | 'output' }
  | { kind: 'report'; id: string };

export interface PanelProps {
  state: PanelState;
  setState: (s: PanelState) => void;
  workflow: Workflow;
  result: RunResult | null;
  running: boolean;
  onSettings: (id: string, settings: Settings) => void;
  onDelete: (id: string) => void;
  onDeleteEdge: (id: string) => void;
  onConnect: (edge: GraphEdge) => boolean;
  onSelect: (id: string) => void;
  onRun: () => void;
  /** An empty canvas on a phone shows its start card instead of the sheet. */
  hideOnPhone?: boolean;
}

export const categoryLabel = Object.fromEntries(CATEGORIES.map((c) => [c.id, c.label]));

/** The name of a node's type, or its id when the graph has no such node. */
export const nodeLabel = (w: Workflow, id: string) =>
  NODE_TYPES[w.nodes.find((n) => n.id === id)?.type ?? '']?.label ?? id;
