import { REQUEST_BODY_LIMIT_BYTES } from '@nodal/shared';
import type { z } from 'zod';
import { badRequest, HttpError } from './errors.ts';

/** Field errors keyed by the field's path, each with the schema's own message. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw badRequest(result.error.issues[0]?.message ?? 'Invalid request', fieldErrors(result.error));
  return result.data;
}

/**
 * Reads at most `limit` bytes of body; more is 413 (with `message`) whatever Content-Length claimed.
 * With `drainUpTo`, a body over the limit is still read (and dropped) up to that many bytes before
 * the answer: a client still sending megabytes would otherwise stall on a keep-alive connection.
 */
export async function readBytes(
  req: Request,
  limit: number,
  { message = 'Request body too large', drainUpTo = 0 } = {},
): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  const tooLarge = async (reader?: ReadableStreamDefaultReader<Uint8Array>) => {
    let read = 0;
    const source = reader ?? (declared <= drainUpTo ? req.body?.getReader() : undefined);
    while (source && read <= drainUpTo) {
      const { done, value } = await source.read();
      if (done) break;
      read += value.byteLength;
    }
    await source?.cancel().catch(() => undefined);
    return new HttpError(413, message);
  };
  if (declared > limit) throw await tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) throw await tooLarge(reader);
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads at most 64 KB of body; more is 413 whatever Content-Length claimed. */
export async function readBody(req: Request): Promise<string> {
  return (await readBytes(req, REQUEST_BODY_LIMIT_BYTES)).toString('utf8');
}

export async function parseJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  const text = await readBody(req);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw badRequest('Invalid JSON body');
  }
  return validate(schema, data);
}

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** The media type of a request's body, without its parameters. */
export const contentTypeOf = (req: Request) =>
  (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** The fields of a form post, the first value of each name. */
export function formFields(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) if (!Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}

/**
 * The body of a write that a public form may also send without JavaScript: JSON, or the fields of a
 * form post (the wrapper admits those only where a function declares a form, from our own pages).
 */
export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  if (contentTypeOf(req) !== FORM_CONTENT_TYPE) return parseJson(req, schema);
  return validate(schema, formFields(await readBody(req)));
}

export function parseQuery<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  return validate(schema, Object.fromEntries(new URL(req.url).searchParams));
}
