// The page a public form lands on after a post made without JavaScript. The site build prebuilds each
// form on a page of its own (its template); this fills that page with one reply: the values typed,
// each field's error in the line under it, and the outcome in the form's status box. Those elements
// are already in the template (empty and hidden), so the island that hydrates over the filled page
// renders exactly what it finds. The template comes from the same deploy over HTTP; when it cannot
// be had, a plain page with the same form still shows everything.
import {
  CONTACT_SUBJECT_LABELS,
  PARTNERSHIP_SUBJECTS,
  PUBLIC_FORMS,
  pages,
  type FormReply,
  type PublicFormName,
} from '@nodal/shared';
import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { escapeHtml } from '../http/html.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

const TEMPLATE_TIMEOUT_MS = 3000;

/** The headers of the prebuilt page that still hold for the filled one (its CSP lists its scripts). */
const KEPT_HEADERS = [
  'content-security-policy',
  'permissions-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

function setAttr(el: Element, name: string, value: string): void {
  const found = el.attrs.find((a) => a.name === name);
  if (found) found.value = value;
  else el.attrs.push({ name, value });
}

function removeAttr(el: Element, name: string): void {
  el.attrs = el.attrs.filter((a) => a.name !== name);
}

function setText(el: Element, text: string): void {
  el.childNodes = [
    { nodeName: '#text', value: text, parentNode: el as ParentNode } as DefaultTreeAdapterMap['textNode'],
  ];
}

function find(root: Node, test: (el: Element) => boolean): Element | null {
  if (isElement(root) && test(root)) return root;
  const children = 'content' in root && root.content ? [root.content] : 'childNodes' in root ? root.childNodes : [];
  for (const child of children) {
    const found = find(child, test);
    if (found) return found;
  }
  return null;
}

const CONTROLS = new Set(['input', 'textarea', 'select']);

/** Writes one reply into the form of a parsed template; false when the template has no such form. */
export function fillForm(document: Node, reply: FormReply): boolean {
  const form = find(document, (el) => el.tagName === 'form' && attr(el, 'data-form') === reply.form);
  if (!form) return false;
  const control = (name: string) => find(form, (el) => CONTROLS.has(el.tagName) && attr(el, 'name') === name);

  for (const [name, value] of Object.entries(reply.values)) {
    const el = control(name);
    if (!el) continue;
    if (el.tagName === 'textarea') setText(el, value);
    else if (el.tagName === 'select') {
      for (const option of el.childNodes.filter(isElement)) {
        if (attr(option, 'value') === value) setAttr(option, 'selected', '');
        else removeAttr(option, 'selected');
      }
    } else setAttr(el, 'value', value);
  }

  const unplaced: string[] = [];
  let first: Element | null = null;
  for (const [name, message] of Object.entries(reply.errors)) {
    const el = control(name);
    const id = el && attr(el, 'id');
    const line = id ? find(form, (candidate) => attr(candidate, 'id') === `${id}-error`) : null;
    if (!el || !id || !line) {
      unplaced.push(message);
      continue;
    }
    setAttr(el, 'aria-invalid', 'true');
    setAttr(el, 'aria-describedby', `${id}-error`);
    removeAttr(line, 'hidden');
    setText(line, message);
    first ??= el;
  }
  // Without scripts nothing moves focus: the browser does, to the first field to fix.
  if (first) setAttr(first, 'autofocus', '');

  const spec = PUBLIC_FORMS[reply.form];
  const status =
    reply.outcome === 'sent'
      ? { kind: 'sent', ...spec.sent }
      : reply.outcome === 'failed' || unplaced.length
        ? { kind: 'error', title: spec.failedTitle, text: reply.message ?? unplaced.join(' ') }
        : null;
  const box = find(form, (el) => attr(el, 'data-form-status') !== undefined);
  if (status && box) {
    setAttr(box, 'data-form-status', status.kind);
    removeAttr(box, 'hidden');
    const title = find(box, (el) => attr(el, 'data-form-status-title') !== undefined);
    const text = find(box, (el) => attr(el, 'data-form-status-text') !== undefined);
    if (title) setText(title, status.title);
    if (text) setText(text, status.text);
  }
  return true;
}

async function fetchTemplate(req: Request, form: PublicFormName): Promise<Response | null> {
  try {
    const response = await fetch(new URL(pages.formTemplate(form), req.url), {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(TEMPLATE_TIMEOUT_MS),
    });
    if (response.ok && (response.headers.get('content-type') ?? '').includes('text/html')) return response;
    console.error(`[forms] the template of ${form} answered ${response.status}; showing the plain page`);
  } catch (error) {
    console.error(`[forms] the template of ${form} could not be fetched; showing the plain page:`, error);
  }
  return null;
}

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  // One person's reply: never kept by a shared cache, never indexed.
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
};

/** The form's page with `reply` written in (or empty, without one), answered with `status`. */
export async function renderFormPage(
  req: Request,
  reply: FormReply | null,
  status = 200,
  form: PublicFormName = reply!.form,
): Promise<Response> {
  const template = await fetchTemplate(req, form);
  if (template) {
    const document = parse(await template.text());
    if (!reply || fillForm(document, reply)) {
      const headers = new Headers(PAGE_HEADERS);
      for (const name of KEPT_HEADERS) {
        const value = template.headers.get(name);
        if (value) headers.set(name, value);
      }
      return new Response(serialize(document), { status, headers });
    }
  }
  return new Response(plainPage(form, reply), {
    status,
    headers: {
      ...PAGE_HEADERS,
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The form with the reply, as a page of its own that needs nothing else from the deploy. */
export function plainPage(form: PublicFormName, reply: FormReply | null): string {
  const spec = PUBLIC_FORMS[form];
  const hidden: Readonly<Record<string, string>> = 'hidden' in spec ? spec.hidden : {};
  const status =
    reply?.outcome === 'sent'
      ? `<div role="status"><strong>${escapeHtml(spec.sent.title)}</strong><p>${escapeHtml(spec.sent.text)}</p></div>`
      : reply?.message
        ? `<div role="alert"><strong>${escapeHtml(spec.failedTitle)}</strong><p>${escapeHtml(reply.message)}</p></div>`
        : '';
  const fields = Object.entries(spec.fields)
    .map(([name, label]) => {
      const value = escapeHtml(reply?.values[name] ?? '');
      const error = reply?.errors[name];
      const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
      const options = PARTNERSHIP_SUBJECTS.map(
        (s) =>
          `<option value="${s}"${reply?.values[name] === s ? ' selected' : ''}>${escapeHtml(CONTACT_SUBJECT_LABELS[s])}</option>`,
      ).join('');
      const control =
        name === 'message'
          ? `<textarea id="${name}" name="${name}" rows="5"${described}>${value}</textarea>`
          : name === 'subject'
            ? `<select id="${name}" name="${name}"${described}>${options}</select>`
            : `<input id="${name}" name="${name}" value="${value}"${name === 'email' ? ' type="email"' : ''}${described}>`;
      const line = error ? `<p id="${name}-error" class="error">${escapeHtml(error)}</p>` : '';
      return `<p><label for="${name}">${escapeHtml(label)}</label>${control}</p>${line}`;
    })
    .join('');
  const hiddenInputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(spec.title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#0f172a}label{display:block;font-weight:600}input,textarea{width:100%;box-sizing:border-box;padding:.5rem;font:inherit}.error{color:#b91c1c;margin-top:-.5rem}[role=status],[role=alert]{border:1px solid #cbd5e1;border-radius:.75rem;padding:1rem;margin:1rem 0}button{padding:.6rem 1.2rem;font:inherit}</style></head><body><h1>${escapeHtml(spec.title)}</h1>${status}<form method="post" action="${spec.endpoint}" aria-label="${escapeHtml(spec.label)}">${hiddenInputs}${fields}<button type="submit">Send</button></form><p><a href="${pages.home}">Back to Home</a></p></body></html>`;
}
