import { findFormReply, getDb } from '@nodal/db';
import { isPublicFormName, REFERRAL_CODE_PATTERN, type FormReply } from '@nodal/shared';
import { renderFormPage } from '../src/forms/page.ts';
import { notFound } from '../src/http/errors.ts';
import { api } from '../src/http/handler.ts';

const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A subscriber's personal link (`/forms/signup?ref=<code>`): the empty signup form with the code in
 * its unseen `ref` field, so a post with or without JavaScript names the referrer.
 */
function referralPrefill(form: string, ref: string | null): FormReply | null {
  if (form !== 'signup' || !ref || !REFERRAL_CODE_PATTERN.test(ref)) return null;
  return { form, outcome: 'invalid', values: { ref }, errors: {}, message: null };
}

/**
 * A public form on a page of its own, where a post made without JavaScript lands: with `?r=` its
 * reply (sent, or what was typed with the errors) for an hour, and the empty form without one.
 */
export default api('forms', {
  async GET(req, { params }) {
    const form = params.form ?? '';
    if (!isPublicFormName(form)) throw notFound('No such form');
    const token = new URL(req.url).searchParams.get('r') ?? '';
    const reply = TOKEN.test(token) ? await findFormReply(await getDb(), token.toLowerCase(), form) : null;
    return renderFormPage(req, reply ?? referralPrefill(form, new URL(req.url).searchParams.get('ref')), 200, form);
  },
});
