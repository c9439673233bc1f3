// Every URL the product uses, declared once. Pages, the admin router and the functions import these.
export const pages = {
  home: '/',
  login: '/login',
  admin: '/admin',
  adminContacts: '/admin/contacts',
  adminSignups: '/admin/signups',
  adminSections: '/admin/sections',
  adminDemos: '/admin/demos',
  adminWorkflowVideos: '/admin/workflow-videos',
  adminHeroAnimations: '/admin/hero-animations',
  adminArticles: '/admin/articles',
  adminTeam: '/admin/team',
  adminSecurity: '/admin/security',
  adminAudit: '/admin/audit',
  /** Where an invitation link lands; the token travels in the fragment, never to a server log. */
  acceptInvite: '/admin/invite',
  adminInsights: '/admin/insights',
  /** Visitor analytics: the Insights screen's second tab. */
  adminTraffic: '/admin/insights/traffic',
  /** Newsletters and invitation waves, with each one's delivery. */
  adminCampaigns: '/admin/campaigns',
  adminSettings: '/admin/settings',
  adminSentMail: '/admin/settings/sent-mail',
  /** One contact, opened in the inbox: the link the notification emails carry. */
  adminContact: (id: number) => `/admin/contacts?open=${id}`,
  docs: '/docs',
  /**
   * One docs topic on a page of its own, prebuilt for every topic (site/src/pages/docs/[tab]/[topic].astro).
   * /docs#<tab>-<topic> opens the same topic on /docs.
   */
  docsTopic: (tab: string, topic: string) => `/docs/${encodeURIComponent(tab)}/${encodeURIComponent(topic)}`,
  updates: '/updates',
  update: (slug: string) => `/updates/${encodeURIComponent(slug)}`,
  updatesRss: '/updates/rss.xml',
  /** A draft's shared preview. The token rides in the fragment, so the page request never carries it. */
  preview: '/preview',
  previewLink: (token: string) => `/preview#${token}`,
  animationPreview: '/animation-preview',
  playground: '/playground',
  demo: '/demo',
  contact: '/contact',
  anchor: (id: string) => `/#${id}`,
  /**
   * A public form on a page of its own: where a post made without JavaScript lands (303), showing its
   * outcome through the reply token, or the empty form without one.
   */
  form: (form: string, reply?: string) =>
    `/forms/${encodeURIComponent(form)}${reply ? `?r=${encodeURIComponent(reply)}` : ''}`,
  /**
   * A subscriber's personal referral link: the signup form on its own page, which carries the code
   * whether or not the visitor's browser runs the form's script.
   */
  referral: (code: string) => `/forms/signup?ref=${encodeURIComponent(code)}`,
  /** The prebuilt page the form page is filled into (never linked, never indexed). */
  formTemplate: (form: string) => `/form-templates/${encodeURIComponent(form)}/`,
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RouteEntry {
  /** The function (its file in functions/api, `adminSignups` is `admin-signups.ts`) that answers the route. */
  fn: string;
  /** URLPattern syntax, as Netlify reads a function's `config.path`. */
  path: string;
  /** What the route takes; any other method on it is a 405 naming these. */
  methods: readonly HttpMethod[];
}

const ANY: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every API route, once: its pattern, the methods it takes and the function that answers it. The
 * functions' bundle configs, the local platform, the handler wrapper and the hrefs in `api` all derive
 * from this table. Within one function the first route that matches a path and takes the method wins,
 * so two routes may share a shape (an article by slug to read, by id to change).
 */
export const apiRoutes = {
  health: { fn: 'health', path: '/api/health', methods: ['GET'] },
  heroAnimations: { fn: 'heroAnimations', path: '/api/hero-animations', methods: ['GET'] },
  heroAnimation: { fn: 'heroAnimations', path: '/api/hero-animations/:animationType', methods: ['PATCH'] },
  siteConfig: { fn: 'siteConfig', path: '/api/site-config/:sectionId', methods: ['GET'] },
  videoCategories: { fn: 'videoCategories', path: '/api/video-categories', methods: ['GET'] },
  demos: { fn: 'demos', path: '/api/demos', methods: ['GET'] },
  trackCta: { fn: 'trackCta', path: '/api/track/cta', methods: ['POST'] },
  /** The page-view beacon: a view or a leave ping, sent as text/plain by sendBeacon or as JSON. */
  trackView: { fn: 'trackView', path: '/api/track/view', methods: ['POST'] },
  signup: { fn: 'signup', path: '/api/signup', methods: ['POST'] },
  contact: { fn: 'contact', path: '/api/contact', methods: ['POST'] },
  articles: { fn: 'articles', path: '/api/articles', methods: ['GET', 'POST'] },
  /** One article to read, by its slug. */
  article: { fn: 'articles', path: '/api/articles/:slug', methods: ['GET'] },
  /** The same shape of URL, naming an article by id to change or delete it. */
  articleById: { fn: 'articles', path: '/api/articles/:id', methods: ['PUT', 'DELETE'] },
  articlePreview: { fn: 'preview', path: '/api/preview/:token', methods: ['GET'] },
  image: { fn: 'images', path: '/api/images/:id/:file', methods: ['GET'] },
  authUser: { fn: 'authUser', path: '/api/auth/user', methods: ['GET'] },
  authLogin: { fn: 'authLogin', path: '/api/auth/login', methods: ['POST'] },
  authLogout: { fn: 'authLogout', path: '/api/auth/logout', methods: ['POST'] },
  authTwoFactor: { fn: 'authTwoFactor', path: '/api/auth/two-factor', methods: ['POST'] },
  authTwoFactorSetup: { fn: 'authTwoFactor', path: '/api/auth/two-factor/setup', methods: ['POST'] },
  authInvite: { fn: 'authInvite', path: '/api/auth/invite', methods: ['GET', 'POST'] },
  adminAccount: { fn: 'adminAccount', path: '/api/admin/account', methods: ['GET'] },
  adminAccountPassword: { fn: 'adminAccount', path: '/api/admin/account/password', methods: ['PUT'] },
  adminSessions: { fn: 'adminSessions', path: '/api/admin/sessions', methods: ['GET', 'DELETE'] },
  adminSession: { fn: 'adminSessions', path: '/api/admin/sessions/:id', methods: ['DELETE'] },
  adminTwoFactor: { fn: 'adminTwoFactor', path: '/api/admin/two-factor', methods: ['GET', 'PUT', 'DELETE'] },
  adminTwoFactorSetup: { fn: 'adminTwoFactor', path: '/api/admin/two-factor/setup', methods: ['POST'] },
  adminTeam: { fn: 'adminTeam', path: '/api/admin/team', methods: ['GET'] },
  adminTeamMember: { fn: 'adminTeam', path: '/api/admin/team/:id', methods: ['PATCH'] },
  adminTeamTransfer: { fn: 'adminTeam', path: '/api/admin/team/:id/transfer', methods: ['POST'] },
  adminTeamTwoFactor: { fn: 'adminTeam', path: '/api/admin/team/:id/two-factor', methods: ['DELETE'] },
  adminInvites: { fn: 'adminInvites', path: '/api/admin/invites', methods: ['POST'] },
  adminInvite: { fn: 'adminInvites', path: '/api/admin/invites/:id', methods: ['DELETE'] },
  adminSecurityPolicy: { fn: 'adminSecurityPolicy', path: '/api/admin/security-policy', methods: ['PUT'] },
  adminAudit: { fn: 'adminAudit', path: '/api/admin/audit', methods: ['GET'] },
  adminAuditCsv: { fn: 'adminAudit', path: '/api/admin/audit.csv', methods: ['GET'] },
  adminSignups: { fn: 'adminSignups', path: '/api/admin/signups', methods: ['GET'] },
  adminSignupsCsv: { fn: 'adminSignups', path: '/api/admin/signups.csv', methods: ['GET'] },
  adminSignup: { fn: 'adminSignups', path: '/api/admin/signups/:id', methods: ['DELETE'] },
  /** Newsletters and invitation waves: each with its delivery so far, and a new one to send. */
  adminCampaigns: { fn: 'adminCampaigns', path: '/api/admin/campaigns', methods: ['GET', 'POST'] },
  /** How many a newsletter's segment or a wave's selection reaches now. */
  adminCampaignAudience: { fn: 'adminCampaigns', path: '/api/admin/campaigns/audience', methods: ['POST'] },
  /** A draft rendered for one recipient, exactly as it would be sent. */
  adminCampaignPreview: { fn: 'adminCampaigns', path: '/api/admin/campaigns/preview', methods: ['POST'] },
  /** A draft sent to the signed-in staff member's own address. */
  adminCampaignTest: { fn: 'adminCampaigns', path: '/api/admin/campaigns/test', methods: ['POST'] },
  adminContacts: { fn: 'adminContacts', path: '/api/admin/contacts', methods: ['GET'] },
  adminContactsCsv: { fn: 'adminContacts', path: '/api/admin/contacts.csv', methods: ['GET'] },
  adminContact: { fn: 'adminContacts', path: '/api/admin/contacts/:id', methods: ['GET', 'PATCH', 'DELETE'] },
  adminContactNotes: { fn: 'adminContacts', path: '/api/admin/contacts/:id/notes', methods: ['GET', 'POST'] },
  adminSettings: { fn: 'adminSettings', path: '/api/admin/settings', methods: ['GET', 'PUT'] },
  adminStaff: { fn: 'adminStaff', path: '/api/admin/staff', methods: ['GET'] },
  adminSentMail: { fn: 'adminSentMail', path: '/api/admin/sent-mail', methods: ['GET'] },
  adminSentMessage: { fn: 'adminSentMail', path: '/api/admin/sent-mail/:id', methods: ['GET'] },
  adminSentMessageRetry: { fn: 'adminSentMail', path: '/api/admin/sent-mail/:id/retry', methods: ['POST'] },
  adminSiteConfig: { fn: 'adminSiteConfig', path: '/api/admin/site-config', methods: ['GET'] },
  adminSiteConfigSection: { fn: 'adminSiteConfig', path: '/api/admin/site-config/:sectionId', methods: ['PUT'] },
  adminDemos: { fn: 'adminDemos', path: '/api/admin/demos', methods: ['GET', 'POST'] },
  adminDemo: { fn: 'adminDemos', path: '/api/admin/demos/:id', methods: ['PUT', 'DELETE'] },
  adminDemoPreview: { fn: 'adminDemoPreview', path: '/api/admin/demo-preview', methods: ['GET'] },
  adminWorkflowVideos: { fn: 'adminWorkflowVideos', path: '/api/admin/workflow-videos', methods: ['GET', 'POST'] },
  adminWorkflowVideo: { fn: 'adminWorkflowVideos', path: '/api/admin/workflow-videos/:id', methods: ['PUT', 'DELETE'] },
  adminVideoCategories: { fn: 'adminVideoCategories', path: '/api/admin/video-categories', methods: ['GET', 'POST'] },
  adminVideoCategory: {
    fn: 'adminVideoCategories',
    path: '/api/admin/video-categories/:id',
    methods: ['PUT', 'DELETE'],
  },
  adminVideoCategoryMove: {
    fn: 'adminVideoCategories',
    path: '/api/admin/video-categories/:id/move',
    methods: ['POST'],
  },
  adminRebuildStatus: { fn: 'adminRebuild', path: '/api/admin/rebuild', methods: ['GET'] },
  adminArticlePreviewLink: {
    fn: 'adminArticlePreviewLink',
    path: '/api/admin/articles/:id/preview-link',
    methods: ['GET', 'POST', 'DELETE'],
  },
  adminArticleRevisions: { fn: 'adminArticleRevisions', path: '/api/admin/articles/:id/revisions', methods: ['GET'] },
  adminArticleRevision: {
    fn: 'adminArticleRevisions',
    path: '/api/admin/articles/:id/revisions/:revisionId',
    methods: ['GET'],
  },
  adminArticleRevisionRestore: {
    fn: 'adminArticleRevisions',
    path: '/api/admin/articles/:id/revisions/:revisionId/restore',
    methods: ['POST'],
  },
  /** A chart's rows; the same route answers its CSV when the chart's name ends in `.csv` (`adminInsightsCsv`). */
  adminInsights: { fn: 'adminInsights', path: '/api/admin/insights/:chart', methods: ['GET'] },
  /** A Traffic report's rows; `<report>.csv` answers the same rows as a file (`adminTrafficCsv`). */
  adminTraffic: { fn: 'adminTraffic', path: '/api/admin/traffic/:report', methods: ['GET'] },
  adminImageUploads: { fn: 'adminImages', path: '/api/admin/images', methods: ['POST'] },
  adminImageUpload: { fn: 'adminImages', path: '/api/admin/images/:upload', methods: ['POST', 'DELETE'] },
  adminImageUploadChunk: { fn: 'adminImages', path: '/api/admin/images/:upload/chunks/:index', methods: ['PUT'] },
  /** A public form's own page, after a post made without JavaScript (not under /api: people see it). */
  form: { fn: 'forms', path: '/forms/:form', methods: ['GET'] },
  /** Bounces and complaints, posted by the mail provider (or a relay) in Nodal's signed shape. */
  mailEvents: { fn: 'mailEvents', path: '/api/mail-events', methods: ['POST'] },
  /** The same, in Mailgun's webhook shape with its own signature. */
  mailEventsMailgun: { fn: 'mailEvents', path: '/api/mail-events/mailgun', methods: ['POST'] },
  /**
   * A subscriber's own pages, opened from the links in their emails (not under /api: people see them).
   * Each takes its signed token as `?token=`; they work without JavaScript.
   */
  subscriptionConfirm: { fn: 'subscription', path: '/subscription/confirm', methods: ['GET'] },
  subscriptionPreferences: { fn: 'subscription', path: '/subscription/preferences', methods: ['GET', 'POST'] },
  /** RFC 8058 one-click unsubscribe: the mail provider POSTs `List-Unsubscribe=One-Click` here. */
  subscriptionUnsubscribe: { fn: 'subscription', path: '/subscription/unsubscribe', methods: ['POST'] },
  /** An invitation's link: the page asks, and its form's post records that the person accepted. */
  subscriptionAccept: { fn: 'subscription', path: '/subscription/accept', methods: ['GET', 'POST'] },
  /** Every other path under /api: the catch-all's JSON 404, whatever the method. */
  notFound: { fn: 'notFound', path: '/api', methods: ANY },
  notFoundBelow: { fn: 'notFound', path: '/api/*', methods: ANY },
} as const satisfies Record<string, RouteEntry>;

export type ApiRouteName = keyof typeof apiRoutes;
/** A function in functions/api, by its camelCase file name. */
export type ApiFunctionName = (typeof apiRoutes)[ApiRouteName]['fn'];
/** The methods some route of a function takes: exactly the handlers it must have. */
export type FunctionMethod<F extends ApiFunctionName> = {
  [R in ApiRouteName]: (typeof apiRoutes)[R]['fn'] extends F ? (typeof apiRoutes)[R]['methods'][number] : never;
}[ApiRouteName];

/** One argument per `:name` of a pattern, in order. */
type ParamArgs<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${string}/${infer Tail}`
    ? [string | number, ...ParamArgs<Tail>]
    : [string | number]
  : [];

/** A route without parameters is its href; one with them is a function of its parameters, in the pattern's order. */
export type Href<P extends string> = ParamArgs<P> extends [] ? P : (...params: ParamArgs<P>) => string;

const PARAM = /:(\w+)/g;

/** The names of a pattern's parameters, in order. */
export function paramNames(pattern: string): string[] {
  return [...pattern.matchAll(PARAM)].map((m) => m[1]!);
}

/** The href builder a pattern gives: each parameter percent-encoded into its place. */
export function hrefOf<P extends string>(pattern: P): Href<P> {
  if (!paramNames(pattern).length) return pattern as Href<P>;
  return ((...params: (string | number)[]) => {
    let i = 0;
    return pattern.replace(PARAM, () => encodeURIComponent(String(params[i++])));
  }) as unknown as Href<P>;
}

type Hrefs = { [R in ApiRouteName]: Href<(typeof apiRoutes)[R]['path']> };

const hrefs = Object.fromEntries(
  Object.entries(apiRoutes).map(([name, route]) => [name, hrefOf(route.path)]),
) as unknown as Hrefs;

/** Every API URL the clients call, derived from `apiRoutes`: `api.signup` is a string, `api.article(slug)` a URL. */
export const api = {
  ...hrefs,
  /** A chart's rows as CSV: the chart route, its name ending in `.csv`. */
  adminInsightsCsv: (chart: string) => hrefs.adminInsights(`${chart}.csv`),
  /** A Traffic report's rows as CSV: the report route, its name ending in `.csv`. */
  adminTrafficCsv: (report: string) => hrefs.adminTraffic(`${report}.csv`),
} as const;

/**
 * Functions that run on a clock instead of a URL, one entry per file in functions/scheduled
 * (`rebuildPending` is `rebuild-pending.ts`): cron syntax, in UTC. Netlify runs them on published
 * deploys; the local platform runs the same table in-process.
 */
export const scheduledFunctions = {
  /** The rebuild a save asked for inside the build hook's debounce window, fired once the window is over. */
  rebuildPending: '* * * * *',
  /** Scheduled articles whose time has come go public, and the site rebuilds for them. */
  publishScheduled: '* * * * *',
  /** The notification outbox: new contacts and signups become emails and webhook calls, failed ones are retried. */
  sendNotifications: '* * * * *',
  /** Newsletters and invitations that are due, sent in batches at the configured rate. */
  sendCampaigns: '* * * * *',
  /** Daily salts past 48 hours and raw page views past the retention setting are deleted (the tallies stay). */
  trafficRetention: '7 * * * *',
} as const satisfies Record<string, string>;

export type ScheduledFunctionName = keyof typeof scheduledFunctions;

export interface FunctionRoutes {
  path: string[];
  excludedPath?: string[];
}

/** Every function of the table, in its order. */
export const apiFunctionNames: ApiFunctionName[] = [...new Set(Object.values(apiRoutes).map((route) => route.fn))];

/** The routes of one function, in the table's order. */
export function routesOf(fn: ApiFunctionName): { name: ApiRouteName; path: string; methods: readonly HttpMethod[] }[] {
  return (Object.keys(apiRoutes) as ApiRouteName[])
    .filter((name) => apiRoutes[name].fn === fn)
    .map((name) => ({ name, path: apiRoutes[name].path, methods: apiRoutes[name].methods }));
}

/** A pattern's shape, whatever its parameters are called: two routes of one shape are one path to Netlify. */
const shapeOf = (path: string) => path.replace(PARAM, ':_');

/** A function's distinct patterns, one per shape (the first route's spelling). */
function pathsOf(fn: ApiFunctionName): string[] {
  const byShape = new Map<string, string>();
  for (const { path } of routesOf(fn)) if (!byShape.has(shapeOf(path))) byShape.set(shapeOf(path), path);
  return [...byShape.values()];
}

/**
 * What a function declares to Netlify. Netlify does not promise that the most specific path wins when two
 * functions match a URL, so the catch-all excludes every other function's paths and no URL has two owners.
 */
export function functionRoutes(fn: ApiFunctionName): FunctionRoutes {
  const path = pathsOf(fn);
  if (fn !== 'notFound') return { path };
  return { path, excludedPath: apiFunctionNames.filter((other) => other !== fn).flatMap(pathsOf) };
}
