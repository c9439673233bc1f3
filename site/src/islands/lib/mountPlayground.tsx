// The landing page's live canvas, mounted on request: WorkflowDemo.astro shows a prebuilt picture
// of the workflow and imports this module only when a visitor asks for the canvas, so React Flow
// and the engine are never fetched for a visit that only reads the page.
import { createRoot } from 'react-dom/client';
import Playground from '../../playground/ui/Playground';

/** Renders the embedded canvas into `host`; resolves once its root element is in the document. */
export function mountPlayground(host: HTMLElement): Promise<HTMLElement> {
  const shown = () => host.querySelector<HTMLElement>('[data-playground]');
  createRoot(host).render(<Playground variant="embedded" />);
  return new Promise((resolve) => {
    const now = shown();
    if (now) return resolve(now);
    const observer = new MutationObserver(() => {
      const root = shown();
      if (!root) return;
      observer.disconnect();
      resolve(root);
    });
    observer.observe(host, { childList: true, subtree: true });
  });
}
