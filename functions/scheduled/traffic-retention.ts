// Every hour: daily salts older than 48 hours are deleted (no key of their day can be made again),
// and raw page views older than the retention setting; the tallies the reports read are kept.
import { deleteExpiredTraffic, getDb } from '@nodal/db';

export default async function trafficRetention(): Promise<Response> {
  return Response.json(await deleteExpiredTraffic(await getDb()));
}
