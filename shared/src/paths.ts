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
  adminSettings: '/admin/settings',
  adminSentMail: '/admin/settings/sent-mail',
  /** One contact, opened in the inbox: the link the notification emails carry. */
  adminContact: (id: number) => `/admin/contacts?open=${id}`,
  docs: '/docs',
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
  articlePreview: (token: string) => `/api/preview/${encodeURIComponent(token)}`,
  adminImageUploads: '/api/admin/images',
  adminImageUploadChunk: (upload: string, index: number) =>
    `/api/admin/images/${encodeURIComponent(upload)}/chunks/${index}`,
  adminImageUpload: (upload: string) => `/api/admin/images/${encodeURIComponent(upload)}`,
  authUser: '/api/auth/user',
  authLogin: '/api/auth/login',
  authLogout: '/api/auth/logout',
  authTwoFactor: '/api/auth/two-factor',
  authTwoFactorSetup: '/api/auth/two-factor/setup',
  authInvite: '/api/auth/invite',
  adminAccount: '/api/admin/account',
  adminAccountPassword: '/api/admin/account/password',
  adminSessions: '/api/admin/sessions',
  adminSession: (id: string) => `/api/admin/sessions/${encodeURIComponent(id)}`,
  adminTwoFactor: '/api/admin/two-factor',
  adminTwoFactorSetup: '/api/admin/two-factor/setup',
  adminTeam: '/api/admin/team',
  adminTeamMember: (id: number) => `/api/admin/team/${id}`,
  adminTeamTransfer: (id: number) => `/api/admin/team/${id}/transfer`,
  adminTeamTwoFactor: (id: number) => `/api/admin/team/${id}/two-factor`,
  adminInvites: '/api/admin/invites',
  adminInvite: (id: string) => `/api/admin/invites/${encodeURIComponent(id)}`,
  adminSecurityPolicy: '/api/admin/security-policy',
  adminAudit: '/api/admin/audit',
  adminAuditCsv: '/api/admin/audit.csv',
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
  adminArticlePreviewLink: (id: number) => `/api/admin/articles/${id}/preview-link`,
  adminArticleRevisions: (id: number) => `/api/admin/articles/${id}/revisions`,
  adminArticleRevision: (id: number, revisionId: number) => `/api/admin/articles/${id}/revisions/${revisionId}`,
  adminArticleRevisionRestore: (id: number, revisionId: number) =>
    `/api/admin/articles/${id}/revisions/${revisionId}/restore`,
  adminInsights: (chart: string) => `/api/admin/insights/${encodeURIComponent(chart)}`,
  adminInsightsCsv: (chart: string) => `/api/admin/insights/${encodeURIComponent(chart)}.csv`,
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
  preview: '/api/preview/:token',
  images: '/api/images/:id/:file',
  authUser: '/api/auth/user',
  authLogin: '/api/auth/login',
  authLogout: '/api/auth/logout',
  authTwoFactor: ['/api/auth/two-factor', '/api/auth/two-factor/setup'],
  authInvite: '/api/auth/invite',
  adminAccount: ['/api/admin/account', '/api/admin/account/password'],
  adminSessions: ['/api/admin/sessions', '/api/admin/sessions/:id'],
  adminTwoFactor: ['/api/admin/two-factor', '/api/admin/two-factor/setup'],
  adminTeam: [
    '/api/admin/team',
    '/api/admin/team/:id',
    '/api/admin/team/:id/transfer',
    '/api/admin/team/:id/two-factor',
  ],
  adminInvites: ['/api/admin/invites', '/api/admin/invites/:id'],
  adminSecurityPolicy: '/api/admin/security-policy',
  adminAudit: ['/api/admin/audit', '/api/admin/audit.csv'],
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
  adminArticlePreviewLink: '/api/admin/articles/:id/preview-link',
  adminArticleRevisions: [
    '/api/admin/articles/:id/revisions',
    '/api/admin/articles/:id/revisions/:revisionId',
    '/api/admin/articles/:id/revisions/:revisionId/restore',
  ],
  adminInsights: '/api/admin/insights/:chart',
  adminImages: ['/api/admin/images', '/api/admin/images/:upload', '/api/admin/images/:upload/chunks/:index'],
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
  /** Scheduled articles whose time has come go public, and the site rebuilds for them. */
  publishScheduled: '* * * * *',
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
