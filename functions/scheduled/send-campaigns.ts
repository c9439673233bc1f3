// Every minute: send the newsletters and invitations that are due, for up to 20 s of Netlify's 30,
// at MAIL_RATE_PER_SECOND. A campaign larger than one run's share goes on in the next runs; two runs
// at once never take the same recipient.
import { sendCampaigns } from '../src/audience/campaign-sender.ts';

export default async function sendCampaignsNow(): Promise<Response> {
  return Response.json(await sendCampaigns({ budgetMs: 20_000 }));
}
