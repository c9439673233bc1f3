// Runs a workflow graph: nodes in topological order (Kahn's algorithm), each fed the values on its
// connected inlets. Whatever goes wrong (a loop, an unconnected required inlet, an incompatible
// connector, bad input) ends as a message on the node concerned; a run never throws.
import { NODE_TYPES } from './nodes';
import {
  PORT_LABELS,
  NodeError,
  type Graph,
  type Inputs,
  type NodeRun,
  type RunContext,
  type RunResult,
} from './types';

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

export function canConnect(
  graph: Graph,
  c: { source: string; sourceHandle: string; target: string; targetHandle: string },
): { ok: true } | { ok: false; tip: string } {
  if (c.source === c.target) return { ok: false, tip: 'A node cannot feed itself.' };
  const from = graph.nodes.find((n) => n.id === c.source);
  const to = graph.nodes.find((n) => n.id === c.target);
  const outlet = from && NODE_TYPES[from.type]?.outlets.find((o) => o.id === c.sourceHandle);
  const toDef = to && NODE_TYPES[to.type];
  const inlet = toDef?.inlets.find((i) => i.id === c.targetHandle);
  if (!outlet || !inlet || !toDef) return { ok: false, tip: 'Connect an outlet (right edge) to an inlet (left edge).' };
  if (!inlet.accepts.includes(outlet.type)) {
    const wants = inlet.accepts.map((t) => PORT_LABELS[t]).join(' or ');
    return {
      ok: false,
      tip: `${toDef.label} needs ${wants} on “${inlet.label}”, and this outlet gives ${PORT_LABELS[outlet.type]}.${hint(outlet.type, inlet.accepts)}`,
    };
  }
  if (
    graph.edges.some(
      (e) =>
        e.source === c.source &&
        e.sourceHandle === c.sourceHandle &&
        e.target === c.target &&
        e.targetHandle === c.targetHandle,
    )
  )
    return { ok: false, tip: 'These two ports are already connected.' };
  if (!inlet.multiple && graph.edges.some((e) => e.target === c.target && e.targetHandle === c.targetHandle))
    return { ok: false, tip: `“${inlet.label}” takes one connector; delete the one it has first.` };
  if (reaches(graph, c.target, c.source))
    return { ok: false, tip: 'That would make a loop: data in a workflow flows one way, from trigger to output.' };
  return { ok: true };
}

/** A key for one port on the canvas: node id and port id. */
export const portKey = (node: string, port: string) => `${node}/${port}`;

/**
 * While a connector is dragged from a port: every port at the other end (inlets for a drag from
 * an outlet, outlets for one from an inlet) mapped to whether a drop there would be accepted, by
 * the same rules as the drop itself (canConnect).
 */
export function dropTargets(
  graph: Graph,
  from: { node: string; port: string; side: 'source' | 'target' },
): Map<string, boolean> {
  const answers = new Map<string, boolean>();
  for (const node of graph.nodes) {
    const def = NODE_TYPES[node.type];
    if (!def) continue;
    const ports = from.side === 'source' ? def.inlets : def.outlets;
    for (const port of ports) {
      const c =
        from.side === 'source'
          ? { source: from.node, sourceHandle: from.port, target: node.id, targetHandle: port.id }
          : { source: node.id, sourceHandle: port.id, target: from.node, targetHandle: from.port };
      answers.set(portKey(node.id, port.id), canConnect(graph, c).ok);
    }
  }
  return answers;
}

function hint(from: string, accepts: string[]): string {
  if (from === 'text' && accepts.includes('references')) return ' Put “Extract references” in between.';
  if (from === 'findings' && accepts.includes('report')) return ' Send findings to a Report first.';
  if (from === 'report' && accepts.includes('text'))
    return ' A report is finished output; connect it to Export or Debug.';
  return '';
}

function reaches(graph: Graph, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const e of graph.edges) if (e.source === id) stack.push(e.target);
  }
  return false;
}

/** Topological order; nodes left over sit on a loop or after one. */
export function topologicalOrder(graph: Graph): { order: string[]; blocked: string[] } {
  const ids = new Set(graph.nodes.map((n) => n.id));
  const indegree = new Map(graph.nodes.map((n) => [n.id, 0]));
  const next = new Map<string, string[]>();
  for (const e of graph.edges) {
    if (!ids.has(e.source) || !ids.has(e.target)) continue;
    indegree.set(e.target, (indegree.get(e.target) ?? 0) + 1);
    next.set(e.source, [...(next.get(e.source) ?? []), e.target]);
  }
  // Ties broken by the order nodes were added, so a run is the same every time.
  const queue = graph.nodes.filter((n) => indegree.get(n.id) === 0).map((n) => n.id);
  const order: string[] = [];
  while (queue.length) {
    const id = queue.shift()!;
    order.push(id);
    for (const t of next.get(id) ?? []) {
      const d = indegree.get(t)! - 1;
      indegree.set(t, d);
      if (d === 0) queue.push(t);
    }
  }
  const placed = new Set(order);
  return { order, blocked: graph.nodes.filter((n) => !placed.has(n.id)).map((n) => n.id) };
}

const failed = (id: string, error: string, ms = 0): NodeRun => ({
  id,
  status: 'error',
  outputs: {},
  summary: '',
  error,
  ms,
});

export function runGraph(graph: Graph, ctx: RunContext): RunResult {
  const started = now();
  const { order, blocked } = topologicalOrder(graph);
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const runs: RunResult['runs'] = {};
  for (const id of order) {
    const node = byId.get(id)!;
    const def = NODE_TYPES[node.type];
    if (!def) {
      runs[id] = failed(id, `Unknown node type “${node.type}”.`);
      continue;
    }
    const t0 = now();
    const inputs: Inputs = {};
    let problem: string | undefined;
    for (const inlet of def.inlets) {
      const edges = graph.edges.filter((e) => e.target === id && e.targetHandle === inlet.id);
      if (!edges.length && inlet.required) {
        problem = `Connect the “${inlet.label}” inlet: this node needs ${inlet.accepts.map((t) => PORT_LABELS[t]).join(' or ')}.`;
        break;
      }
      if (edges.length > 1 && !inlet.multiple) {
        problem = `Only one connector may end at “${inlet.label}”.`;
        break;
      }
      for (const e of edges) {
        const upstream = runs[e.source];
        const sourceNode = byId.get(e.source);
        const sourceDef = sourceNode && NODE_TYPES[sourceNode.type];
        const outlet = sourceDef?.outlets.find((o) => o.id === e.sourceHandle);
        if (!outlet || !inlet.accepts.includes(outlet.type)) {
          problem = `A connector into “${inlet.label}” carries data this inlet does not accept; delete it.`;
          break;
        }
        if (!upstream || upstream.status === 'error') {
          problem = `Not run: “${sourceDef!.label}” before it did not finish.`;
          break;
        }
        (inputs[inlet.id] ??= []).push({ type: outlet.type, value: upstream.outputs[outlet.id]! });
      }
      if (problem) break;
    }
    if (problem) {
      runs[id] = failed(id, problem);
      continue;
    }
    try {
      const settings = { ...def.defaults, ...node.settings };
      const result = def.run(inputs, settings, ctx);
      runs[id] = { id, status: 'done', outputs: result.outputs, summary: result.summary, ms: now() - t0 };
    } catch (error) {
      // A NodeError is written for the visitor; anything else is our bug, still shown on the node.
      const message =
        error instanceof NodeError
          ? error.message
          : `This step failed unexpectedly: ${(error as Error)?.message ?? error}`;
      runs[id] = failed(id, message, now() - t0);
    }
  }
  for (const id of blocked)
    runs[id] = failed(
      id,
      'This node is in a loop, or after one: data must flow one way. Delete a connector of the loop.',
    );
  return { order: [...order, ...blocked], runs, ms: now() - started };
}
