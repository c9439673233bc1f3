import { REFERRAL_CODE_PATTERN, signupSchema } from '@nodal/shared';
import { insertSignupWithinBudget } from '@nodal/db';
import { formPosts } from '../src/forms/post.ts';
import { api } from '../src/http/handler.ts';
import { limitPublicPost, spendPublicBudget } from '../src/http/limits.ts';
import { parseBody } from '../src/http/parse.ts';
import { json } from '../src/http/respond.ts';
import { CONSENTS } from '../src/audience/consent.ts';
import { newConfirmNonce } from '../src/audience/token.ts';
import { sendSoon } from '../src/notify/sender.ts';
import { visitOf } from '../src/traffic/attribution.ts';

const ADDED = { success: true, message: "You've been added to our early access list." };

export default api(
  'signup',
  {
    async POST(req, { ip, waitUntil }) {
      // Every post spends from its sender's budget, a malformed one too: a flood of junk is a flood.
      const input = await parseBody(req, signupSchema).catch(async (error: unknown) => {
        await limitPublicPost('signup', ip);
        throw error;
      });
      // A filled honeypot is a bot: it gets the same answer and nothing is stored.
      if (input.website) {
        await limitPublicPost('signup', ip);
        return json(ADDED, 201);
      }
      const visitId = await visitOf(req, ip);
      const referralCode = input.ref && REFERRAL_CODE_PATTERN.test(input.ref) ? input.ref : null;
      const { queued } = await spendPublicBudget('signup', ip, (db, budget) =>
        insertSignupWithinBudget(db, { ...input, visitId, referralCode }, budget, CONSENTS.signup, newConfirmNonce()),
      );
      // The same answer whether the address is new, waiting for its confirmation or confirmed: only
      // what is queued differs (a confirmation email, at most one per 10 minutes, and the staff notice).
      if (queued) sendSoon(waitUntil);
      return json(ADDED, 201);
    },
  },
  // Posted without JavaScript, the answer is the form's page (303).
  { form: formPosts(() => 'signup') },
);
