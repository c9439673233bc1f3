// Every demo's frame document, by demo id: fetched by the landing page's demos island when it
// hydrates, so the page's HTML does not carry each embed code a second time in the island's props.
// Built with the page from the same content, so the scripts it holds are the ones the page's HTML
// names in data-srcdoc and the build hashes into the Content-Security-Policy.
import type { APIRoute } from 'astro';
import { demoDocument } from '../../islands/lib/demo-frame';
import { loadSiteData } from '../../lib/data';

export const GET: APIRoute = async () => {
  const { demos } = await loadSiteData();
  return new Response(JSON.stringify(Object.fromEntries(demos.map((d) => [d.id, demoDocument(d.embedCode)]))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
