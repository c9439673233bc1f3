// The graph in the URL hash, so a link reopens it: compact JSON, base64url-encoded, with the view it
// was shared at when there is one. Anything read back is checked against the node library; a
// damaged or foreign hash is ignored, never trusted. Links from before views were kept have none
// and still open (fitted to the screen).
import { NODE_TYPES } from './engine/nodes';
import type { Settings } from './engine/types';
import type { Workflow } from './templates';

const PREFIX = '#wf=';
/** Pasted text longer than this stays out of the link; the link says which sample or none. */
const MAX_TEXT_IN_LINK = 4000;

/** The zoom a canvas allows; a shared view's zoom is held within it. */
export const ZOOM_RANGE = { min: 0.3, max: 1.6 } as const;

/**
 * Where a shared canvas looks: the point of the graph at the middle of the visible canvas, in the
 * graph's own coordinates, and the zoom. Kept by its middle rather than by React Flow's pan, so the
 * same part of the graph is in the middle of a phone and of a wide screen.
 */
export interface SharedView {
  x: number;
  y: number;
  zoom: number;
}

type Packed = {
  v: 1;
  n: [string, string, number, number, Settings?][];
  e: [string, string, string, string][];
  /** The view: x, y, zoom. Optional: links made before it existed have none. */
  vp?: [number, number, number];
};

const toBase64Url = (s: string) => {
  const bytes = new TextEncoder().encode(s);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (s: string) => {
  const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
};

export function encodeWorkflow(w: Workflow, view?: SharedView | null): string {
  const packed: Packed = {
    v: 1,
    n: w.nodes.map((n) => {
      const settings = { ...n.settings };
      if (typeof settings.text === 'string' && settings.text.length > MAX_TEXT_IN_LINK) settings.text = '';
      const kept = Object.keys(settings).length ? settings : undefined;
      return kept
        ? [n.id, n.type, Math.round(n.x), Math.round(n.y), kept]
        : [n.id, n.type, Math.round(n.x), Math.round(n.y)];
    }),
    e: w.edges.map((e) => [e.source, e.sourceHandle, e.target, e.targetHandle]),
  };
  if (view) packed.vp = [Math.round(view.x), Math.round(view.y), Math.round(view.zoom * 1000) / 1000];
  return `${PREFIX}${toBase64Url(JSON.stringify(packed))}`;
}

const isScalar = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);

/** The view in a link, if it has a usable one; its zoom held within ZOOM_RANGE. */
function readView(vp: unknown): SharedView | null {
  if (!Array.isArray(vp) || vp.length !== 3 || !vp.every((n) => typeof n === 'number' && Number.isFinite(n)))
    return null;
  const [x, y, zoom] = vp as [number, number, number];
  if (zoom <= 0) return null;
  return { x, y, zoom: Math.min(ZOOM_RANGE.max, Math.max(ZOOM_RANGE.min, zoom)) };
}

/** The graph of a share link alone (its view, if any, left out). */
export const decodeWorkflow = (hash: string): Workflow | null => decodeShare(hash)?.workflow ?? null;

/** The graph of a share link and the view it was shared at (null for a link without one). */
export function decodeShare(hash: string): { workflow: Workflow; view: SharedView | null } | null {
  if (!hash.startsWith(PREFIX)) return null;
  try {
    const packed = JSON.parse(fromBase64Url(hash.slice(PREFIX.length))) as Packed;
    if (packed?.v !== 1 || !Array.isArray(packed.n) || !Array.isArray(packed.e)) return null;
    const nodes = packed.n
      .filter((n) => Array.isArray(n) && typeof n[0] === 'string' && NODE_TYPES[n[1]])
      .slice(0, 200)
      .map(([id, type, x, y, settings]) => ({
        id: String(id).slice(0, 40),
        type,
        x: Number.isFinite(x) ? x : 0,
        y: Number.isFinite(y) ? y : 0,
        settings: Object.fromEntries(
          Object.entries(settings && typeof settings === 'object' ? settings : {}).filter(([, v]) => isScalar(v)),
        ) as Settings,
      }));
    const ids = new Set(nodes.map((n) => n.id));
    const edges = packed.e
      .filter((e) => Array.isArray(e) && e.length === 4 && ids.has(e[0]) && ids.has(e[2]))
      .map(([source, sourceHandle, target, targetHandle]) => ({
        id: `${source}.${sourceHandle}-${target}.${targetHandle}`,
        source,
        sourceHandle: String(sourceHandle),
        target,
        targetHandle: String(targetHandle),
      }));
    return { workflow: { nodes, edges }, view: readView(packed.vp) };
  } catch {
    return null;
  }
}
