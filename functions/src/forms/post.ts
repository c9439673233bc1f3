// A public form posted without JavaScript (before its island hydrated, or with scripts off): the
// browser sends application/x-www-form-urlencoded and follows the answer. The handler runs exactly
// as for the island's JSON post; its answer becomes a 303 to the form's own page, which shows what
// happened from a reply stored for an hour (what was typed and the field errors, or that it was
// sent). A database that cannot store the reply gets the page at once instead, so nothing typed is lost.
import { randomUUID } from 'node:crypto';
import { getDb, saveFormReply } from '@nodal/db';
import { PUBLIC_FORMS, pages, type FormReply, type PublicFormName, type PublicFormSpec } from '@nodal/shared';
import { toResponse } from '../http/error-response.ts';
import { HttpError } from '../http/errors.ts';
import type { RouteContext, RouteHandler } from '../http/route-context.ts';
import { contentTypeOf, FORM_CONTENT_TYPE, formFields, readBody } from '../http/parse.ts';
import { renderFormPage } from './page.ts';

const isFormPost = (req: Request) => req.method.toUpperCase() === 'POST' && contentTypeOf(req) === FORM_CONTENT_TYPE;

/**
 * A browser that posts a form says where from: the page's own origin in Origin, or at least
 * Sec-Fetch-Site: same-origin. Either must prove it here; a form post that proves nothing is refused,
 * since a page on another site can make a browser send one without asking.
 */
function checkFormOrigin(req: Request): void {
  const origin = req.headers.get('origin');
  const site = req.headers.get('sec-fetch-site');
  const own = new URL(req.url).origin;
  const sameOrigin = origin ? origin === own : site === 'same-origin';
  if (!sameOrigin || (site && site !== 'same-origin')) throw new HttpError(403, 'Cross-site request refused');
}

/** The posted fields, read from a copy so the handler reads the original. */
async function readFormFields(req: Request): Promise<Record<string, string>> {
  return formFields(await readBody(req.clone()));
}

/** What the handler's answer means for the person who posted: sent, a field to fix, or a failure. */
async function replyFrom(form: PublicFormName, fields: Record<string, string>, answer: Response): Promise<FormReply> {
  if (answer.ok) return { form, outcome: 'sent', values: {}, errors: {}, message: null };
  const body = (await answer.json().catch(() => ({}))) as { message?: unknown; errors?: unknown };
  const errors: Record<string, string> = {};
  if (body.errors && typeof body.errors === 'object') {
    for (const [key, messages] of Object.entries(body.errors as Record<string, unknown>)) {
      const first = [messages].flat()[0];
      if (typeof first === 'string' && first) errors[key] = first;
    }
  }
  // Only the fields the form shows or carries come back; the honeypot and anything else a post adds do not.
  const spec: PublicFormSpec = PUBLIC_FORMS[form];
  const values = Object.fromEntries(
    [...Object.keys(spec.fields), ...(spec.carried ?? [])].flatMap((key) =>
      key in fields ? [[key, fields[key]!]] : [],
    ),
  );
  const message = typeof body.message === 'string' ? body.message.slice(0, 500) : 'Something went wrong.';
  return { form, outcome: answer.status === 400 ? 'invalid' : 'failed', values, errors, message };
}

/** The 303 to the form's page, or (no database to keep the reply in) that page itself. */
async function answerFormPost(req: Request, reply: FormReply, status: number): Promise<Response> {
  const token = randomUUID();
  try {
    await saveFormReply(await getDb(), token, reply);
  } catch (error) {
    console.error('[forms] could not keep the reply of a form post, answering with the page itself:', error);
    return renderFormPage(req, reply, status >= 400 ? status : 200);
  }
  return new Response(null, { status: 303, headers: { Location: pages.form(reply.form, token) } });
}

/** A function's form posts, handed to `api()` as its `form` option. */
export interface FormPosts {
  /** A form post, not the island's JSON. */
  accepts: (req: Request) => boolean;
  /** Runs the route's handler on the post and answers with the form's page, as a 303 or itself. */
  answer: (req: Request, ctx: RouteContext, handler: RouteHandler) => Promise<Response>;
}

/**
 * Form posts for a function, given how to name the form from its fields. The same handler answers as
 * for the island's JSON post; what it answered (or threw) becomes the reply the form's page shows. A
 * post that is not from our own pages gets the usual 403.
 */
export function formPosts(formOf: (fields: Record<string, string>) => PublicFormName): FormPosts {
  return {
    accepts: isFormPost,
    async answer(req, ctx, handler) {
      let fields: Record<string, string>;
      try {
        checkFormOrigin(req);
        fields = await readFormFields(req);
      } catch (error) {
        return toResponse(error, req);
      }
      let answer: Response;
      try {
        answer = await handler(req, ctx);
      } catch (error) {
        answer = toResponse(error, req);
      }
      return answerFormPost(req, await replyFrom(formOf(fields), fields, answer), answer.status);
    },
  };
}
