// Every published article's card data: what the Updates search filters in the browser. Static, so
// searching costs no database query; the list page fetches it only when a search starts.
import type { APIRoute } from 'astro';
import { loadSiteData } from '../../lib/data';
import { toCardData } from '../../lib/updates-filter.ts';

export const GET: APIRoute = async () => {
  const { articles } = await loadSiteData();
  return new Response(JSON.stringify(articles.map(toCardData)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
