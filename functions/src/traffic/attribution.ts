// Which visit a signup or contact came from: today's key is made again from the post's address and
// user agent (so a form posted without JavaScript is attributed too), and its latest visit named.
import { getDb, latestVisit } from '@nodal/db';
import { existingVisitorKey } from './visitor.ts';

/**
 * The visit's id, or null. Attribution is a nicety: whatever goes wrong here, the form is still
 * saved, unattributed, and the failure is logged without the request's address or user agent.
 */
export async function visitOf(req: Request, ip: string): Promise<number | null> {
  try {
    const key = await existingVisitorKey(req, ip);
    return key && (await latestVisit(await getDb(), key));
  } catch (error) {
    console.error('[traffic] attribution skipped:', (error as Error)?.message ?? error);
    return null;
  }
}
