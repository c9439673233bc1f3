// The canvas's own keys (React Flow brings the rest: Tab between nodes, arrows to move, Delete).

export type Command = 'undo' | 'redo' | 'run';

/** What a key pressed with Ctrl (⌘ on a Mac) does on the canvas, if anything. */
export function commandFor(key: string, shift: boolean): Command | null {
  const k = key.toLowerCase();
  if (k === 'z') return shift ? 'redo' : 'undo';
  if (k === 'y') return 'redo';
  if (key === 'Enter') return 'run';
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

/**
 * What a key pressed inside the canvas asks for. A node focused with Tab opens (its settings, or
 * its output after a run) on Enter or Space. Ctrl or ⌘ with Z, Shift+Z, Y or Enter undo, redo and
 * run, except while typing in a field, where they keep their usual meaning.
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
  return command ? { command } : null;
}
