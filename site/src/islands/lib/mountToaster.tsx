// The toasts' live region is static HTML on the page (index.astro renders <Toaster /> without a
// client directive), so React is not loaded at page load just for an empty region. Only the forms
// raise toasts: the first form to hydrate brings the region to life, before anyone can submit.
import { hydrateRoot } from 'react-dom/client';
import Toaster from '../Toaster';

let hydrated = false;

export function mountToaster(): void {
  const root = document.querySelector('[data-toaster-root]');
  if (hydrated || !root) return;
  hydrated = true;
  hydrateRoot(root, <Toaster />);
}
