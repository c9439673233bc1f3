// The scheduled function's work: make every due article public and ask for the rebuild that puts
// it on the site. The rebuild is requested by the run that published, in the same run, so a
// scheduled post cannot go public in the database and never reach the pages.
import type { Article } from '@nodal/shared';
import { getDb, publishDueArticles } from '@nodal/db';
import { audit } from '../audit.ts';
import { requestRebuild } from '../rebuild.ts';
import { SYSTEM } from './article-audit.ts';

/** Publishes what is due; the articles this run published (another run's are not repeated). */
export async function publishScheduled(): Promise<Article[]> {
  // One statement publishes; each article's audit row, by the system, commits with it.
  const published = await (
    await getDb()
  ).transaction(async (tx) => {
    const due = await publishDueArticles(tx);
    for (const article of due)
      await audit(
        tx,
        SYSTEM,
        'article.publish',
        { type: 'article', id: article.id },
        {
          published: [false, true],
          scheduledFor: article.createdAt,
        },
      );
    return due;
  });
  if (published.length === 0) return published;
  const pending: Promise<unknown>[] = [];
  const slugs = published.map((article) => article.slug).join(', ');
  // No response to hold here: wait for the build hook, so the invocation outlives the call.
  requestRebuild((work) => void pending.push(work), `scheduled article published: ${slugs}`);
  await Promise.all(pending);
  for (const article of published) console.info(`[publish-scheduled] published ${article.slug}`);
  return published;
}
