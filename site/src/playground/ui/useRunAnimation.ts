// The step-by-step display of a run. The engine runs a graph in one go (milliseconds); the canvas
// then replays it node by node so the visitor sees the order and the data moving: every node
// waits, then each in turn runs, with its incoming connectors flowing, and shows its result.
// Under reduced motion the result shows at once.
import type { Edge } from '@xyflow/react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { runGraph } from '../engine/engine';
import type { Graph, NodeStatus, RunResult } from '../engine/types';
import type { CardNode } from './NodeCard';

/** The replay's pace: one node starts every STEP_MS, and shows its result 80% of the way to the next. */
export const STEP_MS = 260;

/** What a node shows of a run. */
export interface NodeView {
  status: NodeStatus;
  summary: string;
  error: string;
}

export interface RunDisplay {
  /** While the replay is under way. */
  running: boolean;
  /** The finished run; null before one, during the replay, and after any edit. */
  result: RunResult | null;
  /** Whether a run has finished since the canvas opened: what follows one stays once shown. */
  hasRun: boolean;
  /** Each node's part in the run on show; empty when none is. */
  nodes: Record<string, NodeView>;
  /** The node whose incoming connectors are flowing. */
  flowingInto: string | null;
}

export type RunAction =
  | { type: 'reset' }
  | { type: 'start'; order: string[]; animated: boolean }
  /** One node's new view; the flow moves to the connectors into it, and stays there while it finishes. */
  | { type: 'step'; node: string; view: NodeView }
  | { type: 'finish'; result: RunResult };

export const NO_RUN: RunDisplay = { running: false, result: null, hasRun: false, nodes: {}, flowingInto: null };

const WAITING: NodeView = { status: 'waiting', summary: '', error: '' };
const RUNNING: NodeView = { status: 'running', summary: '', error: '' };

/** A node's outcome in a finished run. */
export function outcome(result: RunResult, id: string): NodeView {
  const r = result.runs[id]!;
  return { status: r.status, summary: r.summary, error: r.error ?? '' };
}

export function runReducer(state: RunDisplay, action: RunAction): RunDisplay {
  switch (action.type) {
    case 'reset':
      if (!state.running && !state.result && !state.flowingInto && !Object.keys(state.nodes).length) return state;
      return { ...NO_RUN, hasRun: state.hasRun };
    case 'start':
      return {
        ...state,
        running: action.animated,
        result: null,
        nodes: Object.fromEntries(action.order.map((id) => [id, WAITING])),
        flowingInto: null,
      };
    case 'step':
      return {
        ...state,
        nodes: { ...state.nodes, [action.node]: action.view },
        flowingInto: action.node,
      };
    case 'finish':
      return {
        running: false,
        result: action.result,
        hasRun: true,
        nodes: Object.fromEntries(action.result.order.map((id) => [id, outcome(action.result, id)])),
        flowingInto: null,
      };
  }
}

/** The replay of a finished run: what happens when, in milliseconds from the start, ending with `finish`. */
export function runTimeline(result: RunResult, stepMs = STEP_MS): { at: number; action: RunAction }[] {
  const steps = result.order.flatMap((id, i) => [
    { at: i * stepMs, action: { type: 'step', node: id, view: RUNNING } as const },
    {
      at: i * stepMs + stepMs * 0.8,
      action: { type: 'step', node: id, view: outcome(result, id) } as const,
    },
  ]);
  return [...steps, { at: result.order.length * stepMs + 60, action: { type: 'finish', result } }];
}

/**
 * The canvas's nodes and connectors with the run on show drawn on them. A node keeps its object
 * while neither it nor its view changed, so React Flow redraws only the nodes a step touched (and
 * only the dragged one during a drag after a run).
 */
export function createRunDecorator() {
  const cards = new WeakMap<CardNode, { view: NodeView; card: CardNode }>();
  const card = (node: CardNode, view: NodeView) => {
    const known = cards.get(node);
    if (known?.view === view) return known.card;
    const decorated = { ...node, data: { ...node.data, ...view } };
    cards.set(node, { view, card: decorated });
    return decorated;
  };
  return (
    nodes: CardNode[],
    edges: Edge[],
    run: Pick<RunDisplay, 'nodes' | 'flowingInto'>,
  ): { nodes: CardNode[]; edges: Edge[] } => ({
    nodes: Object.keys(run.nodes).length
      ? nodes.map((n) => {
          const view = run.nodes[n.id];
          return view ? card(n, view) : n;
        })
      : nodes,
    edges: run.flowingInto
      ? edges.map((e) => (e.target === run.flowingInto ? { ...e, animated: true, className: 'pg-flowing' } : e))
      : edges,
  });
}

/**
 * Runs a graph and replays it. `start` runs at once and calls `onFinish` with the result when the
 * replay ends; `reset` stops a replay and takes the run off the canvas (any edit does: a run
 * belongs to the graph it ran on).
 */
export function useRunAnimation(reducedMotion: boolean) {
  const [display, dispatch] = useReducer(runReducer, NO_RUN);
  const timers = useRef<number[]>([]);
  const cancel = useCallback(() => {
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
  }, []);
  useEffect(() => cancel, [cancel]);

  const reset = useCallback(() => {
    cancel();
    dispatch({ type: 'reset' });
  }, [cancel]);

  const start = useCallback(
    (graph: Graph, onFinish: (result: RunResult) => void) => {
      cancel();
      const result = runGraph(graph, { today: new Date() });
      dispatch({ type: 'start', order: result.order, animated: !reducedMotion });
      if (reducedMotion) {
        dispatch({ type: 'finish', result });
        onFinish(result);
        return;
      }
      for (const { at, action } of runTimeline(result))
        timers.current.push(
          window.setTimeout(() => {
            dispatch(action);
            if (action.type === 'finish') onFinish(result);
          }, at),
        );
    },
    [cancel, reducedMotion],
  );

  return { ...display, start, reset };
}
