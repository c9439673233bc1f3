import { contactSchema } from '@nodal/shared';
import { getDb, insertContact } from '@nodal/db';
import { api } from '../src/http/handler.ts';
import { limitPublicPost } from '../src/http/limits.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

const SENT = { success: true, message: "We'll get back to you as soon as possible." };

export default api({
  async POST(req, { ip }) {
    await limitPublicPost('contact', ip);
    const { website, ...input } = await parseJson(req, contactSchema);
    if (website) return json(SENT, 201);
    await insertContact(await getDb(), input);
    return json(SENT, 201);
  },
});
