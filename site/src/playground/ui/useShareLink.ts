// The share link of the graph on the canvas and the view of it (its encoding is ../share.ts). On
// /playground the page keeps both in its hash, so the address bar is always a share link.
import { useEffect, useMemo, useState } from 'react';
import { pages } from '@nodal/shared/paths';
import { encodeWorkflow, type SharedView } from '../share';
import type { Workflow } from '../templates';

/** How long the share button says the link was copied. */
const COPIED_MS = 2000;
/** The address bar follows the graph once edits pause for this long, not on every drag frame. */
const HASH_DELAY_MS = 250;

export function useShareLink(workflow: Workflow, view: SharedView | null, ownsHash: boolean) {
  /** The graph alone: what "Open Full Screen" carries, so the bigger screen fits it afresh. */
  const graphHash = useMemo(() => encodeWorkflow(workflow), [workflow]);
  const hash = useMemo(() => encodeWorkflow(workflow, view), [workflow, view]);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!ownsHash) return;
    const t = setTimeout(() => window.history.replaceState(null, '', hash), HASH_DELAY_MS);
    return () => clearTimeout(t);
  }, [hash, ownsHash]);

  /**
   * Copies the link to the graph at `current` (the view as it is this moment); resolves to null once
   * copied, or to the link itself when the clipboard refused it.
   */
  const copy = async (current: SharedView | null): Promise<string | null> => {
    const url = `${location.origin}${pages.playground}${encodeWorkflow(workflow, current)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_MS);
      return null;
    } catch {
      return url;
    }
  };

  return { hash, graphHash, copied, copy };
}
