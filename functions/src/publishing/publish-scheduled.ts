// The scheduled function's work: make every due article public and ask for the rebuild that puts
// it on the site. The rebuild is requested by the run that published, in the same run, so a
// scheduled post cannot go public in the database and never reach the pages.
import type { Article } from '@nodal/shared';
import { getDb, publishDueArticles } from '@nodal/db';
import { requestRebuild } from '../rebuild.ts';

/** Publishes what is due; the articles this run published (another run's are not repeated). */
export async function publishScheduled(): Promise<Article[]> {
  const published = await publishDueArticles(await getDb());
  if (published.length === 0) return published;
  const pending: Promise<unknown>[] = [];
  const slugs = published.map((article) => article.slug).join(', ');
  // No response to hold here: wait for the build hook, so the invocation outlives the call.
  requestRebuild((work) => void pending.push(work), `scheduled article published: ${slugs}`);
  await Promise.all(pending);
  for (const article of published) console.info(`[publish-scheduled] published ${article.slug}`);
  return published;
}
