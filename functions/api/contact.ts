import { contactFormOf, contactSchema } from '@nodal/shared';
import { getDb, insertContact } from '@nodal/db';
import { formPosts } from '../src/forms/post.ts';
import { api } from '../src/http/handler.ts';
import { limitPublicPost } from '../src/http/limits.ts';
import { parseBody } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { sendSoon } from '../src/notify/sender.ts';
import { visitOf } from '../src/traffic/attribution.ts';

const SENT = { success: true, message: "We'll get back to you as soon as possible." };

export default api(
  'contact',
  {
    async POST(req, { ip, waitUntil }) {
      await limitPublicPost('contact', ip);
      const { website, ...input } = await parseBody(req, contactSchema);
      if (website) return json(SENT, 201);
      // The contact and its outbox row are one statement; the notification goes out after the answer.
      await insertContact(await getDb(), { ...input, visitId: await visitOf(req, ip) }, { notify: true });
      sendSoon(waitUntil);
      return json(SENT, 201);
    },
  },
  // Posted without JavaScript, the answer is the page of the form it came from (303).
  { form: formPosts(contactFormOf) },
);
