// What every parameterised API route answers, method by method, as a table the served Netlify test
// (scripts/netlify-served.test.ts) runs in order against whatever serves the build. A case reads the
// records the test made (`Fixtures`) and may keep part of its answer for a later one.
//
// `cli` is netlify-cli's answer where it differs from Netlify's. `netlify dev` re-sends a request a
// function answered with 404 (or 403) to the same function as `<path>.html`, `<path>.htm`,
// `<path>/index.html` and `<path>/index.htm`, and answers with the first of those that is neither,
// else the last. A path ending in a parameter reaches its own route again with `7.html` as the
// parameter (a 400 where the handler wants a number or a uuid); any other is no route of the function,
// so its last answer is the catch-all's 404 (decision 0075).
import { apiRoutes, type ApiRouteName } from '@nodal/shared';
import { expect } from 'vitest';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Answer {
  status: number;
  /** Matched as a subset of the JSON answer; a function for values only known once the records exist. */
  json?: unknown | ((f: Fixtures) => unknown);
  contentType?: string;
  /** Text an HTML answer must hold. */
  html?: string[];
}

export interface Case {
  name: string;
  method: Method;
  path: (f: Fixtures) => string;
  /** A JSON body. */
  body?: (f: Fixtures) => unknown;
  /** Raw bytes, sent as application/octet-stream. */
  bytes?: (f: Fixtures) => Uint8Array<ArrayBuffer>;
  /** Sent as a visitor, without the owner's session. */
  anonymous?: boolean;
  expect: Answer;
  cli?: Answer;
  /** Keeps part of the answer for a later case. */
  keep?: (body: unknown, f: Fixtures) => void;
}

export interface RouteCase extends Case {
  /** The parameterised route of `apiRoutes` the case asks, as declared. */
  route: string;
}

/** The records the cases work on: made before the first case, the kept ones filled in on the way. */
export interface Fixtures {
  /** The owner's session cookie, sent with every case that is not anonymous. */
  cookie: string;
  /** Another session of the same owner, to end. */
  otherSession: string;
  /** A second staff member (an admin with two-factor sign-in on), and an open invitation. */
  member: number;
  invite: string;
  signup: number;
  contact: number;
  /** A notification message whose sending failed. */
  message: number;
  video: number;
  categories: [number, number];
  demo: number;
  /** Made through the API, so it has revisions: the oldest first. */
  published: { id: number; slug: string };
  revisions: number[];
  draft: { id: number; slug: string };
  /** Two started uploads: one gets its bytes and completes, the other is abandoned. */
  upload: string;
  abandoned: string;
  png: Uint8Array<ArrayBuffer>;
  /** A slug no article has. */
  nobody: string;
  image?: string;
  previewToken?: string;
}

/** Larger than any id the cases make, within the range an id may take. */
export const UNKNOWN_ID = 2_000_000_000;
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const NO_SUCH_ENDPOINT = { message: 'No such API endpoint' };
/** netlify-cli: the 404 was re-sent as `…/index.htm`, which is no route of the function. */
const CLI_NO_ROUTE: Answer = { status: 404, json: NO_SUCH_ENDPOINT };
/** netlify-cli: the 404 was re-sent as `…/7.html`, which reaches the route with an id that is not a number. */
const CLI_NOT_A_NUMBER: Answer = { status: 400, json: { message: 'Invalid input: expected number, received NaN' } };
/** netlify-cli: the same, where the parameter must be a uuid. */
const cliNotAUuid = (message: string): Answer => ({ status: 400, json: { message } });

/** A beyond-spec action's answer; deleting an article keeps its original bare `{success: true}`. */
const ok = { status: 200, json: { data: { success: true } } };
const bareOk = { status: 200, json: { success: true } };
/** A chart's range. */
const WEEK = 'from=2026-11-16&to=2026-11-22';

/** An article's fields for a save: the factory's shape, under the slug the article already has. */
const articleBody = (slug: string, published: boolean) => ({
  title: `Article ${slug}`,
  slug,
  summary: `Summary of ${slug}.`,
  body: `Body of ${slug}.`,
  type: 'news',
  published,
});

/** In order: a case may rely on what the ones before it did. */
export const routeCases: RouteCase[] = [
  // ---------- a public form on its own page (where a post made without JavaScript lands) ----------
  {
    route: '/forms/:form',
    name: 'the signup form alone, in the site’s own page',
    method: 'GET',
    path: () => '/forms/signup',
    anonymous: true,
    // The page the build made for the form, fetched by the function from the same deploy.
    expect: { status: 200, contentType: 'text/html', html: ['data-form="signup"', 'id="site-footer"'] },
  },
  {
    route: '/forms/:form',
    name: 'a form that does not exist',
    method: 'GET',
    path: () => '/forms/newsletter',
    anonymous: true,
    expect: { status: 404, json: { message: 'No such form' } },
    cli: CLI_NO_ROUTE,
  },
  // ---------- an article's preview link, and the preview it opens ----------
  {
    route: '/api/admin/articles/:id/preview-link',
    name: 'a draft has no live preview link yet',
    method: 'GET',
    path: (f) => `/api/admin/articles/${f.draft.id}/preview-link`,
    expect: { status: 200, json: { data: null } },
  },
  {
    route: '/api/admin/articles/:id/preview-link',
    name: 'sharing a draft makes its link',
    method: 'POST',
    path: (f) => `/api/admin/articles/${f.draft.id}/preview-link`,
    expect: { status: 201, json: { data: { url: expect.stringContaining('/preview#') } } },
    keep: (body, f) => {
      f.previewToken = new URL((body as { data: { url: string } }).data.url).hash.slice(1);
    },
  },
  {
    route: '/api/admin/articles/:id/preview-link',
    name: 'a published article has no preview link',
    method: 'POST',
    path: (f) => `/api/admin/articles/${f.published.id}/preview-link`,
    expect: { status: 409, json: { message: 'A published article has no preview link: it is public' } },
  },
  {
    route: '/api/preview/:token',
    name: 'the link shows the draft to a visitor',
    method: 'GET',
    path: (f) => `/api/preview/${f.previewToken}`,
    anonymous: true,
    expect: { status: 200, json: (f: Fixtures) => ({ data: { title: `Article ${f.draft.slug}` } }) },
  },
  {
    route: '/api/preview/:token',
    name: 'a token that was never signed',
    method: 'GET',
    path: () => '/api/preview/not-a-token',
    anonymous: true,
    expect: { status: 404, json: { message: 'Preview link not found' } },
    cli: CLI_NO_ROUTE,
  },
  {
    route: '/api/admin/articles/:id/preview-link',
    name: 'revoking the link',
    method: 'DELETE',
    path: (f) => `/api/admin/articles/${f.draft.id}/preview-link`,
    expect: ok,
  },
  {
    route: '/api/preview/:token',
    name: 'a revoked link',
    method: 'GET',
    path: (f) => `/api/preview/${f.previewToken}`,
    anonymous: true,
    expect: { status: 410, json: { message: 'This preview link is no longer active' } },
  },

  // ---------- revisions ----------
  {
    route: '/api/admin/articles/:id/revisions',
    name: 'an article’s revisions',
    method: 'GET',
    path: (f) => `/api/admin/articles/${f.published.id}/revisions`,
    expect: {
      status: 200,
      json: (f: Fixtures) => ({
        data: expect.arrayContaining(f.revisions.map((id) => expect.objectContaining({ id }))),
      }),
    },
  },
  {
    route: '/api/admin/articles/:id/revisions/:revisionId',
    name: 'one revision, with what changed since',
    method: 'GET',
    path: (f) => `/api/admin/articles/${f.published.id}/revisions/${f.revisions[0]}`,
    expect: { status: 200, json: (f: Fixtures) => ({ data: { revision: { id: f.revisions[0] } } }) },
  },
  {
    route: '/api/admin/articles/:id/revisions/:revisionId',
    name: 'a revision the article does not have',
    method: 'GET',
    path: (f) => `/api/admin/articles/${f.published.id}/revisions/${UNKNOWN_ID}`,
    expect: { status: 404, json: { message: 'Revision not found' } },
    cli: CLI_NOT_A_NUMBER,
  },
  {
    route: '/api/admin/articles/:id/revisions/:revisionId/restore',
    name: 'restoring the first revision',
    method: 'POST',
    path: (f) => `/api/admin/articles/${f.published.id}/revisions/${f.revisions[0]}/restore`,
    expect: { status: 200, json: (f: Fixtures) => ({ data: { id: f.published.id, slug: f.published.slug } }) },
  },

  // ---------- articles by slug (public) and by id (admin) ----------
  {
    route: '/api/articles/:slug',
    name: 'a published article by its slug, not the list',
    method: 'GET',
    path: (f) => `/api/articles/${f.published.slug}`,
    anonymous: true,
    expect: { status: 200, json: (f: Fixtures) => ({ data: { slug: f.published.slug, published: true } }) },
  },
  {
    route: '/api/articles/:slug',
    name: 'a draft’s slug, to a visitor',
    method: 'GET',
    path: (f) => `/api/articles/${f.draft.slug}`,
    anonymous: true,
    expect: { status: 404, json: { message: 'Article not found' } },
    cli: CLI_NO_ROUTE,
  },
  {
    route: '/api/articles/:slug',
    name: 'a slug no article has',
    method: 'GET',
    path: (f) => `/api/articles/${f.nobody}`,
    anonymous: true,
    expect: { status: 404, json: { message: 'Article not found' } },
    cli: CLI_NO_ROUTE,
  },
  {
    route: '/api/articles/:id',
    name: 'unpublishing the published article by its id',
    method: 'PUT',
    path: (f) => `/api/articles/${f.published.id}`,
    body: (f) => articleBody(f.published.slug, false),
    expect: { status: 200, json: (f: Fixtures) => ({ data: { id: f.published.id, published: false } }) },
  },
  {
    route: '/api/articles/:slug',
    name: 'the unpublished article’s slug, to a visitor',
    method: 'GET',
    path: (f) => `/api/articles/${f.published.slug}`,
    anonymous: true,
    expect: { status: 404, json: { message: 'Article not found' } },
    cli: CLI_NO_ROUTE,
  },
  {
    route: '/api/articles/:id',
    name: 'deleting the article by its id',
    method: 'DELETE',
    path: (f) => `/api/articles/${f.published.id}`,
    expect: bareOk,
  },
  {
    route: '/api/articles/:id',
    name: 'deleting an id no article has',
    method: 'DELETE',
    path: () => `/api/articles/${UNKNOWN_ID}`,
    expect: { status: 404, json: { message: 'Article not found' } },
    cli: CLI_NOT_A_NUMBER,
  },

  // ---------- hero animations and sections ----------
  {
    route: '/api/hero-animations/:animationType',
    name: 'one animation is not read on its own',
    method: 'GET',
    path: () => '/api/hero-animations/abstractFlow',
    anonymous: true,
    expect: { status: 405, json: { message: 'Method not allowed' } },
  },
  {
    route: '/api/hero-animations/:animationType',
    name: 'switching an animation on',
    method: 'PATCH',
    path: () => '/api/hero-animations/abstractFlow',
    body: () => ({ enabled: true }),
    expect: { status: 200, json: { animationType: 'abstractFlow', enabled: true } },
  },
  {
    route: '/api/hero-animations/:animationType',
    name: 'an animation type that does not exist',
    method: 'PATCH',
    path: () => '/api/hero-animations/nope',
    body: () => ({ enabled: true }),
    expect: { status: 404, json: { message: 'Unknown animation type' } },
    cli: CLI_NO_ROUTE,
  },
  {
    route: '/api/site-config/:sectionId',
    name: 'whether a section is shown',
    method: 'GET',
    path: () => '/api/site-config/signup',
    anonymous: true,
    expect: { status: 200, json: { data: { isVisible: expect.any(Boolean) } } },
  },
  {
    route: '/api/site-config/:sectionId',
    name: 'a section that does not exist',
    method: 'GET',
    path: () => '/api/site-config/nope',
    anonymous: true,
    expect: { status: 404, json: { message: 'Unknown section' } },
    cli: CLI_NO_ROUTE,
  },
  {
    route: '/api/admin/site-config/:sectionId',
    name: 'showing a section',
    method: 'PUT',
    path: () => '/api/admin/site-config/signup',
    body: () => ({ isVisible: true }),
    expect: { status: 200, json: { data: { sectionId: 'signup', isVisible: true } } },
  },
  {
    route: '/api/admin/site-config/:sectionId',
    name: 'showing a section that does not exist',
    method: 'PUT',
    path: () => '/api/admin/site-config/nope',
    body: () => ({ isVisible: true }),
    expect: { status: 404, json: { message: 'Unknown section' } },
    cli: CLI_NO_ROUTE,
  },

  // ---------- images: an upload's chunk, its completion, the widths it serves, an abandoned one ----------
  {
    route: '/api/admin/images/:upload/chunks/:index',
    name: 'an upload’s one chunk, as raw bytes',
    method: 'PUT',
    path: (f) => `/api/admin/images/${f.upload}/chunks/0`,
    bytes: (f) => f.png,
    expect: { status: 200, json: (f: Fixtures) => ({ data: { received: f.png.byteLength } }) },
  },
  {
    route: '/api/admin/images/:upload',
    name: 'completing the upload',
    method: 'POST',
    path: (f) => `/api/admin/images/${f.upload}`,
    expect: { status: 201, json: { data: { width: 900, height: 600, type: 'image/png' } } },
    keep: (body, f) => {
      f.image = (body as { data: { url: string } }).data.url;
    },
  },
  {
    route: '/api/images/:id/:file',
    name: 'one width of the image',
    method: 'GET',
    path: (f) => f.image!,
    anonymous: true,
    expect: { status: 200, contentType: 'image/webp' },
  },
  {
    route: '/api/images/:id/:file',
    name: 'an image that does not exist',
    method: 'GET',
    path: () => '/api/images/nope/480.webp',
    anonymous: true,
    expect: { status: 404, json: { message: 'Image not found' } },
    cli: CLI_NO_ROUTE,
  },
  {
    route: '/api/admin/images/:upload',
    name: 'abandoning an upload',
    method: 'DELETE',
    path: (f) => `/api/admin/images/${f.abandoned}`,
    expect: ok,
  },
  {
    route: '/api/admin/images/:upload',
    name: 'abandoning it again',
    method: 'DELETE',
    path: (f) => `/api/admin/images/${f.abandoned}`,
    expect: { status: 404, json: { message: 'Upload not found: start it again' } },
    cli: cliNotAUuid('Upload not found'),
  },

  // ---------- insights ----------
  {
    route: '/api/admin/insights/:chart',
    name: 'a chart',
    method: 'GET',
    path: () => `/api/admin/insights/activity?${WEEK}`,
    expect: { status: 200, json: { data: { rows: expect.any(Array) } } },
  },
  {
    route: '/api/admin/insights/:chart',
    name: 'a chart as CSV',
    method: 'GET',
    path: () => `/api/admin/insights/activity.csv?${WEEK}`,
    expect: { status: 200, contentType: 'text/csv' },
  },
  {
    route: '/api/admin/insights/:chart',
    name: 'a chart that does not exist',
    method: 'GET',
    path: () => `/api/admin/insights/nope?${WEEK}`,
    expect: { status: 404, json: { message: 'Chart not found' } },
    cli: CLI_NO_ROUTE,
  },

  // ---------- traffic ----------
  {
    route: '/api/admin/traffic/:report',
    name: 'a Traffic report',
    method: 'GET',
    path: () => `/api/admin/traffic/summary?${WEEK}`,
    expect: { status: 200, json: { data: { rows: [{ current: { views: expect.any(Number) } }] } } },
  },
  {
    route: '/api/admin/traffic/:report',
    name: 'a Traffic report as CSV',
    method: 'GET',
    path: () => `/api/admin/traffic/sources.csv?${WEEK}`,
    expect: { status: 200, contentType: 'text/csv' },
  },
  {
    route: '/api/admin/traffic/:report',
    name: 'a Traffic report that does not exist',
    method: 'GET',
    path: () => `/api/admin/traffic/nope?${WEEK}`,
    expect: { status: 404, json: { message: 'Report not found' } },
    cli: CLI_NO_ROUTE,
  },

  // ---------- sessions, invitations ----------
  {
    route: '/api/admin/sessions/:id',
    name: 'ending another session of one’s own',
    method: 'DELETE',
    path: (f) => `/api/admin/sessions/${f.otherSession}`,
    expect: ok,
  },
  {
    route: '/api/admin/sessions/:id',
    name: 'ending it again',
    method: 'DELETE',
    path: (f) => `/api/admin/sessions/${f.otherSession}`,
    expect: { status: 404, json: { message: 'Session not found' } },
    cli: cliNotAUuid('Session not found'),
  },
  {
    route: '/api/admin/invites/:id',
    name: 'revoking an invitation',
    method: 'DELETE',
    path: (f) => `/api/admin/invites/${f.invite}`,
    expect: ok,
  },
  {
    route: '/api/admin/invites/:id',
    name: 'revoking an invitation that does not exist',
    method: 'DELETE',
    path: () => `/api/admin/invites/${UNKNOWN_UUID}`,
    expect: { status: 404, json: { message: 'Invitation not found' } },
    cli: cliNotAUuid('Invitation not found'),
  },

  // ---------- the inboxes ----------
  {
    route: '/api/admin/signups/:id',
    name: 'erasing a signup',
    method: 'DELETE',
    path: (f) => `/api/admin/signups/${f.signup}`,
    expect: ok,
  },
  {
    route: '/api/admin/signups/:id',
    name: 'erasing the signup again',
    method: 'DELETE',
    path: (f) => `/api/admin/signups/${f.signup}`,
    expect: { status: 404, json: { message: 'Signup not found' } },
    cli: CLI_NOT_A_NUMBER,
  },
  {
    route: '/api/admin/contacts/:id',
    name: 'one contact',
    method: 'GET',
    path: (f) => `/api/admin/contacts/${f.contact}`,
    expect: { status: 200, json: (f: Fixtures) => ({ data: { id: f.contact } }) },
  },
  {
    route: '/api/admin/contacts/:id',
    name: 'taking a contact in hand',
    method: 'PATCH',
    path: (f) => `/api/admin/contacts/${f.contact}`,
    body: () => ({ status: 'in_progress' }),
    expect: { status: 200, json: (f: Fixtures) => ({ data: { id: f.contact, status: 'in_progress' } }) },
  },
  {
    route: '/api/admin/contacts/:id/notes',
    name: 'a note on the contact',
    method: 'POST',
    path: (f) => `/api/admin/contacts/${f.contact}/notes`,
    body: () => ({ body: 'Called back; a pilot in spring.' }),
    expect: { status: 201, json: { data: { body: 'Called back; a pilot in spring.' } } },
  },
  {
    route: '/api/admin/contacts/:id/notes',
    name: 'the contact’s notes',
    method: 'GET',
    path: (f) => `/api/admin/contacts/${f.contact}/notes`,
    expect: { status: 200, json: { data: [{ body: 'Called back; a pilot in spring.' }] } },
  },
  {
    route: '/api/admin/contacts/:id',
    name: 'erasing the contact',
    method: 'DELETE',
    path: (f) => `/api/admin/contacts/${f.contact}`,
    expect: ok,
  },
  {
    route: '/api/admin/contacts/:id',
    name: 'erasing the contact again',
    method: 'DELETE',
    path: (f) => `/api/admin/contacts/${f.contact}`,
    expect: { status: 404, json: { message: 'Contact not found' } },
    cli: CLI_NOT_A_NUMBER,
  },
  {
    route: '/api/admin/contacts/:id/notes',
    name: 'a note on the erased contact',
    method: 'POST',
    path: (f) => `/api/admin/contacts/${f.contact}/notes`,
    body: () => ({ body: 'Too late.' }),
    expect: { status: 404, json: { message: 'Contact not found' } },
    cli: CLI_NO_ROUTE,
  },
  {
    route: '/api/admin/sent-mail/:id',
    name: 'one sent message',
    method: 'GET',
    path: (f) => `/api/admin/sent-mail/${f.message}`,
    expect: { status: 200, json: (f: Fixtures) => ({ data: { id: f.message, status: 'failed' } }) },
  },
  {
    route: '/api/admin/sent-mail/:id',
    name: 'a message that does not exist',
    method: 'GET',
    path: () => `/api/admin/sent-mail/${UNKNOWN_ID}`,
    expect: { status: 404, json: { message: 'Message not found' } },
    cli: CLI_NOT_A_NUMBER,
  },
  {
    route: '/api/admin/sent-mail/:id/retry',
    name: 'sending the failed message again',
    method: 'POST',
    path: (f) => `/api/admin/sent-mail/${f.message}/retry`,
    expect: ok,
  },
  {
    route: '/api/admin/sent-mail/:id/retry',
    name: 'sending a message that does not exist',
    method: 'POST',
    path: () => `/api/admin/sent-mail/${UNKNOWN_ID}/retry`,
    expect: { status: 404, json: { message: 'Message not found' } },
    cli: CLI_NO_ROUTE,
  },

  // ---------- videos, categories, demos ----------
  {
    route: '/api/admin/workflow-videos/:id',
    name: 'renaming a video',
    method: 'PUT',
    path: (f) => `/api/admin/workflow-videos/${f.video}`,
    body: () => ({ title: 'Peer review in four steps', videoType: 'url', categoryId: null }),
    expect: { status: 200, json: { data: { title: 'Peer review in four steps' } } },
  },
  {
    route: '/api/admin/workflow-videos/:id',
    name: 'deleting the video',
    method: 'DELETE',
    path: (f) => `/api/admin/workflow-videos/${f.video}`,
    expect: ok,
  },
  {
    route: '/api/admin/workflow-videos/:id',
    name: 'deleting the video again',
    method: 'DELETE',
    path: (f) => `/api/admin/workflow-videos/${f.video}`,
    expect: { status: 404, json: { message: 'Video not found' } },
    cli: CLI_NOT_A_NUMBER,
  },
  {
    route: '/api/admin/video-categories/:id',
    name: 'renaming a category',
    method: 'PUT',
    path: (f) => `/api/admin/video-categories/${f.categories[0]}`,
    body: () => ({ title: 'Editorial workflows' }),
    expect: { status: 200, json: { data: { title: 'Editorial workflows' } } },
  },
  {
    route: '/api/admin/video-categories/:id/move',
    name: 'moving the later category up',
    method: 'POST',
    path: (f) => `/api/admin/video-categories/${f.categories[1]}/move`,
    body: () => ({ direction: 'up' }),
    expect: ok,
  },
  {
    route: '/api/admin/video-categories/:id/move',
    name: 'moving a category that does not exist',
    method: 'POST',
    path: () => `/api/admin/video-categories/${UNKNOWN_ID}/move`,
    body: () => ({ direction: 'up' }),
    expect: { status: 404, json: { message: 'Category not found' } },
    cli: CLI_NO_ROUTE,
  },
  {
    route: '/api/admin/video-categories/:id',
    name: 'deleting a category',
    method: 'DELETE',
    path: (f) => `/api/admin/video-categories/${f.categories[1]}`,
    expect: ok,
  },
  {
    route: '/api/admin/video-categories/:id',
    name: 'deleting the category again',
    method: 'DELETE',
    path: (f) => `/api/admin/video-categories/${f.categories[1]}`,
    expect: { status: 404, json: { message: 'Category not found' } },
    cli: CLI_NOT_A_NUMBER,
  },
  {
    route: '/api/admin/demos/:id',
    name: 'editing a demo',
    method: 'PUT',
    path: (f) => `/api/admin/demos/${f.demo}`,
    body: () => ({ title: 'Manuscript triage', type: 'interactive', description: 'Sorts submissions.' }),
    expect: { status: 200, json: { data: { title: 'Manuscript triage' } } },
  },
  {
    route: '/api/admin/demos/:id',
    name: 'deleting the demo',
    method: 'DELETE',
    path: (f) => `/api/admin/demos/${f.demo}`,
    expect: ok,
  },
  {
    route: '/api/admin/demos/:id',
    name: 'deleting the demo again',
    method: 'DELETE',
    path: (f) => `/api/admin/demos/${f.demo}`,
    expect: { status: 404, json: { message: 'Demo not found' } },
    cli: CLI_NOT_A_NUMBER,
  },

  // ---------- the team; handing over ownership comes last, as the owner is an admin after it ----------
  {
    route: '/api/admin/team/:id',
    name: 'a member’s role',
    method: 'PATCH',
    path: (f) => `/api/admin/team/${f.member}`,
    body: () => ({ role: 'admin' }),
    expect: { status: 200, json: (f: Fixtures) => ({ data: { id: f.member, role: 'admin' } }) },
  },
  {
    route: '/api/admin/team/:id',
    name: 'a member who does not exist',
    method: 'PATCH',
    path: () => `/api/admin/team/${UNKNOWN_ID}`,
    body: () => ({ role: 'admin' }),
    expect: { status: 404, json: { message: 'Member not found' } },
    cli: CLI_NOT_A_NUMBER,
  },
  {
    route: '/api/admin/team/:id/two-factor',
    name: 'resetting a member’s two-factor sign-in',
    method: 'DELETE',
    path: (f) => `/api/admin/team/${f.member}/two-factor`,
    expect: { status: 200, json: (f: Fixtures) => ({ data: { id: f.member, twoFactor: false } }) },
  },
  {
    route: '/api/admin/team/:id/two-factor',
    name: 'resetting it again',
    method: 'DELETE',
    path: (f) => `/api/admin/team/${f.member}/two-factor`,
    expect: { status: 409, json: { message: 'Two-factor sign-in is not on for this member' } },
  },
  {
    route: '/api/admin/team/:id/transfer',
    name: 'handing ownership to the member',
    method: 'POST',
    path: (f) => `/api/admin/team/${f.member}/transfer`,
    expect: { status: 200, json: (f: Fixtures) => ({ data: { id: f.member, role: 'owner' } }) },
  },
];

/**
 * The URLs `netlify dev` makes of a 404, asked directly: a path that is none of a function's routes is
 * the catch-all's 404, never a list; one that is (a slug ending in .html) is that route's own answer.
 */
export const retryShapeCases: Case[] = [
  ...['index.html', 'index.htm'].map((file): Case => ({
    name: `an article slug followed by /${file}`,
    method: 'GET',
    path: (f) => `/api/articles/${f.nobody}/${file}`,
    anonymous: true,
    expect: { status: 404, json: NO_SUCH_ENDPOINT },
  })),
  ...['html', 'htm'].map((extension): Case => ({
    name: `an article slug followed by .${extension}`,
    method: 'GET',
    path: (f) => `/api/articles/${f.nobody}.${extension}`,
    anonymous: true,
    expect: { status: 404, json: { message: 'Article not found' } },
  })),
  {
    name: 'an erased signup’s id followed by /index.html',
    method: 'DELETE',
    path: (f) => `/api/admin/signups/${f.signup}/index.html`,
    expect: { status: 404, json: NO_SUCH_ENDPOINT },
  },
];

/** Every route of the table with a `:parameter`: its name, the methods it takes and its pattern. */
export const parameterisedRoutes = (Object.keys(apiRoutes) as ApiRouteName[])
  .filter((name) => apiRoutes[name].path.includes(':'))
  .map((name) => ({ name, route: apiRoutes[name].path as string, methods: apiRoutes[name].methods }));
