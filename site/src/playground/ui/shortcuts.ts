// The canvas's own keys (React Flow brings the rest: Tab between nodes, arrows to move, Delete).

export type Command = 'undo' | 'redo' | 'run' | 'selectAll' | 'copy' | 'paste';

/** The commands that act on what is selected on the canvas, and so only while the canvas has focus. */
const CANVAS_ONLY: ReadonlySet<Command> = new Set(['selectAll', 'copy', 'paste']);

/** What a key pressed with Ctrl (⌘ on a Mac) does on the canvas, if anything. */
export function commandFor(key: string, shift: boolean): Command | null {
  const k = key.toLowerCase();
  if (k === 'z') return shift ? 'redo' : 'undo';
  if (k === 'y') return 'redo';
  if (key === 'Enter') return 'run';
  if (shift) return null;
  if (k === 'a') return 'selectAll';
  if (k === 'c') return 'copy';
  if (k === 'v') return 'paste';
  return null;
}

/** The part of a keyboard event these keys depend on. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  target: EventTarget | null;
}

export type CanvasKey = { open: string } | { command: Command } | null;

/** The element that holds the graph (React Flow's root, or the focusable frame around it). */
export const CANVAS_SELECTOR = '[data-canvas]';

/**
 * What a key pressed inside the playground asks for. A node focused with Tab opens (its settings, or
 * its output after a run) on Enter or Space. Ctrl or ⌘ with Z, Shift+Z, Y or Enter undo, redo and
 * run anywhere in the playground, except while typing in a field, where they keep their usual
 * meaning. Ctrl or ⌘ with A, C and V select all, copy and paste nodes only while the focus is on the
 * canvas itself: elsewhere (the panel's text, the toolbar) they stay the browser's own.
 */
export function canvasKey(e: KeyPress): CanvasKey {
  const target = e.target as HTMLElement;
  const focusedNode = target.closest<HTMLElement>('.react-flow__node');
  if (focusedNode && (e.key === 'Enter' || e.key === ' ') && target === focusedNode) {
    const id = focusedNode.dataset.id;
    return id ? { open: id } : null;
  }
  if (!(e.metaKey || e.ctrlKey) || target.closest('input, textarea, select')) return null;
  const command = commandFor(e.key, e.shiftKey);
  if (!command) return null;
  if (CANVAS_ONLY.has(command) && !target.closest(CANVAS_SELECTOR)) return null;
  return { command };
}
