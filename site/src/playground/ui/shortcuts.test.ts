import { describe, expect, test } from 'vitest';
import { canvasKey, commandFor, type KeyPress } from './shortcuts';

/** Just enough of an element for canvasKey: what it sits inside, and a node's id. */
function element(inside: string[], id?: string): EventTarget {
  const el = {
    dataset: id ? { id } : {},
    closest: (selector: string) =>
      selector.split(',').some((s) => inside.includes(s.trim())) ? (selector === '.react-flow__node' ? el : {}) : null,
  };
  return el as unknown as EventTarget;
}
const press = (key: string, target: EventTarget, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  target,
  ...mods,
});

describe('commandFor', () => {
  test.each([
    ['z', false, 'undo'],
    ['Z', true, 'redo'],
    ['z', true, 'redo'],
    ['y', false, 'redo'],
    ['Enter', false, 'run'],
    ['a', false, 'selectAll'],
    ['A', false, 'selectAll'],
    ['c', false, 'copy'],
    ['v', false, 'paste'],
    ['a', true, null],
    ['b', false, null],
    ['Delete', false, null],
  ] as const)('%s (shift %s) → %s', (key, shift, command) => expect(commandFor(key, shift)).toBe(command));
});

describe('canvasKey', () => {
  const canvas = element(['[data-canvas]']);
  const toolbar = element([]);
  const node = element(['.react-flow__node', '[data-canvas]'], 'manuscript-1');
  const field = element(['textarea']);

  test('Enter or Space on a focused node opens it; other keys on it do nothing of ours', () => {
    expect(canvasKey(press('Enter', node))).toEqual({ open: 'manuscript-1' });
    expect(canvasKey(press(' ', node))).toEqual({ open: 'manuscript-1' });
    expect(canvasKey(press('a', node))).toBeNull();
    // Ctrl+Enter on a focused node still opens it rather than running.
    expect(canvasKey(press('Enter', node, { ctrlKey: true }))).toEqual({ open: 'manuscript-1' });
  });

  test('Ctrl or ⌘ with Z, Shift+Z, Y and Enter undo, redo and run', () => {
    expect(canvasKey(press('z', canvas, { ctrlKey: true }))).toEqual({ command: 'undo' });
    expect(canvasKey(press('Z', canvas, { metaKey: true, shiftKey: true }))).toEqual({ command: 'redo' });
    expect(canvasKey(press('y', canvas, { ctrlKey: true }))).toEqual({ command: 'redo' });
    expect(canvasKey(press('Enter', canvas, { metaKey: true }))).toEqual({ command: 'run' });
    expect(canvasKey(press('z', canvas))).toBeNull();
    expect(canvasKey(press('Enter', canvas))).toBeNull();
  });

  test('in a field the keys keep their usual meaning', () => {
    expect(canvasKey(press('z', field, { ctrlKey: true }))).toBeNull();
    expect(canvasKey(press('Enter', field, { ctrlKey: true }))).toBeNull();
  });

  test('Ctrl or ⌘ with A, C and V select, copy and paste only while the canvas has the focus', () => {
    expect(canvasKey(press('a', canvas, { ctrlKey: true }))).toEqual({ command: 'selectAll' });
    expect(canvasKey(press('c', node, { metaKey: true }))).toEqual({ command: 'copy' });
    expect(canvasKey(press('v', canvas, { ctrlKey: true }))).toEqual({ command: 'paste' });
    // In the toolbar or the panel, and in a field, they stay the browser's own.
    expect(canvasKey(press('a', toolbar, { ctrlKey: true }))).toBeNull();
    expect(canvasKey(press('c', toolbar, { ctrlKey: true }))).toBeNull();
    expect(canvasKey(press('a', field, { ctrlKey: true }))).toBeNull();
    // Undo still works from the toolbar.
    expect(canvasKey(press('z', toolbar, { ctrlKey: true }))).toEqual({ command: 'undo' });
  });
});
