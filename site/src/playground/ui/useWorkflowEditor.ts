// The graph on the canvas as a pure reducer: nodes, connectors, which of them are selected, and
// undo/redo history. Everything a visitor does to the graph is one action here, so the rules (what
// is recorded for undo, which connections are refused, what a removal takes with it) are tested
// without a browser, and the canvas only translates React Flow's events into actions. Why it is
// shaped this way, and how the coming canvas features fit it: docs/decisions/0081.
import { applyEdgeChanges, applyNodeChanges, type Edge, type EdgeChange, type NodeChange } from '@xyflow/react';
import { useReducer } from 'react';
import { canConnect } from '../engine/engine';
import { NODE_TYPES } from '../engine/nodes';
import type { Graph, GraphEdge, Settings } from '../engine/types';
import type { PlacedEdge, PlacedNode, Workflow } from '../templates';
import type { CardNode } from './NodeCard';

/** Undo reaches this many changes back; older ones are forgotten. */
export const HISTORY_LIMIT = 100;

export interface EditorState {
  /** React Flow's nodes, as it measured and selected them; run status lives elsewhere (useRunAnimation). */
  nodes: CardNode[];
  edges: Edge[];
  /** The graph before each recorded change, oldest first. */
  past: Workflow[];
  /** The graphs undone, the next one to redo last. */
  future: Workflow[];
  /** Added nodes are numbered from this: never reset, so an id is not handed out twice in a visit. */
  serial: number;
}

/** Two ports to join: an outlet (source) to an inlet (target). */
export type Connection = Omit<GraphEdge, 'id'>;

export interface XY {
  x: number;
  y: number;
}

export type EditorAction =
  /** Replaces the whole graph: a template, a shared graph, an empty canvas. Recorded. */
  | { type: 'load'; workflow: Workflow }
  /**
   * A node from the library with its default settings, selected alone: at `position` (where it was
   * dropped), else beside the selected node, else right of the graph. Recorded.
   */
  | { type: 'addNode'; nodeType: string; position?: XY }
  /** Nodes (with every connector they have) and connectors, in one step of undo. Recorded when anything goes. */
  | { type: 'remove'; nodes?: string[]; edges?: string[] }
  /** A connector, if the engine's rules allow it (checkConnection); refused ones change nothing. Recorded. */
  | { type: 'connect'; connection: Connection }
  /** A node's settings, replaced whole. Recorded. */
  | { type: 'setSettings'; id: string; settings: Settings }
  /**
   * Places nodes in one recorded step (a drag is recorded at its start instead: dragStart). With
   * `routes` (Tidy up), each connector named takes those waypoints and every other one is drawn as a
   * plain curve; without, the connectors of the nodes moved lose theirs.
   */
  | { type: 'move'; positions: Record<string, XY>; routes?: Record<string, XY[]> }
  /** Records the graph as it is before a drag, whose moves then arrive as nodesChanged. */
  | { type: 'dragStart' }
  /**
   * Copies of copied nodes and the connectors between them, `offset` from the originals, with fresh
   * ids, selected alone. Recorded.
   */
  | { type: 'paste'; clip: Workflow; offset?: XY }
  /** Selects exactly these nodes (and these connectors, when given); not recorded. */
  | { type: 'select'; nodes: string[]; edges?: string[] }
  /**
   * React Flow's own changes: measurements, selection and moves mid-drag, not recorded. Removals in
   * them are left out: React Flow reports a deletion per kind, connectors first, which would make
   * two steps of undo; the canvas sends the whole deletion as one `remove` instead.
   */
  | { type: 'nodesChanged'; changes: NodeChange<CardNode>[] }
  | { type: 'edgesChanged'; changes: EdgeChange[] }
  | { type: 'undo' }
  | { type: 'redo' };

export const toCard = (n: PlacedNode): CardNode => ({
  id: n.id,
  type: 'card',
  position: { x: n.x, y: n.y },
  data: { type: n.type, settings: n.settings, status: 'idle', summary: '', error: '' },
});

/** The data of a connector Tidy up routed: its waypoints, drawn by RoutedEdge. */
export interface RouteData extends Record<string, unknown> {
  route: XY[];
}

export const toEdge = ({ route, ...e }: PlacedEdge): Edge =>
  route ? { ...e, type: 'routed', data: { route } satisfies RouteData } : { ...e, type: 'default' };

const routeOf = (e: Edge) => (e.type === 'routed' ? (e.data as RouteData | undefined)?.route : undefined);

/** The connectors with no waypoints left on those that touch `moved` (every one, when it is null). */
const unrouted = (edges: Edge[], moved: ReadonlySet<string> | null): Edge[] =>
  edges.map((e) =>
    routeOf(e) && (!moved || moved.has(e.source) || moved.has(e.target))
      ? { ...e, type: 'default', data: undefined }
      : e,
  );

/** The graph as it is saved, shared and recorded: positions and settings, no view state. */
export function toWorkflow(nodes: CardNode[], edges: Edge[]): Workflow {
  return {
    nodes: nodes.map((n) => ({
      id: n.id,
      type: n.data.type,
      x: n.position.x,
      y: n.position.y,
      settings: n.data.settings,
    })),
    edges: edges.map((e) => {
      const route = routeOf(e);
      return {
        id: e.id,
        source: e.source,
        sourceHandle: e.sourceHandle ?? '',
        target: e.target,
        targetHandle: e.targetHandle ?? '',
        ...(route ? { route } : {}),
      };
    }),
  };
}

/** What the engine runs and checks: the graph without positions. */
export const toGraph = (w: Workflow): Graph => ({
  nodes: w.nodes.map((n) => ({ id: n.id, type: n.type, settings: n.settings })),
  edges: w.edges,
});

/** React Flow leaves a handle null when a node has one port of that side; ours always name theirs. */
export const toConnection = (c: {
  source: string;
  sourceHandle?: string | null;
  target: string;
  targetHandle?: string | null;
}): Connection => ({
  source: c.source,
  sourceHandle: c.sourceHandle ?? '',
  target: c.target,
  targetHandle: c.targetHandle ?? '',
});

export const edgeId = (c: Connection) => `${c.source}.${c.sourceHandle}-${c.target}.${c.targetHandle}`;

export function createEditor(workflow: Workflow): EditorState {
  return {
    nodes: workflow.nodes.map(toCard),
    edges: workflow.edges.map(toEdge),
    past: [],
    future: [],
    serial: 1,
  };
}

/** Whether `connect` would take this connection, and if not, the tip that says why. */
export const checkConnection = (state: EditorState, c: Connection) =>
  canConnect(toGraph(toWorkflow(state.nodes, state.edges)), c);

function freshId(state: EditorState, nodeType: string) {
  let serial = state.serial;
  let id = `${nodeType}-${serial++}`;
  while (state.nodes.some((n) => n.id === id)) id = `${nodeType}-${serial++}`;
  return { id, serial };
}

/** The id the next `addNode` of this type will give its node. */
export const nextNodeId = (state: EditorState, nodeType: string) => freshId(state, nodeType).id;

/** Right of the rightmost node, at the graph's average height. */
export function nextFreeSpot(nodes: CardNode[]): XY {
  const maxX = nodes.reduce((m, n) => Math.max(m, n.position.x), -280);
  const y = nodes.length ? nodes.reduce((s, n) => s + n.position.y, 0) / nodes.length : 80;
  return { x: maxX + 280, y: Math.round(y) };
}

/** How far apart two nodes sit: a card's width and height with a gap. */
const STEP = { x: 280, y: 160 };
/** A card's footprint on the canvas, for telling whether a spot is taken. */
const CARD = { w: 220, h: 130 };

const taken = (nodes: CardNode[], at: XY) =>
  nodes.some((n) => Math.abs(n.position.x - at.x) < CARD.w && Math.abs(n.position.y - at.y) < CARD.h);

/** Right of `anchor`, or below that spot as far as it takes to find room. */
export function spotBeside(nodes: CardNode[], anchor: CardNode): XY {
  const at = { x: anchor.position.x + STEP.x, y: anchor.position.y };
  while (taken(nodes, at)) at.y += STEP.y;
  return at;
}

/** The selected nodes and the connectors between them, as a graph to paste; null when nothing is selected. */
export function copySelection(state: EditorState): Workflow | null {
  const picked = state.nodes.filter((n) => n.selected);
  if (!picked.length) return null;
  const ids = new Set(picked.map((n) => n.id));
  const edges = state.edges.filter((e) => ids.has(e.source) && ids.has(e.target));
  return toWorkflow(picked, edges);
}

/** The selected nodes and connectors, by id. */
export const selection = (state: EditorState) => ({
  nodes: state.nodes.filter((n) => n.selected).map((n) => n.id),
  edges: state.edges.filter((e) => e.selected).map((e) => e.id),
});

/** The state with the graph as it is now pushed onto the undo history, and the redo history dropped. */
function recorded(state: EditorState): EditorState {
  const past = [...state.past, toWorkflow(state.nodes, state.edges)];
  return { ...state, past: past.slice(-HISTORY_LIMIT), future: [] };
}

/** The graph replaced by a recorded one: nothing selected, nothing measured yet. */
const restored = (state: EditorState, w: Workflow): EditorState => ({
  ...state,
  nodes: w.nodes.map(toCard),
  edges: w.edges.map(toEdge),
});

const withoutRemovals = <C extends { type: string }>(changes: C[]) => changes.filter((c) => c.type !== 'remove');

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return restored(recorded(state), action.workflow);

    case 'addNode': {
      const def = NODE_TYPES[action.nodeType];
      if (!def) return state;
      const { id, serial } = freshId(state, action.nodeType);
      const anchor = state.nodes.find((n) => n.selected);
      const at = action.position ?? (anchor ? spotBeside(state.nodes, anchor) : nextFreeSpot(state.nodes));
      const node: CardNode = {
        ...toCard({ id, type: action.nodeType, x: at.x, y: at.y, settings: { ...def.defaults } }),
        selected: true,
      };
      const next = recorded(state);
      return { ...next, serial, nodes: [...next.nodes.map((n) => ({ ...n, selected: false })), node] };
    }

    case 'paste': {
      const { clip, offset = { x: 40, y: 40 } } = action;
      if (!clip.nodes.length) return state;
      let serial = state.serial;
      const placed: CardNode[] = [];
      const renamed = new Map<string, string>();
      for (const n of clip.nodes) {
        const fresh = freshId({ ...state, serial, nodes: [...state.nodes, ...placed] }, n.type);
        serial = fresh.serial;
        renamed.set(n.id, fresh.id);
        placed.push({
          ...toCard({ ...n, id: fresh.id, x: n.x + offset.x, y: n.y + offset.y, settings: { ...n.settings } }),
          selected: true,
        });
      }
      const joined = clip.edges.flatMap((e) => {
        const source = renamed.get(e.source);
        const target = renamed.get(e.target);
        if (!source || !target) return [];
        const c = { source, sourceHandle: e.sourceHandle, target, targetHandle: e.targetHandle };
        return [toEdge({ id: edgeId(c), ...c })];
      });
      const next = recorded(state);
      return {
        ...next,
        serial,
        nodes: [...next.nodes.map((n) => ({ ...n, selected: false })), ...placed],
        edges: [...next.edges.map((e) => ({ ...e, selected: false })), ...joined],
      };
    }

    case 'remove': {
      const nodes = new Set(action.nodes);
      const edges = new Set(action.edges);
      const keptNodes = state.nodes.filter((n) => !nodes.has(n.id));
      const keptEdges = state.edges.filter((e) => !edges.has(e.id) && !nodes.has(e.source) && !nodes.has(e.target));
      if (keptNodes.length === state.nodes.length && keptEdges.length === state.edges.length) return state;
      return { ...recorded(state), nodes: keptNodes, edges: keptEdges };
    }

    case 'connect': {
      if (!checkConnection(state, action.connection).ok) return state;
      const next = recorded(state);
      return { ...next, edges: [...next.edges, toEdge({ id: edgeId(action.connection), ...action.connection })] };
    }

    case 'setSettings': {
      if (!state.nodes.some((n) => n.id === action.id)) return state;
      const next = recorded(state);
      return {
        ...next,
        nodes: next.nodes.map((n) =>
          n.id === action.id ? { ...n, data: { ...n.data, settings: action.settings } } : n,
        ),
      };
    }

    case 'move': {
      const { positions, routes } = action;
      if (!state.nodes.some((n) => positions[n.id])) return state;
      const next = recorded(state);
      const edges = routes
        ? next.edges.map((e) => {
            const route = routes[e.id];
            if (route) return { ...e, type: 'routed', data: { route } satisfies RouteData };
            return routeOf(e) ? { ...e, type: 'default', data: undefined } : e;
          })
        : unrouted(next.edges, new Set(Object.keys(positions)));
      return {
        ...next,
        nodes: next.nodes.map((n) => {
          const to = positions[n.id];
          return to ? { ...n, position: { x: to.x, y: to.y } } : n;
        }),
        edges,
      };
    }

    case 'dragStart':
      return recorded(state);

    case 'select': {
      const nodes = new Set(action.nodes);
      const edges = action.edges && new Set(action.edges);
      return {
        ...state,
        nodes: state.nodes.map((n) => ({ ...n, selected: nodes.has(n.id) })),
        edges: edges ? state.edges.map((e) => ({ ...e, selected: edges.has(e.id) })) : state.edges,
      };
    }

    case 'nodesChanged': {
      const changes = withoutRemovals(action.changes);
      if (!changes.length) return state;
      // A node dragged or moved with the arrow keys: its connectors' waypoints no longer fit, so they go.
      const moved = new Set(changes.flatMap((c) => (c.type === 'position' && c.position ? [c.id] : [])));
      const edges = moved.size && state.edges.some(routeOf) ? unrouted(state.edges, moved) : state.edges;
      return { ...state, nodes: applyNodeChanges(changes, state.nodes), edges };
    }

    case 'edgesChanged': {
      const changes = withoutRemovals(action.changes);
      return changes.length ? { ...state, edges: applyEdgeChanges(changes, state.edges) } : state;
    }

    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return restored(
        { ...state, past: state.past.slice(0, -1), future: [...state.future, toWorkflow(state.nodes, state.edges)] },
        previous,
      );
    }

    case 'redo': {
      const next = state.future.at(-1);
      if (!next) return state;
      return restored(
        {
          ...state,
          past: [...state.past, toWorkflow(state.nodes, state.edges)].slice(-HISTORY_LIMIT),
          future: state.future.slice(0, -1),
        },
        next,
      );
    }
  }
}

/** The editor for a canvas that opens on `initial`. */
export function useWorkflowEditor(initial: Workflow) {
  return useReducer(editorReducer, initial, createEditor);
}
