// The card after a run that invites a visitor to early access; once closed, it stays closed for the visit.
import { pages } from '@nodal/shared/paths';
import ArrowRight from 'lucide-react/icons/arrow-right';
import X from 'lucide-react/icons/x';
import { useState } from 'react';

const CLOSED_KEY = 'nodal:playground-upsell-closed';

const closedThisVisit = () => {
  try {
    return sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false; // Storage blocked: the card shows, and its close button still hides it for this page.
  }
};

/**
 * Shown once a run has finished (`shown`), until closed. It stays mounted while hidden, so a card
 * closed where storage is blocked does not come back with the next run.
 */
export function RunUpsell({ shown, page }: { shown: boolean; page: boolean }) {
  const [closed, setClosed] = useState(closedThisVisit);
  if (!shown || closed) return null;
  const close = () => {
    setClosed(true);
    try {
      sessionStorage.setItem(CLOSED_KEY, '1');
    } catch {
      // Storage blocked: closed for this page only.
    }
  };
  return (
    // Bottom right beside the graph; on a phone at the top, clear of the sheets and the zoom controls.
    <div
      className="absolute right-3 bottom-3 left-3 z-10 mx-auto flex max-w-md flex-wrap items-center justify-between gap-2 rounded-xl bg-navy-900 px-4 py-3 text-sm text-white shadow-lift max-md:top-2 max-md:bottom-auto max-md:left-14 sm:left-auto"
      data-playground-cta
    >
      <span>Run this on every submission, with live Crossref and retraction data.</span>
      <span className="flex items-center gap-1">
        <a
          href={page ? pages.anchor('signup') : '#signup'}
          className="btn btn-light px-3 py-1.5 text-xs"
          data-cta="playground-early-access"
        >
          Get Early Access <ArrowRight aria-hidden="true" className="size-3.5" />
        </a>
        <button
          type="button"
          onClick={close}
          className="rounded-md p-1.5 text-white/80 hover:bg-white/10 hover:text-white"
          aria-label="Close"
          title="Close"
          data-playground-cta-close
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </span>
    </div>
  );
}
