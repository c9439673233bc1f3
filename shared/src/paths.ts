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
  adminSettings: '/admin/settings',
  adminSentMail: '/admin/settings/sent-mail',
  /** One contact, opened in the inbox: the link the notification emails carry. */
  adminContact: (id: number) => `/admin/contacts?open=${id}`,
  docs: '/docs',
  updates: '/updates',
  update: (slug: string) => `/updates/${encodeURIComponent(slug)}`,
  updatesRss: '/updates/rss.xml',
  animationPreview: '/animation-preview',
  demo: '/demo',
  contact: '/contact',
  anchor: (id: string) => `/#${id}`,
} as const;

export const api = {
  health: '/api/health',
  heroAnimations: '/api/hero-animations',
  heroAnimation: (type: string) => `/api/hero-animations/${encodeURIComponent(type)}`,
  siteConfig: (sectionId: string) => `/api/site-config/${encodeURIComponent(sectionId)}`,
  videoCategories: '/api/video-categories',
  demos: '/api/demos',
  trackCta: '/api/track/cta',
  signup: '/api/signup',
  contact: '/api/contact',
  articles: '/api/articles',
  article: (slugOrId: string | number) => `/api/articles/${encodeURIComponent(String(slugOrId))}`,
  authUser: '/api/auth/user',
  authLogin: '/api/auth/login',
  authLogout: '/api/auth/logout',
  adminSignups: '/api/admin/signups',
  adminSignupsCsv: '/api/admin/signups.csv',
  adminSignup: (id: number) => `/api/admin/signups/${id}`,
  adminContacts: '/api/admin/contacts',
  adminContactsCsv: '/api/admin/contacts.csv',
  adminContact: (id: number) => `/api/admin/contacts/${id}`,
  adminContactNotes: (id: number) => `/api/admin/contacts/${id}/notes`,
  adminSettings: '/api/admin/settings',
  adminStaff: '/api/admin/staff',
  adminSentMail: '/api/admin/sent-mail',
  adminSentMessage: (id: number) => `/api/admin/sent-mail/${id}`,
  adminSentMessageRetry: (id: number) => `/api/admin/sent-mail/${id}/retry`,
  adminSiteConfig: '/api/admin/site-config',
  adminSiteConfigSection: (sectionId: string) => `/api/admin/site-config/${encodeURIComponent(sectionId)}`,
  adminDemos: '/api/admin/demos',
  adminDemo: (id: number) => `/api/admin/demos/${id}`,
  adminDemoPreview: '/api/admin/demo-preview',
  adminWorkflowVideos: '/api/admin/workflow-videos',
  adminWorkflowVideo: (id: number) => `/api/admin/workflow-videos/${id}`,
  adminVideoCategories: '/api/admin/video-categories',
  adminVideoCategory: (id: number) => `/api/admin/video-categories/${id}`,
  adminVideoCategoryMove: (id: number) => `/api/admin/video-categories/${id}/move`,
  adminRebuildStatus: '/api/admin/rebuild',
} as const;

/**
 * Route patterns (URLPattern syntax) of the functions, one entry per file in functions/api (`adminSignups` is
 * `admin-signups.ts`). The functions bundle and the local platform both route from this table.
 */
export const apiRoutes = {
  health: '/api/health',
  heroAnimations: ['/api/hero-animations', '/api/hero-animations/:animationType'],
  siteConfig: '/api/site-config/:sectionId',
  videoCategories: '/api/video-categories',
  demos: '/api/demos',
  trackCta: '/api/track/cta',
  signup: '/api/signup',
  contact: '/api/contact',
  articles: ['/api/articles', '/api/articles/:key'],
  authUser: '/api/auth/user',
  authLogin: '/api/auth/login',
  authLogout: '/api/auth/logout',
  adminSignups: ['/api/admin/signups', '/api/admin/signups.csv', '/api/admin/signups/:id'],
  adminContacts: [
    '/api/admin/contacts',
    '/api/admin/contacts.csv',
    '/api/admin/contacts/:id',
    '/api/admin/contacts/:id/notes',
  ],
  adminSettings: '/api/admin/settings',
  adminStaff: '/api/admin/staff',
  adminSentMail: ['/api/admin/sent-mail', '/api/admin/sent-mail/:id', '/api/admin/sent-mail/:id/retry'],
  adminSiteConfig: ['/api/admin/site-config', '/api/admin/site-config/:sectionId'],
  adminDemos: ['/api/admin/demos', '/api/admin/demos/:id'],
  adminDemoPreview: '/api/admin/demo-preview',
  adminWorkflowVideos: ['/api/admin/workflow-videos', '/api/admin/workflow-videos/:id'],
  adminVideoCategories: [
    '/api/admin/video-categories',
    '/api/admin/video-categories/:id',
    '/api/admin/video-categories/:id/move',
  ],
  adminRebuild: '/api/admin/rebuild',
  notFound: ['/api', '/api/*'],
} as const;

export type ApiRouteName = keyof typeof apiRoutes;

/**
 * Functions that run on a clock instead of a URL, one entry per file in functions/scheduled
 * (`rebuildPending` is `rebuild-pending.ts`): cron syntax, in UTC. Netlify runs them on published
 * deploys; the local platform runs the same table in-process.
 */
export const scheduledFunctions = {
  /** The rebuild a save asked for inside the build hook's debounce window, fired once the window is over. */
  rebuildPending: '* * * * *',
  /** The notification outbox: new contacts and signups become emails and webhook calls, failed ones are retried. */
  sendNotifications: '* * * * *',
} as const satisfies Record<string, string>;

export type ScheduledFunctionName = keyof typeof scheduledFunctions;

export interface FunctionRoutes {
  path: string[];
  excludedPath?: string[];
}

/**
 * What a function declares to Netlify. Netlify does not promise that the most specific path wins when two
 * functions match a URL, so the catch-all excludes every other function's paths and no URL has two owners.
 */
export function functionRoutes(name: ApiRouteName): FunctionRoutes {
  const path = [apiRoutes[name]].flat();
  if (name !== 'notFound') return { path };
  const others = Object.entries(apiRoutes).filter(([key]) => key !== name);
  return { path, excludedPath: others.flatMap(([, paths]) => [paths].flat()) };
}
