import { getDb, suppressAddresses } from '@nodal/db';
import { mailEventsSchema, mailgunEventSchema } from '@nodal/shared';
import {
  fromMailgunEvent,
  fromNodalEvents,
  verifyMailEventsSignature,
  verifyMailgunSignature,
} from '../src/audience/mail-events.ts';
import { env } from '../src/env.ts';
import { HttpError } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';
import { readBody, validate } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

const refused = () => new HttpError(401, 'Invalid signature');

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new HttpError(400, 'Invalid JSON body');
  }
}

/**
 * Bounces and complaints from the mail provider: each hard bounce or complaint suppresses its address
 * for good. Authenticated by a signature over the body, never by a cookie; a route whose secret is
 * not set takes nothing.
 */
export default api('mailEvents', {
  async POST(req, { route }) {
    const body = await readBody(req);
    const e = env();
    let suppressions;
    if (route === 'mailEventsMailgun') {
      if (!e.MAILGUN_WEBHOOK_SIGNING_KEY) throw refused();
      const event = validate(mailgunEventSchema, parsed(body));
      if (!verifyMailgunSignature(event.signature, e.MAILGUN_WEBHOOK_SIGNING_KEY)) throw refused();
      suppressions = fromMailgunEvent(event);
    } else {
      if (
        !e.MAIL_EVENTS_SECRET ||
        !verifyMailEventsSignature(req.headers.get('nodal-signature'), body, e.MAIL_EVENTS_SECRET)
      )
        throw refused();
      suppressions = fromNodalEvents(validate(mailEventsSchema, parsed(body)));
    }
    const suppressed = await suppressAddresses(await getDb(), suppressions);
    return json({ data: { received: suppressions.length, suppressed } });
  },
});
