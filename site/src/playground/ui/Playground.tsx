// The workflow playground: a React Flow canvas over the engine in ../engine. Loaded on demand (see
// islands/PlaygroundIsland.tsx), so none of this reaches a visitor who never scrolls to it.
// React Flow's stylesheet as a file of its own, linked when the canvas mounts: imported plainly,
// Astro would inline it into the CSS of every page that carries the island, the landing page too.
import flowStylesheet from '@xyflow/react/dist/style.css?url';
import {
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useConnection,
  useReactFlow,
  type Connection,
  type FitViewOptions,
  type Edge,
  type NodeChange,
  type EdgeChange,
  applyEdgeChanges,
  applyNodeChanges,
} from '@xyflow/react';
import { trackCta } from '../../islands/lib/forms';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Expand from 'lucide-react/icons/expand';
import Layers from 'lucide-react/icons/layers';
import Link2 from 'lucide-react/icons/link-2';
import ListOrdered from 'lucide-react/icons/list-ordered';
import Lock from 'lucide-react/icons/lock';
import Play from 'lucide-react/icons/play';
import Redo2 from 'lucide-react/icons/redo-2';
import Undo2 from 'lucide-react/icons/undo-2';
import X from 'lucide-react/icons/x';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PLAYGROUND_ACTION_TYPE } from '@nodal/shared/constants';
import { pages } from '@nodal/shared/paths';
import { canConnect, dropTargets, runGraph } from '../engine/engine';
import { NODE_TYPES } from '../engine/nodes';
import type { Graph, GraphEdge, NodeStatus, Report, RunResult, Settings } from '../engine/types';
import { decodeWorkflow, encodeWorkflow } from '../share';
import { TEMPLATES, TEMPLATE_BY_ID, type Template, type Workflow } from '../templates';
import { DropTargets, NodeCard, type CardNode } from './NodeCard';
import { DRAG_TYPE, Palette } from './Palette';
import { Panel, type PanelState } from './Panel';

const nodeTypes = { card: NodeCard };
const STEP_MS = 260;

const toCard = (n: Workflow['nodes'][number]): CardNode => ({
  id: n.id,
  type: 'card',
  position: { x: n.x, y: n.y },
  data: { type: n.type, settings: n.settings, status: 'idle', summary: '', error: '' },
});
const toEdge = (e: GraphEdge): Edge => ({ ...e, type: 'default' });
const toWorkflow = (nodes: CardNode[], edges: Edge[]): Workflow => ({
  nodes: nodes.map((n) => ({
    id: n.id,
    type: n.data.type,
    x: n.position.x,
    y: n.position.y,
    settings: n.data.settings,
  })),
  edges: edges.map((e) => ({
    id: e.id,
    source: e.source,
    sourceHandle: e.sourceHandle ?? '',
    target: e.target,
    targetHandle: e.targetHandle ?? '',
  })),
});
const toGraph = (w: Workflow): Graph => ({
  nodes: w.nodes.map((n) => ({ id: n.id, type: n.type, settings: n.settings })),
  edges: w.edges,
});

/** On a phone the lower half of the canvas sits under the panel sheet, so the graph is fitted above it. */
const fitPadding = (): FitViewOptions['padding'] =>
  matchMedia('(max-width: 767px)').matches ? { top: '6%', bottom: '50%', x: '5%' } : 0.15;

function useReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const q = matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(q.matches);
    const on = () => setReduced(q.matches);
    q.addEventListener('change', on);
    return () => q.removeEventListener('change', on);
  }, []);
  return reduced;
}

export interface PlaygroundProps {
  /** On the landing page the canvas sits in a section; on /playground it fills the window and owns the URL hash. */
  variant: 'embedded' | 'page';
}

function Canvas({ variant }: PlaygroundProps) {
  const flow = useReactFlow();
  const reduced = useReducedMotion();
  const initial = useMemo<{ workflow: Workflow; template: Template | null }>(() => {
    const shared = variant === 'page' ? decodeWorkflow(location.hash) : null;
    if (shared) return { workflow: shared, template: null };
    return { workflow: TEMPLATES[0]!.workflow, template: TEMPLATES[0]! };
  }, [variant]);
  const [nodes, setNodes] = useState<CardNode[]>(() => initial.workflow.nodes.map(toCard));
  const [edges, setEdges] = useState<Edge[]>(() => initial.workflow.edges.map(toEdge));
  const [panel, setPanel] = useState<PanelState>(() =>
    initial.template ? { kind: 'tour', template: initial.template.id, step: 0 } : { kind: 'steps' },
  );
  const [tip, setTip] = useState('');
  const [templateId, setTemplateId] = useState(initial.template?.id ?? '');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<RunResult | null>(null);
  const [hasRun, setHasRun] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const history = useRef<{ past: Workflow[]; future: Workflow[] }>({ past: [], future: [] });
  const [, bump] = useState(0);
  const timers = useRef<number[]>([]);
  const wrapper = useRef<HTMLDivElement>(null);
  const idCounter = useRef(1);

  const workflow = useMemo(() => toWorkflow(nodes, edges), [nodes, edges]);
  const workflowRef = useRef(workflow);
  workflowRef.current = workflow;

  // The port a connector is being dragged from, as one string so the canvas re-renders when a drag
  // starts or ends, not on every pointer move; then which ports would take it, for the nodes.
  const dragFrom = useConnection((c) =>
    c.inProgress ? JSON.stringify({ node: c.fromNode.id, port: c.fromHandle.id ?? '', side: c.fromHandle.type }) : '',
  );
  const drops = useMemo(
    () => (dragFrom ? dropTargets(toGraph(workflow), JSON.parse(dragFrom) as Parameters<typeof dropTargets>[1]) : null),
    [dragFrom, workflow],
  );

  /** Remembers the graph as it is before a change, for undo. */
  const remember = useCallback(() => {
    history.current.past.push(workflowRef.current);
    if (history.current.past.length > 100) history.current.past.shift();
    history.current.future = [];
    bump((n) => n + 1);
  }, []);

  const clearRun = useCallback(() => {
    for (const t of timers.current) clearTimeout(t);
    timers.current = [];
    setRunning(false);
    setResult(null);
    setNodes((ns) =>
      ns.map((n) =>
        n.data.status === 'idle' ? n : { ...n, data: { ...n.data, status: 'idle', summary: '', error: '' } },
      ),
    );
    setEdges((es) => es.map((e) => (e.animated || e.className ? { ...e, animated: false, className: undefined } : e)));
  }, []);

  const load = useCallback(
    (w: Workflow) => {
      clearRun();
      setNodes(w.nodes.map(toCard));
      setEdges(w.edges.map(toEdge));
      requestAnimationFrame(() => void flow.fitView({ padding: fitPadding(), duration: reduced ? 0 : 300 }));
    },
    [clearRun, flow, reduced],
  );

  const undo = () => {
    const prev = history.current.past.pop();
    if (!prev) return;
    history.current.future.push(workflowRef.current);
    load(prev);
    bump((n) => n + 1);
  };
  const redo = () => {
    const next = history.current.future.pop();
    if (!next) return;
    history.current.past.push(workflowRef.current);
    load(next);
    bump((n) => n + 1);
  };

  const source = variant === 'page' ? 'playground' : 'workflow-demo';
  const track = (element: 'run' | 'template', data: Record<string, unknown>) =>
    trackCta({ actionType: PLAYGROUND_ACTION_TYPE, sourceSection: source, sourceElement: element, formData: data });

  const loadTemplate = (id: string) => {
    const t = TEMPLATE_BY_ID[id];
    if (!t) return;
    remember();
    load(t.workflow);
    setTemplateId(t.id);
    setPanel({ kind: 'tour', template: t.id, step: 0 });
    track('template', { event: 'template_load', template: t.id, nodes: t.workflow.nodes.length });
  };

  // The page keeps the graph in its hash, so the address bar is always a share link.
  const hash = useMemo(() => encodeWorkflow(workflow), [workflow]);
  useEffect(() => {
    if (variant !== 'page') return;
    const t = setTimeout(() => history.current && window.history.replaceState(null, '', hash), 250);
    return () => clearTimeout(t);
  }, [hash, variant]);

  const addNode = (type: string, at?: { x: number; y: number }) => {
    const def = NODE_TYPES[type];
    if (!def) return;
    remember();
    clearRun();
    let id = `${type}-${idCounter.current++}`;
    while (nodes.some((n) => n.id === id)) id = `${type}-${idCounter.current++}`;
    const position = at ?? nextFreeSpot(nodes);
    const node: CardNode = {
      ...toCard({ id, type, x: position.x, y: position.y, settings: { ...def.defaults } }),
      selected: true,
    };
    setNodes((ns) => [...ns.map((n) => ({ ...n, selected: false })), node]);
    setPanel({ kind: 'node', id, tab: 'settings' });
    setPaletteOpen(false);
    requestAnimationFrame(() => void flow.fitView({ padding: fitPadding(), maxZoom: 1, duration: 0 }));
    setTip(`${def.label} added. Connect it from its settings panel, or drag from an outlet to an inlet.`);
  };

  const connect = useCallback(
    (c: Connection | GraphEdge) => {
      const conn = {
        source: c.source,
        sourceHandle: c.sourceHandle ?? '',
        target: c.target,
        targetHandle: c.targetHandle ?? '',
      };
      const answer = canConnect(toGraph(workflowRef.current), conn);
      if (!answer.ok) {
        setTip(answer.tip);
        return false;
      }
      remember();
      clearRun();
      const id = `${conn.source}.${conn.sourceHandle}-${conn.target}.${conn.targetHandle}`;
      setEdges((es) => [...es, toEdge({ id, ...conn })]);
      const from = NODE_TYPES[workflowRef.current.nodes.find((n) => n.id === conn.source)?.type ?? '']?.label;
      const to = NODE_TYPES[workflowRef.current.nodes.find((n) => n.id === conn.target)?.type ?? '']?.label;
      setTip(`Connected ${from} to ${to}.`);
      return true;
    },
    [remember, clearRun],
  );

  const onNodesChange = useCallback(
    (changes: NodeChange<CardNode>[]) => {
      if (changes.some((c) => c.type === 'remove')) {
        remember();
        clearRun();
      }
      if (changes.some((c) => c.type === 'position' && c.dragging)) {
        /* moves are remembered once, at the drag's start (onNodeDragStart) */
      }
      setNodes((ns) => applyNodeChanges(changes, ns));
    },
    [remember, clearRun],
  );
  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      if (changes.some((c) => c.type === 'remove')) {
        remember();
        clearRun();
      }
      setEdges((es) => applyEdgeChanges(changes, es));
    },
    [remember, clearRun],
  );

  const deleteNode = (id: string) => {
    remember();
    clearRun();
    setNodes((ns) => ns.filter((n) => n.id !== id));
    setEdges((es) => es.filter((e) => e.source !== id && e.target !== id));
    setPanel({ kind: 'steps' });
  };
  const deleteEdge = (id: string) => {
    remember();
    clearRun();
    setEdges((es) => es.filter((e) => e.id !== id));
  };
  const updateSettings = (id: string, settings: Settings) => {
    remember();
    clearRun();
    setNodes((ns) => ns.map((n) => (n.id === id ? { ...n, data: { ...n.data, settings } } : n)));
  };

  const setStatus = (statuses: Record<string, { status: NodeStatus; summary?: string; error?: string }>) =>
    setNodes((ns) =>
      ns.map((n) => {
        const s = statuses[n.id];
        return s ? { ...n, data: { ...n.data, status: s.status, summary: s.summary ?? '', error: s.error ?? '' } } : n;
      }),
    );

  const run = () => {
    clearRun();
    const graph = toGraph(workflowRef.current);
    if (!graph.nodes.length) {
      setTip('Add a node first: pick a template, or a Manuscript from the Trigger group.');
      return;
    }
    // The engine runs in one go (milliseconds); the canvas then replays it node by node so the
    // visitor sees the order and the data moving. Under reduced motion the result shows at once.
    const res = runGraph(graph, { today: new Date() });
    const finish = () => {
      setRunning(false);
      setResult(res);
      setHasRun(true);
      setEdges((es) => es.map((e) => ({ ...e, animated: false, className: undefined })));
      const reportNode = res.order.find((id) => res.runs[id]?.status === 'done' && res.runs[id]?.outputs.report);
      const errors = res.order.filter((id) => res.runs[id]?.status === 'error').length;
      setTip(
        errors
          ? `Run finished with ${errors} ${errors === 1 ? 'node' : 'nodes'} in error: the message is on the node.`
          : `Run finished in ${Math.max(1, Math.round(res.ms))} ms, in your browser.`,
      );
      if (reportNode) setPanel({ kind: 'report', id: reportNode });
      else setPanel({ kind: 'steps' });
      track('run', { event: 'run', nodes: graph.nodes.length, errors });
    };
    setStatus(Object.fromEntries(res.order.map((id) => [id, { status: 'waiting' as const }])));
    setTip('Running…');
    if (reduced) {
      setStatus(Object.fromEntries(res.order.map((id) => [id, fromRun(res, id)])));
      finish();
      return;
    }
    setRunning(true);
    res.order.forEach((id, i) => {
      timers.current.push(
        window.setTimeout(() => {
          setStatus({ [id]: { status: 'running' } });
          setEdges((es) =>
            es.map((e) =>
              e.target === id
                ? { ...e, animated: true, className: 'pg-flowing' }
                : e.animated
                  ? { ...e, animated: false, className: undefined }
                  : e,
            ),
          );
        }, i * STEP_MS),
        window.setTimeout(() => setStatus({ [id]: fromRun(res, id) }), i * STEP_MS + STEP_MS * 0.8),
      );
    });
    timers.current.push(window.setTimeout(finish, res.order.length * STEP_MS + 60));
  };

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const share = async () => {
    const url = `${location.origin}${pages.playground}${hash}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTip('Link copied: it reopens this workflow.');
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setTip(`Copy this link to share: ${url}`);
    }
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    // A node focused with Tab opens its settings (or its output, after a run) on Enter or Space.
    const focusedNode = (e.target as HTMLElement).closest<HTMLElement>('.react-flow__node');
    if (focusedNode && (e.key === 'Enter' || e.key === ' ') && e.target === focusedNode) {
      const id = focusedNode.dataset.id;
      if (id) setPanel({ kind: 'node', id, tab: result?.runs[id] ? 'output' : 'settings' });
      return;
    }
    const mod = e.metaKey || e.ctrlKey;
    if (!mod || (e.target as HTMLElement).closest('input, textarea, select')) return;
    if (e.key.toLowerCase() === 'z') {
      e.preventDefault();
      if (e.shiftKey) redo();
      else undo();
    } else if (e.key.toLowerCase() === 'y') {
      e.preventDefault();
      redo();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      run();
    }
  };

  const page = variant === 'page';
  const selectedId = panel.kind === 'node' ? panel.id : null;

  return (
    <div
      ref={wrapper}
      onKeyDown={onKeyDown}
      className={`pg-root flex flex-col overflow-hidden bg-white ${page ? 'h-[calc(100dvh-4rem)]' : 'h-[640px] rounded-2xl border border-slate-200 shadow-lift max-md:h-[720px]'}`}
      data-playground={variant}
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
        <label className="flex min-w-0 items-center gap-2 text-xs font-medium text-slate-600">
          <Layers aria-hidden="true" className="size-4 text-slate-400" />
          <span className="max-sm:sr-only">Template</span>
          <select
            className="min-w-0 rounded-lg border border-slate-300 bg-white py-1.5 pr-7 pl-2 text-sm font-medium text-ink"
            value={templateId}
            onChange={(e) => loadTemplate(e.target.value)}
            aria-label="Load a beginner template"
          >
            <option value="" disabled>
              Load a template…
            </option>
            {TEMPLATES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.title}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn btn-secondary px-2.5 py-1.5 text-xs md:hidden"
          onClick={() => setPaletteOpen((o) => !o)}
          aria-expanded={paletteOpen}
        >
          Add node
        </button>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            className="pg-icon-btn"
            onClick={undo}
            disabled={!history.current.past.length}
            aria-label="Undo"
            title="Undo (Ctrl+Z)"
          >
            <Undo2 aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className="pg-icon-btn"
            onClick={redo}
            disabled={!history.current.future.length}
            aria-label="Redo"
            title="Redo (Ctrl+Shift+Z)"
          >
            <Redo2 aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className="pg-icon-btn"
            onClick={() => setPanel({ kind: 'steps' })}
            aria-label="Workflow as a list"
            title="Workflow as a list"
          >
            <ListOrdered aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            className="pg-icon-btn"
            onClick={share}
            aria-label={copied ? 'Link copied' : 'Copy a share link'}
            title="Copy a share link"
          >
            <Link2 aria-hidden="true" className="size-4" />
          </button>
          {page ? null : (
            <a
              href={`${pages.playground}${hash}`}
              className="pg-icon-btn"
              aria-label="Open full screen"
              title="Open full screen"
              data-open-full-screen
            >
              <Expand aria-hidden="true" className="size-4" />
            </a>
          )}
          <button
            type="button"
            className="btn btn-primary ml-1 px-3.5 py-1.5"
            onClick={run}
            disabled={running}
            data-run
          >
            <Play aria-hidden="true" className="size-4" /> {running ? 'Running…' : 'Run'}
          </button>
        </div>
      </div>
      <div className="relative flex min-h-0 flex-1">
        <aside
          className={`w-56 shrink-0 overflow-y-auto border-r border-slate-200 bg-slate-50/70 p-3 max-md:absolute max-md:inset-y-0 max-md:left-0 max-md:z-20 max-md:w-64 max-md:shadow-lift ${paletteOpen ? '' : 'max-md:hidden'}`}
        >
          <div className="mb-3 flex items-center justify-between md:hidden">
            <p className="text-sm font-semibold text-ink">Add a node</p>
            <button
              type="button"
              className="pg-icon-btn"
              onClick={() => setPaletteOpen(false)}
              aria-label="Close the node library"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          <Palette onAdd={(type) => addNode(type)} />
        </aside>
        <div
          className="relative min-w-0 flex-1 bg-slate-50"
          onDragOver={(e) => {
            if (e.dataTransfer.types.includes(DRAG_TYPE)) {
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
            }
          }}
          onDrop={(e) => {
            const type = e.dataTransfer.getData(DRAG_TYPE);
            if (!type) return;
            e.preventDefault();
            addNode(type, flow.screenToFlowPosition({ x: e.clientX - 100, y: e.clientY - 30 }));
          }}
        >
          <DropTargets value={drops}>
            <ReactFlow<CardNode, Edge>
              nodes={nodes}
              edges={edges}
              nodeTypes={nodeTypes}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={connect}
              onNodeDragStart={() => remember()}
              onNodeClick={(_, n) =>
                setPanel({ kind: 'node', id: n.id, tab: result?.runs[n.id] ? 'output' : 'settings' })
              }
              onPaneClick={() => setPaletteOpen(false)}
              fitView
              fitViewOptions={{ padding: fitPadding() }}
              minZoom={0.3}
              maxZoom={1.6}
              proOptions={{ hideAttribution: true }}
              deleteKeyCode={['Backspace', 'Delete']}
              defaultEdgeOptions={{ style: { strokeWidth: 2 } }}
              ariaLabelConfig={{
                'node.a11yDescription.default': 'Press Enter or Space to open its settings. Delete removes it.',
              }}
              onNodesDelete={(deleted) => deleted.some((d) => d.id === selectedId) && setPanel({ kind: 'steps' })}
            >
              <Background gap={20} size={1.2} color="#cbd5e1" />
              <Controls showInteractive={false} position="bottom-left" aria-label="Zoom and fit" />
              {nodes.length ? (
                <MiniMap
                  pannable
                  zoomable
                  position="top-right"
                  className="!rounded-lg !border !border-slate-200 max-md:!hidden"
                  bgColor="#ffffff"
                  ariaLabel="Overview of the workflow"
                  nodeColor="#a5b4fc"
                  nodeBorderRadius={6}
                  maskColor="rgb(241 245 249 / 0.6)"
                />
              ) : null}
            </ReactFlow>
          </DropTargets>
          <p className="pointer-events-none absolute top-2 left-1/2 flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-white/90 px-3 py-1 text-[0.7rem] font-medium whitespace-nowrap text-slate-600 shadow-sm ring-1 ring-slate-200 max-sm:hidden">
            <Lock aria-hidden="true" className="size-3" /> Runs in your browser: nothing you paste leaves this page
          </p>
          {nodes.length ? null : (
            <div
              className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center p-4"
              data-empty-canvas
            >
              <div className="pointer-events-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white/95 p-5 shadow-lift">
                <h2 className="text-base font-semibold text-ink">Start from a beginner template</h2>
                <p className="mt-1 text-sm text-slate-600">
                  Each one loads a working workflow and a short tour. Or add nodes from the library, starting with a
                  Manuscript.
                </p>
                <ul className="mt-4 space-y-2">
                  {TEMPLATES.map((t) => (
                    <li key={t.id}>
                      <button
                        type="button"
                        onClick={() => loadTemplate(t.id)}
                        className="group w-full rounded-xl border border-slate-200 px-3.5 py-2.5 text-left transition-colors hover:border-brand-300 hover:bg-brand-50/50"
                      >
                        <span className="flex items-center justify-between gap-2 text-sm font-semibold text-ink">
                          {t.title}
                          <ArrowRight aria-hidden="true" className="size-4 text-slate-400 group-hover:text-brand-600" />
                        </span>
                        <span className="mt-0.5 block text-xs text-slate-600">{t.blurb}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
          {hasRun ? (
            <div
              className="absolute right-3 bottom-3 left-3 z-10 mx-auto flex max-w-md flex-wrap items-center justify-between gap-2 rounded-xl bg-navy-900 px-4 py-3 text-sm text-white shadow-lift sm:left-auto"
              data-playground-cta
            >
              <span>Run this on every submission, with live Crossref and retraction data.</span>
              <a
                href={page ? pages.anchor('signup') : '#signup'}
                className="btn btn-light px-3 py-1.5 text-xs"
                data-cta="playground-early-access"
              >
                Get Early Access <ArrowRight aria-hidden="true" className="size-3.5" />
              </a>
            </div>
          ) : null}
        </div>
        <Panel
          state={panel}
          setState={setPanel}
          workflow={workflow}
          result={result}
          running={running}
          onSettings={updateSettings}
          onDelete={deleteNode}
          onDeleteEdge={deleteEdge}
          onConnect={(c) => connect(c)}
          onSelect={(id) => {
            setNodes((ns) => ns.map((n) => ({ ...n, selected: n.id === id })));
            const node = nodes.find((n) => n.id === id);
            if (node)
              void flow.setCenter(node.position.x + 105, node.position.y + 60, {
                zoom: flow.getZoom(),
                duration: reduced ? 0 : 300,
              });
          }}
          onRun={run}
          hideOnPhone={!nodes.length}
        />
      </div>
      <p
        role="status"
        aria-live="polite"
        className="min-h-9 border-t border-slate-200 bg-white px-3 py-2 text-xs text-slate-700"
        data-playground-tip
      >
        {tip || 'Pick a template, press Run, then open any node to see what it produced.'}
      </p>
    </div>
  );
}

function fromRun(res: RunResult, id: string) {
  const r = res.runs[id]!;
  return { status: r.status, summary: r.summary, error: r.error };
}

function nextFreeSpot(nodes: CardNode[]) {
  const maxX = nodes.reduce((m, n) => Math.max(m, n.position.x), -280);
  const y = nodes.length ? nodes.reduce((s, n) => s + n.position.y, 0) / nodes.length : 80;
  return { x: maxX + 280, y: Math.round(y) };
}

export type { Report };

export default function Playground(props: PlaygroundProps) {
  return (
    <ReactFlowProvider>
      {/* React hoists this into <head> and holds the canvas until it has loaded, so nothing flashes unstyled. */}
      <link rel="stylesheet" href={flowStylesheet} precedence="default" />
      <Canvas {...props} />
    </ReactFlowProvider>
  );
}
