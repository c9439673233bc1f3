// Every demo's frame document, by demo id (FRAME_DOCUMENTS_PATH): fetched by the landing page's demos
// island when it hydrates, so the page's HTML carries no embed code. Built with the page from the
// same content; the build hashes the scripts it holds into the Content-Security-Policy.
import type { APIRoute } from 'astro';
import { demoDocument } from '../../islands/lib/demo-frame';
import { loadSiteData } from '../../lib/data';

export const GET: APIRoute = async () => {
  const { demos } = await loadSiteData();
  return new Response(JSON.stringify(Object.fromEntries(demos.map((d) => [d.id, demoDocument(d.embedCode)]))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
