// Every minute: scheduled articles whose time has come go public, and the site rebuilds for them
// (the rebuild is asked for in the same run that published, so none can be missed).
import { publishScheduled as publishDue } from '../src/publishing/publish-scheduled.ts';

export default async function publishScheduled(): Promise<Response> {
  const published = await publishDue();
  return Response.json({ published: published.map((article) => article.slug) });
}
