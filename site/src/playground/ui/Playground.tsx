// The workflow playground: a React Flow canvas over the engine in ../engine. Loaded on demand (see
// islands/PlaygroundIsland.tsx), so none of this reaches a visitor who never scrolls to it. The
// graph and its history are a reducer (useWorkflowEditor), the run's replay a hook of its own
// (useRunAnimation), where the canvas looks another (useCanvasView); this file lays the canvas out
// and wires React Flow's events and the toolbar to them.
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
  type Connection as FlowConnection,
  type Edge,
  type NodeChange,
  type EdgeChange,
  type OnDelete,
} from '@xyflow/react';
import { trackCta } from '../../islands/lib/forms';
import Lock from 'lucide-react/icons/lock';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { PLAYGROUND_ACTION_TYPE } from '@nodal/shared/constants';
import { pages } from '@nodal/shared/paths';
import { dropTargets } from '../engine/engine';
import { NODE_TYPES } from '../engine/nodes';
import type { GraphEdge, Report, RunResult, Settings } from '../engine/types';
import { decodeShare, ZOOM_RANGE, type SharedView } from '../share';
import { BLANK, TEMPLATES, TEMPLATE_BY_ID, type Template, type Workflow } from '../templates';
import { DropTargets, NodeCard, type CardNode } from './NodeCard';
import { DRAG_TYPE, Palette } from './Palette';
import { Panel, SheetClose } from './Panel';
import { RoutedEdge } from './RoutedEdge';
import { RunUpsell } from './RunUpsell';
import { isPhone, type PanelState } from './panelState';
import { canvasKey } from './shortcuts';
import { StartCard } from './StartCard';
import { Toolbar } from './Toolbar';
import { fitOptions, useCanvasView, type PlaygroundVariant } from './useCanvasView';
import { useReducedMotion } from './useReducedMotion';
import { createRunDecorator, useRunAnimation } from './useRunAnimation';
import { useShareLink } from './useShareLink';
import {
  checkConnection,
  copySelection,
  nextNodeId,
  toConnection,
  toGraph,
  toWorkflow,
  useWorkflowEditor,
  type EditorAction,
} from './useWorkflowEditor';

const nodeTypes = { card: NodeCard };
const edgeTypes = { routed: RoutedEdge };

/** The landing page's overview map: a third of the full-screen one's area, clear of the canvas's top pill. */
const EMBEDDED_MINIMAP = { width: 128, height: 84 } as const;

export interface PlaygroundProps {
  /** On the landing page the canvas sits in a section; on /playground it fills the window and owns the URL hash. */
  variant: PlaygroundVariant;
}

/**
 * What the canvas opens on: the graph of a share link on /playground, at the view it was shared at
 * when the link has one; else the first template, fitted.
 */
function opening(variant: PlaygroundProps['variant']): {
  workflow: Workflow;
  template: Template | null;
  view: SharedView | null;
} {
  const shared = variant === 'page' ? decodeShare(location.hash) : null;
  if (shared) return { ...shared, template: null };
  return { workflow: TEMPLATES[0]!.workflow, template: TEMPLATES[0]!, view: null };
}

const typeLabel = (nodes: CardNode[], id: string) => NODE_TYPES[nodes.find((n) => n.id === id)?.data.type ?? '']?.label;

function Canvas({ variant }: PlaygroundProps) {
  const flow = useReactFlow();
  const reduced = useReducedMotion();
  const [initial] = useState(() => opening(variant));
  const [editor, dispatch] = useWorkflowEditor(initial.workflow);
  const runner = useRunAnimation(reduced);
  const [decorate] = useState(createRunDecorator);
  const [panel, showPanel] = useState<PanelState>(() =>
    initial.template ? { kind: 'tour', template: initial.template.id, step: 0 } : { kind: 'steps' },
  );
  const [tip, setTip] = useState('');
  const [templateId, setTemplateId] = useState(initial.template?.id ?? '');
  const [paletteOpen, setPaletteOpen] = useState(false);
  // One sheet at a time on a phone: opening the panel closes the library, and opening the library
  // closes the panel (on wider screens both are columns beside the canvas and stay open).
  const setPanel = useCallback((next: PanelState) => {
    showPanel(next);
    if (next.kind !== 'closed') setPaletteOpen(false);
  }, []);
  const toggleLibrary = () => {
    const open = !paletteOpen;
    setPaletteOpen(open);
    if (open && isPhone()) showPanel({ kind: 'closed' });
  };
  const libraryId = useId();
  const clipboard = useRef<Workflow | null>(null);

  const workflow = useMemo(() => toWorkflow(editor.nodes, editor.edges), [editor.nodes, editor.edges]);
  const { canvasRef, view, currentView, restoreView, fitAll, fitFirst, reveal, centerOn, onMoveEnd } = useCanvasView(
    variant,
    initial.view,
    reduced,
  );
  const link = useShareLink(workflow, view, variant === 'page');
  // What React Flow draws: the editor's graph with the run on show (statuses, flowing connectors).
  const { nodes: views, flowingInto } = runner;
  const { nodes, edges } = useMemo(
    () => decorate(editor.nodes, editor.edges, { nodes: views, flowingInto }),
    [decorate, editor.nodes, editor.edges, views, flowingInto],
  );

  // The port a connector is being dragged from, as one string so the canvas re-renders when a drag
  // starts or ends, not on every pointer move; then which ports would take it, for the nodes.
  const dragFrom = useConnection((c) =>
    c.inProgress ? JSON.stringify({ node: c.fromNode.id, port: c.fromHandle.id ?? '', side: c.fromHandle.type }) : '',
  );
  const drops = useMemo(
    () => (dragFrom ? dropTargets(toGraph(workflow), JSON.parse(dragFrom) as Parameters<typeof dropTargets>[1]) : null),
    [dragFrom, workflow],
  );

  /** A change to the graph: the run on show belongs to the graph before it, so it goes. */
  const edit = (action: EditorAction) => {
    runner.reset();
    dispatch(action);
  };
  // Undo and redo keep the view where the visitor left it: only loading a graph fits it.
  const undo = () => {
    if (!editor.past.length) return;
    edit({ type: 'undo' });
  };
  const redo = () => {
    if (!editor.future.length) return;
    edit({ type: 'redo' });
  };

  const source = variant === 'page' ? 'playground' : 'workflow-demo';
  const track = (element: 'run' | 'template', data: Record<string, unknown>) =>
    trackCta({ actionType: PLAYGROUND_ACTION_TYPE, sourceSection: source, sourceElement: element, formData: data });

  const loadTemplate = (id: string) => {
    if (id === BLANK.id) {
      edit({ type: 'load', workflow: BLANK.workflow });
      setTemplateId(BLANK.id);
      setPanel({ kind: 'steps' });
      if (!isPhone()) setPaletteOpen(true);
      setTip('A blank canvas: add nodes from the library, or drag them onto the canvas. Start with a Manuscript.');
      track('template', { event: 'template_load', template: BLANK.id, nodes: 0 });
      return;
    }
    const t = TEMPLATE_BY_ID[id];
    if (!t) return;
    edit({ type: 'load', workflow: t.workflow });
    fitAll();
    setTemplateId(t.id);
    setPanel({ kind: 'tour', template: t.id, step: 0 });
    track('template', { event: 'template_load', template: t.id, nodes: t.workflow.nodes.length });
  };

  const addNode = (type: string, at?: { x: number; y: number }) => {
    const def = NODE_TYPES[type];
    if (!def) return;
    const id = nextNodeId(editor, type);
    edit({ type: 'addNode', nodeType: type, position: at });
    setPanel({ kind: 'node', id, tab: 'settings' });
    setPaletteOpen(false);
    // The first node on an empty canvas is framed at full size; after that a node dropped with the
    // pointer is in view already, and one added from the library is brought into view.
    if (!editor.nodes.length) fitFirst();
    else if (!at) requestAnimationFrame(() => reveal(id));
    setTip(`${def.label} added. Connect it from its settings panel, or drag from an outlet to an inlet.`);
  };

  const connect = (c: FlowConnection | GraphEdge) => {
    const connection = toConnection(c);
    const answer = checkConnection(editor, connection);
    if (!answer.ok) {
      setTip(answer.tip);
      return false;
    }
    edit({ type: 'connect', connection });
    setTip(`Connected ${typeLabel(editor.nodes, connection.source)} to ${typeLabel(editor.nodes, connection.target)}.`);
    return true;
  };

  const onNodesChange = useCallback(
    (changes: NodeChange<CardNode>[]) => dispatch({ type: 'nodesChanged', changes }),
    [dispatch],
  );
  const onEdgesChange = useCallback((changes: EdgeChange[]) => dispatch({ type: 'edgesChanged', changes }), [dispatch]);
  const selectedId = panel.kind === 'node' ? panel.id : null;
  // React Flow's own deletion (Delete or Backspace): whatever it takes goes in one step of undo.
  const onDelete: OnDelete<CardNode, Edge> = ({ nodes: gone, edges: cut }) => {
    edit({ type: 'remove', nodes: gone.map((n) => n.id), edges: cut.map((e) => e.id) });
    if (gone.some((d) => d.id === selectedId)) setPanel({ kind: 'steps' });
  };

  const deleteNode = (id: string) => {
    edit({ type: 'remove', nodes: [id] });
    setPanel({ kind: 'steps' });
  };
  const deleteEdge = (id: string) => edit({ type: 'remove', edges: [id] });
  const updateSettings = (id: string, settings: Settings) => edit({ type: 'setSettings', id, settings });

  const run = () => {
    runner.reset();
    const graph = toGraph(workflow);
    if (!graph.nodes.length) {
      setTip('Add a node first: pick a template, or a Manuscript from the Trigger group.');
      return;
    }
    setTip('Running…');
    runner.start(graph, (res: RunResult) => {
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
    });
  };

  /**
   * Tidy up: the graph laid out left to right (its layout is loaded on the first tidy), one step of
   * undo, then fitted. Only positions change, so a run on show stays.
   */
  const tidy = async () => {
    if (!editor.nodes.length) return;
    const { tidyLayout } = await import('../layout/tidy');
    const sizes = Object.fromEntries(
      editor.nodes.flatMap((n) =>
        n.measured?.width && n.measured.height ? [[n.id, { width: n.measured.width, height: n.measured.height }]] : [],
      ),
    );
    const { positions, routes } = tidyLayout(workflow, sizes);
    // Committed before the fit, so the fit frames the tidied graph, not the one before it.
    flushSync(() => dispatch({ type: 'move', positions, routes }));
    fitAll();
    setTip('Tidied up: the workflow runs left to right. Undo (Ctrl+Z, ⌘Z) puts it back.');
  };

  const share = async () => {
    const url = await link.copy(currentView());
    setTip(url ? `Copy this link to share: ${url}` : 'Link copied: it reopens this workflow.');
  };

  /** A node opens on its output once the run has one, else on its settings. */
  const openNode = (id: string) => setPanel({ kind: 'node', id, tab: runner.result?.runs[id] ? 'output' : 'settings' });

  const selectAll = () =>
    dispatch({ type: 'select', nodes: editor.nodes.map((n) => n.id), edges: editor.edges.map((e) => e.id) });
  const copy = () => {
    const clip = copySelection(editor);
    if (!clip) return;
    clipboard.current = clip;
    const n = clip.nodes.length;
    setTip(`Copied ${n} ${n === 1 ? 'node' : 'nodes'}. Ctrl+V (⌘V) pastes them.`);
  };
  const paste = () => {
    const clip = clipboard.current;
    if (!clip) return;
    edit({ type: 'paste', clip });
    // The next paste lands a step further on, not on top of this one.
    clipboard.current = {
      nodes: clip.nodes.map((n) => ({ ...n, x: n.x + 40, y: n.y + 40 })),
      edges: clip.edges,
    };
    const n = clip.nodes.length;
    setTip(`Pasted ${n} ${n === 1 ? 'node' : 'nodes'}.`);
  };

  const commands = { undo, redo, run, selectAll, copy, paste };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const key = canvasKey(e);
    if (!key) return;
    if ('open' in key) {
      openNode(key.open);
      return;
    }
    e.preventDefault();
    commands[key.command]();
  };

  const page = variant === 'page';
  const [overview, setOverview] = useState(true);

  return (
    <div
      onKeyDown={onKeyDown}
      className={`pg-root flex flex-col overflow-hidden bg-white ${page ? 'h-[calc(100dvh-4rem)]' : 'h-[640px] rounded-2xl border border-slate-200 shadow-lift max-md:h-[720px]'}`}
      data-playground={variant}
    >
      <Toolbar
        templateId={templateId}
        onTemplate={loadTemplate}
        libraryId={libraryId}
        libraryOpen={paletteOpen}
        onToggleLibrary={toggleLibrary}
        canUndo={editor.past.length > 0}
        canRedo={editor.future.length > 0}
        onUndo={undo}
        onRedo={redo}
        onList={() => setPanel({ kind: 'steps' })}
        onTidy={() => void tidy()}
        canTidy={editor.nodes.length > 0}
        onShare={share}
        copied={link.copied}
        fullScreenHref={page ? null : `${pages.playground}${link.graphHash}`}
        running={runner.running}
        onRun={run}
      />
      <div className="relative flex min-h-0 flex-1">
        {/* A column on wider screens; on a phone a bottom sheet in the panel's place, at most half the canvas. */}
        <aside
          id={libraryId}
          className={`flex w-56 shrink-0 flex-col border-r border-slate-200 bg-slate-50/70 max-md:absolute max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:max-h-[50%] max-md:w-auto max-md:rounded-t-2xl max-md:border-t max-md:border-r-0 max-md:bg-slate-50 max-md:shadow-[0_-12px_32px_-12px_rgb(15_23_42/0.3)] ${paletteOpen ? '' : 'max-md:hidden'}`}
          data-library
        >
          <div className="flex items-center justify-between gap-2 pt-2 pr-2 pl-4 md:hidden">
            <p className="text-sm font-semibold text-ink">Add a node</p>
            <SheetClose label="Close the node library" onClick={() => setPaletteOpen(false)} />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-3 max-md:px-4 max-md:pt-1">
            <Palette onAdd={(type) => addNode(type)} />
          </div>
        </aside>
        {/* The canvas takes the focus when its background is clicked, so select-all, copy and paste act on the graph. */}
        <div
          ref={canvasRef}
          tabIndex={-1}
          data-canvas
          aria-label="Workflow canvas"
          role="group"
          className="relative min-w-0 flex-1 bg-slate-50 outline-none"
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
              edgeTypes={edgeTypes}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={connect}
              onNodeDragStart={() => dispatch({ type: 'dragStart' })}
              onNodeClick={(_, n) => openNode(n.id)}
              onPaneClick={() => {
                setPaletteOpen(false);
                canvasRef.current?.focus({ preventScroll: true });
              }}
              fitView={!initial.view}
              fitViewOptions={fitOptions(variant)}
              onInit={restoreView}
              onMoveEnd={onMoveEnd}
              minZoom={ZOOM_RANGE.min}
              maxZoom={ZOOM_RANGE.max}
              proOptions={{ hideAttribution: true }}
              deleteKeyCode={['Backspace', 'Delete']}
              defaultEdgeOptions={{ style: { strokeWidth: 2 } }}
              ariaLabelConfig={{
                'node.a11yDescription.default': 'Press Enter or Space to open its settings. Delete removes it.',
              }}
              onDelete={onDelete}
            >
              <Background gap={20} size={1.2} color="#cbd5e1" />
              {/* On a phone the bottom of the canvas is where the sheets open, so the controls sit at the top. */}
              <Controls
                showInteractive={false}
                fitViewOptions={fitOptions(variant)}
                position="bottom-left"
                aria-label="Zoom and fit"
                className="max-md:!top-0 max-md:!bottom-auto"
              />
              {nodes.length && overview ? (
                <MiniMap
                  pannable
                  zoomable
                  position="top-right"
                  className={`!rounded-lg !border !border-slate-200 max-md:!hidden ${page ? '' : '!mt-14 max-lg:!hidden'}`}
                  style={page ? undefined : EMBEDDED_MINIMAP}
                  bgColor="#ffffff"
                  ariaLabel="Overview of the workflow"
                  nodeColor="#a5b4fc"
                  nodeBorderRadius={6}
                  maskColor="rgb(241 245 249 / 0.6)"
                />
              ) : null}
            </ReactFlow>
          </DropTargets>
          <p
            className={`pointer-events-none absolute top-2 left-1/2 flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-white/90 px-3 py-1 text-xs font-medium text-slate-600 shadow-sm ring-1 ring-slate-200 max-sm:hidden ${page ? 'whitespace-nowrap' : 'w-max max-w-[15rem] text-center'}`}
          >
            <Lock aria-hidden="true" className="size-3 shrink-0" /> Runs in your browser: nothing you paste leaves this
            page
          </p>
          {/* In the landing page's narrower canvas the overview is small, and folds away to a button. */}
          {!page && nodes.length ? (
            <button
              type="button"
              onClick={() => setOverview(!overview)}
              aria-pressed={overview}
              className="absolute top-2 right-2 z-10 rounded-md bg-white/90 px-2 py-1 text-xs font-medium text-slate-700 shadow-sm ring-1 ring-slate-200 hover:bg-white max-lg:hidden"
              data-minimap-toggle
            >
              {overview ? 'Hide overview' : 'Show overview'}
            </button>
          ) : null}
          {nodes.length || templateId === BLANK.id ? null : <StartCard onPick={loadTemplate} />}
          <RunUpsell shown={runner.hasRun} page={page} />
        </div>
        <Panel
          state={panel}
          setState={setPanel}
          workflow={workflow}
          result={runner.result}
          running={runner.running}
          onSettings={updateSettings}
          onDelete={deleteNode}
          onDeleteEdge={deleteEdge}
          onConnect={(c) => connect(c)}
          onSelect={(id) => {
            dispatch({ type: 'select', nodes: [id] });
            centerOn(id);
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
