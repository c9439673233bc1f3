// The admin's live preview of embed code that is not saved yet. Published demos run in srcdoc
// frames under the page's policy, which allows only the inline scripts the build hashed; unsaved
// code has no hash yet, so the preview frame loads this document instead: the page policy with
// inline scripts allowed, in a sandbox (an opaque origin: no cookies, storage or admin DOM), and
// only inside our own pages. The admin posts the code to it; nothing is stored or echoed back.
import { PAGE_CSP, serializeCsp } from '@nodal/shared/csp';
import { requireAdmin } from '../src/auth/guards.ts';
import { api } from '../src/http/handler.ts';

const POLICY = serializeCsp(
  PAGE_CSP.map(([name, ...sources]) =>
    name === 'frame-ancestors' ? [name, "'self'"] : [name, ...sources],
  ) as typeof PAGE_CSP,
  { 'script-src': ["'unsafe-inline'"] },
);

// document.open() clears this listener, so each frame renders one message; the admin makes a new
// frame for every change. Only the framing page may send it.
const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo preview</title></head><body><script>
addEventListener('message', function (event) {
  if (event.source !== parent || !event.data || event.data.type !== 'nodal:demo-preview') return;
  document.open();
  document.write(String(event.data.html));
  document.close();
});
parent.postMessage({ type: 'nodal:demo-preview-ready' }, '*');
</script></body></html>`;

export default api('adminDemoPreview', {
  async GET(req) {
    await requireAdmin(req);
    return new Response(SHELL, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': `sandbox allow-scripts; ${POLICY}`,
        'X-Frame-Options': 'SAMEORIGIN',
      },
    });
  },
});
