// The pages the whole-site browser tests walk: every public page a visitor reaches by a link (the
// article pages are added by each test, from what it publishes) and every admin screen.
import { pages, PUBLIC_FORM_NAMES } from '@nodal/shared';

export const NOT_FOUND_PATH = '/a-page-that-does-not-exist';

export const PUBLIC_PAGES = [
  pages.home,
  pages.updates,
  pages.docs,
  pages.docsTopic('learning', 'ai-fundamentals-what-is-ai'),
  pages.playground,
  pages.animationPreview,
  pages.login,
  NOT_FOUND_PATH,
  ...PUBLIC_FORM_NAMES.map((form) => pages.form(form)),
];

export const ADMIN_PAGES = [
  pages.admin,
  pages.adminInsights,
  pages.adminContacts,
  pages.adminSignups,
  pages.adminArticles,
  pages.adminWorkflowVideos,
  pages.adminDemos,
  pages.adminHeroAnimations,
  pages.adminSections,
  pages.adminTeam,
  pages.adminSettings,
  pages.adminSentMail,
  pages.adminSecurity,
  pages.adminAudit,
];
