// The graph in the URL hash, so a link reopens it: compact JSON, base64url-encoded. Anything read
// back is checked against the node library; a damaged or foreign hash is ignored, never trusted.
import { NODE_TYPES } from './engine/nodes';
import type { Settings } from './engine/types';
import type { Workflow } from './templates';

const PREFIX = '#wf=';
/** Pasted text longer than this stays out of the link; the link says which sample or none. */
const MAX_TEXT_IN_LINK = 4000;

type Packed = { v: 1; n: [string, string, number, number, Settings?][]; e: [string, string, string, string][] };

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

export function encodeWorkflow(w: Workflow): string {
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
  return `${PREFIX}${toBase64Url(JSON.stringify(packed))}`;
}

const isScalar = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v);

export function decodeWorkflow(hash: string): Workflow | null {
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
    return { nodes, edges };
  } catch {
    return null;
  }
}
