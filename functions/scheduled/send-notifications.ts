// Every minute: drain the notification outbox. The immediate attempt after a contact or signup
// usually sends it first; this run sends what that attempt could not (a mail server that was down,
// an instance that was frozen), retries on its backoff, and is safe beside another run at once.
import { drainNotifications } from '../src/notify/sender.ts';

export default async function sendNotifications(): Promise<Response> {
  // Netlify stops a scheduled function after 30 s; stop claiming well before, and finish what is claimed.
  const result = await drainNotifications({ budgetMs: 15_000 });
  return Response.json(result);
}
