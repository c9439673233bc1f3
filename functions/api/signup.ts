import type { Config } from '@netlify/functions';
import { signupSchema } from '@nodal/shared';
import { getDb } from '../src/db/client.ts';
import { insertSignup } from '../src/db/queries/signups.ts';
import { api } from '../src/http/handler.ts';
import { limitPublicPost } from '../src/http/limits.ts';
import { parseJson } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';

const ADDED = { success: true, message: "You've been added to our early access list." };

export default api({
  async POST(req, { ip }) {
    await limitPublicPost('signup', ip);
    const input = await parseJson(req, signupSchema);
    // A filled honeypot is a bot: it gets the same answer and nothing is stored.
    if (input.website) return json(ADDED, 201);
    await insertSignup(await getDb(), input);
    return json(ADDED, 201);
  },
});

// Netlify reads this by static analysis, so it is a literal; src/routes.test.ts keeps it equal to apiRoutes.signup.
export const config: Config = { path: '/api/signup' };
