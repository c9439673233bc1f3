// Every hour: daily salts older than 48 hours are deleted (no key of their day can be made again),
// and raw page views older than the retention setting; the tallies the reports read are kept, their
// per-connection shards of past hours and days folded into one row each.
import { deleteExpiredTraffic, foldTrafficShards, getDb } from '@nodal/db';

export default async function trafficRetention(): Promise<Response> {
  const db = await getDb();
  const deleted = await deleteExpiredTraffic(db);
  const folded = await foldTrafficShards(db);
  return Response.json({ ...deleted, folded });
}
