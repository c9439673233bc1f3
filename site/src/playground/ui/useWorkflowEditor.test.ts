import { describe, expect, test } from 'vitest';
import { TEMPLATE_BY_ID, TEMPLATES, type Workflow } from '../templates';
import {
  HISTORY_LIMIT,
  checkConnection,
  copySelection,
  createEditor,
  editorReducer,
  nextNodeId,
  selection,
  toWorkflow,
  type EditorAction,
  type EditorState,
} from './useWorkflowEditor';

const citations = TEMPLATE_BY_ID.citations!.workflow;
const EMPTY: Workflow = { nodes: [], edges: [] };

/** The state after each action in turn. */
const after = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const graph = (s: EditorState) => toWorkflow(s.nodes, s.edges);
const ids = (s: EditorState) => s.nodes.map((n) => n.id);
const edgeIds = (s: EditorState) => s.edges.map((e) => e.id).sort();
const link = (source: string, sourceHandle: string, target: string, targetHandle: string): EditorAction => ({
  type: 'connect',
  connection: { source, sourceHandle, target, targetHandle },
});

describe('createEditor', () => {
  test.each(TEMPLATES.map((t) => [t.id, t.workflow] as const))(
    '%s: opens on the graph as given, nothing selected, nothing to undo or redo',
    (_, workflow) => {
      const s = createEditor(workflow);
      expect(graph(s)).toEqual(workflow);
      expect(s.nodes.every((n) => !n.selected && n.data.status === 'idle')).toBe(true);
      expect(editorReducer(s, { type: 'undo' })).toBe(s);
      expect(editorReducer(s, { type: 'redo' })).toBe(s);
    },
  );
});

describe('addNode', () => {
  test('beside the selected node, below that spot while it is taken', () => {
    const s0 = editorReducer(createEditor(citations), { type: 'select', nodes: ['o'] });
    // Right of the report (820, 90) is free.
    expect(after(s0, { type: 'addNode', nodeType: 'readability' }).nodes.at(-1)!.position).toEqual({ x: 1100, y: 90 });
    // Right of v (540, 0) the report is in the way, at 90 and at 160: the new node goes to 320.
    const sv = editorReducer(s0, { type: 'select', nodes: ['v'] });
    expect(after(sv, { type: 'addNode', nodeType: 'readability' }).nodes.at(-1)!.position).toEqual({ x: 820, y: 320 });
    // Right of m (0, 90) is x (260, 90), and below that l (260, 260): the new node goes under both.
    const s1 = editorReducer(s0, { type: 'select', nodes: ['m'] });
    const added = after(s1, { type: 'addNode', nodeType: 'readability' }).nodes.at(-1)!;
    expect(added.position).toEqual({ x: 280, y: 410 });
    // Each added node is the next anchor: two in a row form a chain, not a pile.
    const twice = after(s1, { type: 'addNode', nodeType: 'readability' }, { type: 'addNode', nodeType: 'summarise' });
    expect(twice.nodes.at(-1)!.position).toEqual({ x: 560, y: 410 });
  });

  test('with nothing selected, adds the type with its default settings, selected alone, right of the graph, as one step of undo', () => {
    const s0 = editorReducer(createEditor(citations), { type: 'select', nodes: [] });
    const s = editorReducer(s0, { type: 'addNode', nodeType: 'readability' });
    const added = s.nodes.at(-1)!;
    expect(added.id).toBe('readability-1');
    expect(added.data.type).toBe('readability');
    expect(added.data.settings).toEqual({ longSentence: 35 });
    expect(selection(s).nodes).toEqual(['readability-1']);
    // The rightmost template node sits at x 820; the graph's average height is 120.
    expect(added.position).toEqual({ x: 1100, y: 120 });
    expect(s.past).toEqual([graph(s0)]);
    expect(graph(editorReducer(s, { type: 'undo' }))).toEqual(citations);
  });

  test('on an empty canvas the first node goes to the start; a dropped one where it was dropped', () => {
    expect(after(createEditor(EMPTY), { type: 'addNode', nodeType: 'manuscript' }).nodes[0]!.position).toEqual({
      x: 0,
      y: 80,
    });
    const dropped = after(createEditor(EMPTY), { type: 'addNode', nodeType: 'manuscript', position: { x: 12, y: 34 } });
    expect(dropped.nodes[0]!.position).toEqual({ x: 12, y: 34 });
  });

  test('numbers ids through the visit, never hands one out twice, and says which it will give', () => {
    let s = createEditor(EMPTY);
    const expected = ['manuscript-1', 'extractReferences-2', 'manuscript-3'];
    for (const [i, type] of ['manuscript', 'extractReferences', 'manuscript'].entries()) {
      expect(nextNodeId(s, type)).toBe(expected[i]);
      s = editorReducer(s, { type: 'addNode', nodeType: type });
    }
    expect(ids(s)).toEqual(expected);
    s = after(s, { type: 'remove', nodes: ['manuscript-3'] }, { type: 'addNode', nodeType: 'manuscript' });
    expect(ids(s)).toEqual(['manuscript-1', 'extractReferences-2', 'manuscript-4']);
    // Undo does not wind the numbering back either.
    s = after(s, { type: 'undo' }, { type: 'addNode', nodeType: 'manuscript' });
    expect(ids(s).at(-1)).toBe('manuscript-5');
  });

  test('skips ids a loaded graph already uses', () => {
    const shared: Workflow = { nodes: [{ id: 'report-1', type: 'report', x: 0, y: 0, settings: {} }], edges: [] };
    const s = createEditor(shared);
    expect(nextNodeId(s, 'report')).toBe('report-2');
    expect(ids(editorReducer(s, { type: 'addNode', nodeType: 'report' }))).toEqual(['report-1', 'report-2']);
  });

  test('an unknown type changes nothing', () => {
    const s = createEditor(citations);
    expect(editorReducer(s, { type: 'addNode', nodeType: 'nothing-of-the-sort' })).toBe(s);
  });
});

describe('connect', () => {
  const three = after(
    createEditor(EMPTY),
    { type: 'addNode', nodeType: 'manuscript' },
    { type: 'addNode', nodeType: 'validateCitations' },
    { type: 'addNode', nodeType: 'extractReferences' },
  );

  test('joins compatible ports, named after its ends, as one step of undo', () => {
    const s = editorReducer(three, link('manuscript-1', 'text', 'extractReferences-3', 'text'));
    expect(s.edges).toEqual([
      {
        id: 'manuscript-1.text-extractReferences-3.text',
        source: 'manuscript-1',
        sourceHandle: 'text',
        target: 'extractReferences-3',
        targetHandle: 'text',
        type: 'default',
      },
    ]);
    expect(s.past.at(-1)).toEqual(graph(three));
    expect(editorReducer(s, { type: 'undo' }).edges).toEqual([]);
  });

  test('refuses incompatible ports by the engine’s rules, changing nothing, with the engine’s tip', () => {
    const wrong = link('manuscript-1', 'text', 'validateCitations-2', 'references');
    expect(editorReducer(three, wrong)).toBe(three);
    expect(checkConnection(three, (wrong as Extract<EditorAction, { type: 'connect' }>).connection)).toEqual({
      ok: false,
      tip: 'Validate citations needs reference list on “references”, and this outlet gives text. Put “Extract references” in between.',
    });
  });

  test('refuses a node feeding itself, a port pair already joined and a second connector into a single inlet', () => {
    const joined = after(
      three,
      link('manuscript-1', 'text', 'extractReferences-3', 'text'),
      link('extractReferences-3', 'references', 'validateCitations-2', 'references'),
    );
    const refused: [EditorAction, string][] = [
      [link('extractReferences-3', 'references', 'extractReferences-3', 'text'), 'A node cannot feed itself.'],
      [link('manuscript-1', 'text', 'extractReferences-3', 'text'), 'These two ports are already connected.'],
      [
        link('extractReferences-3', 'references', 'validateCitations-2', 'references'),
        'These two ports are already connected.',
      ],
    ];
    for (const [action, tip] of refused) {
      expect(editorReducer(joined, action)).toBe(joined);
      expect(checkConnection(joined, (action as Extract<EditorAction, { type: 'connect' }>).connection)).toEqual({
        ok: false,
        tip,
      });
    }
    const second = after(joined, { type: 'addNode', nodeType: 'manuscript' });
    const into = { source: 'manuscript-4', sourceHandle: 'text', target: 'extractReferences-3', targetHandle: 'text' };
    expect(editorReducer(second, { type: 'connect', connection: into })).toBe(second);
    expect(checkConnection(second, into)).toEqual({
      ok: false,
      tip: '“text” takes one connector; delete the one it has first.',
    });
  });

  test('refuses a connector that would close a loop', () => {
    // No two node types close a loop through ports of matching types, but a share link may carry any
    // connector: this one feeds a table into Format references.
    const s = createEditor({
      nodes: [
        { id: 'a', type: 'table', x: 0, y: 0, settings: {} },
        { id: 'b', type: 'formatReferences', x: 280, y: 0, settings: {} },
      ],
      edges: [
        { id: 'a.table-b.references', source: 'a', sourceHandle: 'table', target: 'b', targetHandle: 'references' },
      ],
    });
    const back = { source: 'b', sourceHandle: 'formatted', target: 'a', targetHandle: 'rows' };
    expect(editorReducer(s, { type: 'connect', connection: back })).toBe(s);
    expect(checkConnection(s, back)).toEqual({
      ok: false,
      tip: 'That would make a loop: data in a workflow flows one way, from trigger to output.',
    });
  });

  test('a missing port or node is refused', () => {
    expect(editorReducer(three, link('manuscript-1', 'nope', 'extractReferences-3', 'text'))).toBe(three);
    expect(editorReducer(three, link('gone', 'text', 'extractReferences-3', 'text'))).toBe(three);
  });
});

describe('remove', () => {
  const s0 = createEditor(citations);

  test('a node goes with every connector it has, in one step of undo', () => {
    const s = editorReducer(s0, { type: 'remove', nodes: ['x'] });
    expect(ids(s)).toEqual(['m', 'v', 'l', 'r', 'o']);
    expect(edgeIds(s)).toEqual(['l.list-r.list', 'r.findings-o.sections', 'v.findings-o.sections']);
    expect(s.past).toEqual([citations]);
    expect(graph(editorReducer(s, { type: 'undo' }))).toEqual(citations);
  });

  test('React Flow’s deletion, connectors and nodes together, is one step of undo', () => {
    const s = editorReducer(s0, {
      type: 'remove',
      nodes: ['r'],
      edges: ['x.references-r.references', 'l.list-r.list', 'r.findings-o.sections'],
    });
    expect(ids(s)).not.toContain('r');
    expect(s.past).toHaveLength(1);
    expect(graph(editorReducer(s, { type: 'undo' }))).toEqual(citations);
  });

  test('a connector alone leaves its nodes', () => {
    const s = editorReducer(s0, { type: 'remove', edges: ['m.text-x.text'] });
    expect(ids(s)).toEqual(ids(s0));
    expect(edgeIds(s)).not.toContain('m.text-x.text');
    expect(s.edges).toHaveLength(5);
  });

  test('removing what is not there changes nothing and records nothing', () => {
    expect(editorReducer(s0, { type: 'remove', nodes: ['gone'], edges: ['gone'] })).toBe(s0);
    expect(editorReducer(s0, { type: 'remove' })).toBe(s0);
  });
});

describe('React Flow’s changes', () => {
  const s0 = createEditor(citations);

  test('measurements, selection and moves apply without a step of undo', () => {
    const s = editorReducer(s0, {
      type: 'nodesChanged',
      changes: [
        { type: 'dimensions', id: 'm', dimensions: { width: 210, height: 80 }, setAttributes: true },
        { type: 'select', id: 'x', selected: true },
        { type: 'position', id: 'v', position: { x: 600, y: 20 }, dragging: true },
      ],
    });
    expect(s.nodes.find((n) => n.id === 'm')!.measured).toEqual({ width: 210, height: 80 });
    expect(selection(s).nodes).toEqual(['x']);
    expect(s.nodes.find((n) => n.id === 'v')!.position).toEqual({ x: 600, y: 20 });
    expect(s.past).toEqual([]);
    const edges = editorReducer(s, {
      type: 'edgesChanged',
      changes: [{ type: 'select', id: 'm.text-x.text', selected: true }],
    });
    expect(selection(edges)).toEqual({ nodes: ['x'], edges: ['m.text-x.text'] });
  });

  test('removals in them are left to the one remove action', () => {
    expect(editorReducer(s0, { type: 'nodesChanged', changes: [{ type: 'remove', id: 'x' }] })).toBe(s0);
    expect(editorReducer(s0, { type: 'edgesChanged', changes: [{ type: 'remove', id: 'm.text-x.text' }] })).toBe(s0);
  });

  test('a drag is recorded once, at its start, and undone whole', () => {
    const moves = [100, 140, 180].map((x): EditorAction => ({
      type: 'nodesChanged',
      changes: [{ type: 'position', id: 'o', position: { x, y: 90 }, dragging: true }],
    }));
    const s = after(s0, { type: 'dragStart' }, ...moves);
    expect(s.past).toEqual([citations]);
    expect(s.nodes.find((n) => n.id === 'o')!.position).toEqual({ x: 180, y: 90 });
    expect(graph(editorReducer(s, { type: 'undo' }))).toEqual(citations);
  });
});

describe('move, select, setSettings and load', () => {
  const s0 = createEditor(citations);

  test('move places several nodes in one step of undo, and ignores unknown ones', () => {
    const s = editorReducer(s0, {
      type: 'move',
      positions: { m: { x: -10, y: -20 }, o: { x: 900, y: 0 }, gone: { x: 1, y: 1 } },
    });
    expect(s.nodes.find((n) => n.id === 'm')!.position).toEqual({ x: -10, y: -20 });
    expect(s.nodes.find((n) => n.id === 'o')!.position).toEqual({ x: 900, y: 0 });
    expect(s.past).toEqual([citations]);
    expect(editorReducer(s0, { type: 'move', positions: { gone: { x: 1, y: 1 } } })).toBe(s0);
  });

  test('move with routes (Tidy up) gives the connectors named their waypoints, as one step undone and redone whole', () => {
    const lane = [
      { x: 300, y: 40 },
      { x: 510, y: 40 },
    ];
    const s = editorReducer(s0, {
      type: 'move',
      positions: { m: { x: 0, y: 0 }, o: { x: 960, y: 80 } },
      routes: { 'm.text-x.text': lane, 'x.references-v.references': [] },
    });
    const edge = (st: EditorState, id: string) => st.edges.find((e) => e.id === id)!;
    expect(edge(s, 'm.text-x.text')).toMatchObject({ type: 'routed', data: { route: lane } });
    expect(edge(s, 'x.references-v.references')).toMatchObject({ type: 'routed', data: { route: [] } });
    expect(edge(s, 'l.list-r.list').type).toBe('default');
    expect(graph(s).edges.find((e) => e.id === 'm.text-x.text')!.route).toEqual(lane);
    expect(s.past).toEqual([citations]);
    const back = editorReducer(s, { type: 'undo' });
    expect(graph(back)).toEqual(citations);
    expect(back.edges.every((e) => e.type === 'default')).toBe(true);
    expect(edge(editorReducer(back, { type: 'redo' }), 'm.text-x.text')).toMatchObject({ data: { route: lane } });
  });

  test('a node moved after Tidy up drops the waypoints of its own connectors only', () => {
    const tidied = editorReducer(s0, {
      type: 'move',
      positions: { m: { x: 0, y: 0 } },
      routes: Object.fromEntries(citations.edges.map((e) => [e.id, []])),
    });
    const dragged = after(
      tidied,
      { type: 'dragStart' },
      { type: 'nodesChanged', changes: [{ type: 'position', id: 'l', position: { x: 200, y: 300 }, dragging: true }] },
    );
    const routed = dragged.edges.filter((e) => e.type === 'routed').map((e) => e.id);
    expect(routed).toEqual(citations.edges.map((e) => e.id).filter((id) => id !== 'l.list-r.list'));
    // Measurements and selection keep them.
    const measured = editorReducer(tidied, {
      type: 'nodesChanged',
      changes: [{ type: 'select', id: 'l', selected: true }],
    });
    expect(measured.edges).toBe(tidied.edges);
    // A plain move takes them off the connectors of the nodes it places.
    const moved = editorReducer(tidied, { type: 'move', positions: { o: { x: 1000, y: 0 } } });
    expect(moved.edges.filter((e) => e.type === 'default').map((e) => e.id)).toEqual([
      'v.findings-o.sections',
      'r.findings-o.sections',
    ]);
  });

  test('select picks exactly the nodes named, and connectors only when named', () => {
    const withEdge = editorReducer(s0, {
      type: 'edgesChanged',
      changes: [{ type: 'select', id: 'm.text-x.text', selected: true }],
    });
    const s = after(withEdge, { type: 'select', nodes: ['m', 'o'] }, { type: 'select', nodes: ['x'] });
    expect(selection(s)).toEqual({ nodes: ['x'], edges: ['m.text-x.text'] });
    expect(selection(editorReducer(s, { type: 'select', nodes: [], edges: ['l.list-r.list'] }))).toEqual({
      nodes: [],
      edges: ['l.list-r.list'],
    });
    expect(s.past).toEqual([]);
  });

  test('setSettings replaces a node’s settings as one step of undo; an unknown node changes nothing', () => {
    const s = editorReducer(s0, { type: 'setSettings', id: 'o', settings: { title: 'Mine' } });
    expect(s.nodes.find((n) => n.id === 'o')!.data.settings).toEqual({ title: 'Mine' });
    expect(graph(editorReducer(s, { type: 'undo' }))).toEqual(citations);
    expect(editorReducer(s0, { type: 'setSettings', id: 'gone', settings: {} })).toBe(s0);
  });

  test('load replaces the graph as one step of undo; what undo brings back has nothing selected', () => {
    const selected = editorReducer(s0, { type: 'select', nodes: ['m'] });
    const screening = TEMPLATE_BY_ID.screening!.workflow;
    const s = editorReducer(selected, { type: 'load', workflow: screening });
    expect(graph(s)).toEqual(screening);
    const back = editorReducer(s, { type: 'undo' });
    expect(graph(back)).toEqual(citations);
    expect(selection(back).nodes).toEqual([]);
    expect(graph(editorReducer(back, { type: 'redo' }))).toEqual(screening);
  });
});

describe('undo and redo', () => {
  const s0 = createEditor(EMPTY);
  const a = { type: 'addNode', nodeType: 'manuscript' } as const;
  const b = { type: 'addNode', nodeType: 'extractReferences' } as const;
  const c = { type: 'addNode', nodeType: 'report' } as const;

  test('walk back and forth through the changes', () => {
    const s = after(s0, a, b, c);
    expect(ids(after(s, { type: 'undo' }))).toEqual(['manuscript-1', 'extractReferences-2']);
    expect(ids(after(s, { type: 'undo' }, { type: 'undo' }))).toEqual(['manuscript-1']);
    expect(ids(after(s, { type: 'undo' }, { type: 'undo' }, { type: 'undo' }))).toEqual([]);
    const back = after(s, { type: 'undo' }, { type: 'undo' }, { type: 'undo' }, { type: 'undo' });
    expect(ids(back)).toEqual([]);
    expect(back.past).toEqual([]);
    expect(back.future).toHaveLength(3);
    expect(ids(after(back, { type: 'redo' }, { type: 'redo' }))).toEqual(['manuscript-1', 'extractReferences-2']);
    const forward = after(back, { type: 'redo' }, { type: 'redo' }, { type: 'redo' });
    expect(graph(forward)).toEqual(graph(s));
    expect(editorReducer(forward, { type: 'redo' })).toBe(forward);
  });

  test('a change after undo starts a new branch: the undone changes can no longer be redone', () => {
    const branched = after(s0, a, b, { type: 'undo' }, c);
    expect(ids(branched)).toEqual(['manuscript-1', 'report-3']);
    expect(branched.future).toEqual([]);
    expect(editorReducer(branched, { type: 'redo' })).toBe(branched);
    // Undo goes back along the new branch, past the point where it forked.
    expect(ids(after(branched, { type: 'undo' }))).toEqual(['manuscript-1']);
    expect(ids(after(branched, { type: 'undo' }, { type: 'undo' }))).toEqual([]);
    // A refused change is not a change: it keeps what can be redone.
    const undone = after(s0, a, b, { type: 'undo' });
    const refused = editorReducer(undone, link('manuscript-1', 'text', 'manuscript-1', 'text'));
    expect(refused).toBe(undone);
    expect(ids(editorReducer(refused, { type: 'redo' }))).toEqual(['manuscript-1', 'extractReferences-2']);
  });

  test(`keeps the last ${HISTORY_LIMIT} changes and forgets older ones`, () => {
    const changes = HISTORY_LIMIT + 50;
    let s = after(s0, a);
    for (let i = 0; i < changes; i++)
      s = editorReducer(s, { type: 'setSettings', id: 'manuscript-1', settings: { n: i } });
    expect(s.past).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i++) s = editorReducer(s, { type: 'undo' });
    // The oldest reachable graph is the one before the 100th-last change, i.e. after change 49.
    expect(s.nodes[0]!.data.settings).toEqual({ n: changes - HISTORY_LIMIT - 1 });
    expect(s.past).toEqual([]);
    expect(editorReducer(s, { type: 'undo' })).toBe(s);
    expect(s.future).toHaveLength(HISTORY_LIMIT);
    for (let i = 0; i < HISTORY_LIMIT; i++) s = editorReducer(s, { type: 'redo' });
    expect(s.nodes[0]!.data.settings).toEqual({ n: changes - 1 });
  });

  test('redo keeps within the limit too', () => {
    let s = after(s0, a);
    for (let i = 0; i < HISTORY_LIMIT + 5; i++)
      s = editorReducer(s, { type: 'setSettings', id: 'manuscript-1', settings: { n: i } });
    s = after(s, { type: 'undo' }, { type: 'redo' });
    expect(s.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe('copy and paste', () => {
  test('nothing selected copies nothing', () => {
    expect(copySelection(createEditor(citations))).toBeNull();
  });

  test('copies the selected nodes with the connectors between them, not those leaving the selection', () => {
    const s = editorReducer(createEditor(citations), { type: 'select', nodes: ['m', 'x'] });
    const clip = copySelection(s)!;
    expect(clip.nodes.map((n) => n.id)).toEqual(['m', 'x']);
    expect(clip.edges.every((e) => ['m', 'x'].includes(e.source) && ['m', 'x'].includes(e.target))).toBe(true);
    expect(clip.edges.length).toBeGreaterThan(0);
  });

  test('pastes fresh copies offset from the originals, selected alone, joined as they were, in one step of undo', () => {
    const s0 = editorReducer(createEditor(citations), { type: 'select', nodes: ['m', 'x'] });
    const clip = copySelection(s0)!;
    const s = editorReducer(s0, { type: 'paste', clip });
    expect(ids(s)).toEqual([...ids(s0), 'manuscript-1', 'extractReferences-2']);
    expect(selection(s).nodes).toEqual(['manuscript-1', 'extractReferences-2']);
    expect(s.nodes.at(-2)!.position).toEqual({ x: 40, y: 130 });
    expect(s.nodes.at(-2)!.data.settings).toEqual({ sample: 'wetlands' });
    const pasted = s.edges.filter((e) => e.source === 'manuscript-1');
    expect(pasted.map((e) => e.target)).toEqual(clip.edges.map(() => 'extractReferences-2'));
    expect(graph(editorReducer(s, { type: 'undo' }))).toEqual(citations);
    // A second paste gets ids of its own.
    expect(ids(editorReducer(s, { type: 'paste', clip })).slice(-2)).toEqual(['manuscript-3', 'extractReferences-4']);
  });

  test('an empty clip changes nothing', () => {
    const s = createEditor(citations);
    expect(editorReducer(s, { type: 'paste', clip: EMPTY })).toBe(s);
  });
});
