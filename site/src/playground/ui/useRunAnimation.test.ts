import { describe, expect, test } from 'vitest';
import { runGraph } from '../engine/engine';
import type { RunResult } from '../engine/types';
import { TEMPLATE_BY_ID } from '../templates';
import {
  NO_RUN,
  STEP_MS,
  createRunDecorator,
  outcome,
  runReducer,
  runTimeline,
  type RunAction,
  type RunDisplay,
} from './useRunAnimation';
import { createEditor, toGraph } from './useWorkflowEditor';

const citations = TEMPLATE_BY_ID.citations!.workflow;
const result: RunResult = runGraph(toGraph(citations), { today: new Date('2026-01-15') });
const replay = (state: RunDisplay, actions: RunAction[]) => actions.reduce(runReducer, state);

describe('runTimeline', () => {
  const timeline = runTimeline(result);

  test('each node in run order starts one step after the last, and shows its result before the next starts', () => {
    expect(result.order).toEqual(['m', 'l', 'x', 'v', 'r', 'o']);
    const starts = timeline.filter((t) => t.action.type === 'step' && t.action.view.status === 'running');
    expect(starts.map((t) => [t.at, t.action.type === 'step' && t.action.node])).toEqual(
      result.order.map((id, i) => [i * STEP_MS, id]),
    );
    for (const [i, id] of result.order.entries()) {
      const done = timeline.find(
        (t) => t.action.type === 'step' && t.action.node === id && t.action.view.status !== 'running',
      )!;
      expect(done.at).toBeGreaterThan(i * STEP_MS);
      expect(done.at).toBeLessThan((i + 1) * STEP_MS);
      expect(done.action).toMatchObject({ view: outcome(result, id) });
    }
  });

  test('ends with the result, once every node has shown its own, in time order throughout', () => {
    const last = timeline.at(-1)!;
    expect(last.action).toEqual({ type: 'finish', result });
    expect(last.at).toBe(result.order.length * STEP_MS + 60);
    const times = timeline.map((t) => t.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

describe('runReducer', () => {
  test('start: every node waits, nothing flows, and a replay is under way only when animated', () => {
    const started = runReducer(NO_RUN, { type: 'start', order: result.order, animated: true });
    expect(started.running).toBe(true);
    expect(Object.values(started.nodes).map((v) => v.status)).toEqual(result.order.map(() => 'waiting'));
    expect(started.flowingInto).toBeNull();
    expect(runReducer(NO_RUN, { type: 'start', order: result.order, animated: false }).running).toBe(false);
  });

  test('mid-replay one node runs at a time, and the flow moves to the connectors into it', () => {
    const actions = runTimeline(result).map((t) => t.action);
    let state = runReducer(NO_RUN, { type: 'start', order: result.order, animated: true });
    for (const action of actions.slice(0, -1)) {
      state = runReducer(state, action);
      const running = Object.entries(state.nodes).filter(([, v]) => v.status === 'running');
      expect(running.length).toBeLessThanOrEqual(1);
      if (running.length) expect(state.flowingInto).toBe(running[0]![0]);
    }
    expect(state.flowingInto).toBe('o');
    expect(state.result).toBeNull();
  });

  test('finish: every node shows its outcome, the flow stops, the result is kept, and the run counts as had', () => {
    const done = replay(NO_RUN, [
      { type: 'start', order: result.order, animated: true },
      ...runTimeline(result).map((t) => t.action),
    ]);
    expect(done).toMatchObject({ running: false, result, hasRun: true, flowingInto: null });
    expect(done.nodes).toEqual(Object.fromEntries(result.order.map((id) => [id, outcome(result, id)])));
    expect(done.nodes.m).toEqual({ status: 'done', summary: '479 words', error: '' });
  });

  test('reset takes the run off the canvas but keeps that one was had; with nothing on show it changes nothing', () => {
    const done = replay(NO_RUN, [
      { type: 'start', order: result.order, animated: false },
      { type: 'finish', result },
    ]);
    expect(runReducer(done, { type: 'reset' })).toEqual({ ...NO_RUN, hasRun: true });
    expect(runReducer(NO_RUN, { type: 'reset' })).toBe(NO_RUN);
    const midway = replay(NO_RUN, [
      { type: 'start', order: result.order, animated: true },
      ...runTimeline(result)
        .slice(0, 3)
        .map((t) => t.action),
    ]);
    expect(runReducer(midway, { type: 'reset' })).toEqual(NO_RUN);
  });

  test('an error is shown on its node', () => {
    const broken = runGraph(
      { nodes: [{ id: 'r', type: 'retractionCheck', settings: {} }], edges: [] },
      { today: new Date('2026-01-15') },
    );
    expect(outcome(broken, 'r')).toEqual({
      status: 'error',
      summary: '',
      error: 'Connect the “references” inlet: this node needs reference list.',
    });
  });
});

describe('createRunDecorator', () => {
  const { nodes, edges } = createEditor(citations);

  test('with no run on show, the canvas draws the editor’s own nodes and connectors', () => {
    const decorate = createRunDecorator();
    const drawn = decorate(nodes, edges, NO_RUN);
    expect(drawn.nodes).toBe(nodes);
    expect(drawn.edges).toBe(edges);
  });

  test('draws each node’s view and sets the connectors into the running node flowing', () => {
    const decorate = createRunDecorator();
    const state = replay(NO_RUN, [
      { type: 'start', order: result.order, animated: true },
      ...runTimeline(result)
        .slice(0, 5)
        .map((t) => t.action),
    ]);
    expect(state.flowingInto).toBe('x');
    const drawn = decorate(nodes, edges, state);
    expect(drawn.nodes.find((n) => n.id === 'm')!.data).toMatchObject({ status: 'done', summary: '479 words' });
    expect(drawn.nodes.find((n) => n.id === 'x')!.data).toMatchObject({ status: 'running' });
    expect(drawn.nodes.find((n) => n.id === 'o')!.data).toMatchObject({ status: 'waiting', settings: {} });
    expect(drawn.edges.filter((e) => e.animated).map((e) => [e.id, e.className])).toEqual([
      ['m.text-x.text', 'pg-flowing'],
    ]);
    // The editor's own objects are left as they were.
    expect(nodes.every((n) => n.data.status === 'idle')).toBe(true);
    expect(edges.some((e) => e.animated)).toBe(false);
  });

  test('a node keeps its drawn object until it or its view changes', () => {
    const decorate = createRunDecorator();
    const start = runReducer(NO_RUN, { type: 'start', order: result.order, animated: true });
    const first = decorate(nodes, edges, start);
    const step = runReducer(start, runTimeline(result)[0]!.action);
    const moved = nodes.map((n) => (n.id === 'o' ? { ...n, position: { x: 900, y: 90 } } : n));
    const second = decorate(moved, edges, step);
    const same = (id: string) => first.nodes.find((n) => n.id === id) === second.nodes.find((n) => n.id === id);
    expect(same('m')).toBe(false);
    expect(same('o')).toBe(false);
    expect(['l', 'x', 'v', 'r'].every(same)).toBe(true);
  });
});
