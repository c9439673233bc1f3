import { brand } from './brand.ts';

/** Landing-page section ids in their default order. */
export const SECTION_IDS = [
  'hero',
  'orchestration',
  'main-video',
  'features',
  'feature-videos',
  'workflow-demo-videos',
  'usecases',
  'workflow-demo',
  'demos',
  'roadmap',
  'get-involved',
  'updates',
  'signup',
  'contact',
  'learn-ai',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];
/** Always shown and always dark, whatever their config says. */
export const ALWAYS_SHOWN_SECTIONS: readonly SectionId[] = ['hero', 'orchestration', 'main-video'];

export const SCROLL_OFFSET_PX = 80;
export const HEADER_SCROLLED_AFTER_PX = 50;
export const HERO_SESSION_KEY = `${brand.name}Science_heroAnimation_session`;
export const HERO_WEIGHT = { min: 0, max: 10, step: 1 } as const;
export const UPDATES_TEASER_LIMIT = 3;
export const UPDATES_PAGE_SIZE = 24;

export const LOGIN_REDIRECT_DELAY_MS = 500;
export const LOGOUT_REDIRECT_DELAY_MS = 100;
export const AUTH_REFETCH_INTERVAL_MS = 5 * 60 * 1000;
export const LIST_RETRY_COUNT = 1;

export const PREVIEW_LENGTH = { dashboard: 60, contacts: 50 } as const;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export const EARLY_ADOPTER_FREE_MONTHS = 2;
export const CALLBACK_BUSINESS_DAYS = 2;

export const ADMIN_PAGE_SIZE = { default: 50, max: 100 } as const;
export const REQUEST_BODY_LIMIT_BYTES = 64 * 1024;
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
/**
 * A cookie scripts may read, set beside the HttpOnly session and cleared with it: it only says "a
 * session may exist here", so /login can skip the who-am-I call (whose 401, the spec's answer for a
 * visitor, the browser logs as an error) when there is certainly none. Never trusted for access.
 */
export const SIGNED_IN_HINT_COOKIE = 'nodal_signed_in';
export const PASSWORD_RULES = { minLength: 8, maxLength: 64, maxBytes: 72 } as const;

export const ROADMAP = [
  { quarter: 'Q1 2025', title: 'Early Access Beta', note: null },
  { quarter: 'Q2 2025', title: 'Partner Integrations', note: 'early Q2' },
  { quarter: 'Q2 2025', title: 'Public Launch', note: 'late Q2' },
  { quarter: 'Q3 2025', title: 'Enterprise Features', note: null },
] as const;

/** Marketing figures quoted on the site and in the docs. */
export const FIGURES = {
  timeToPublication: '30-50%',
  fasterPublicationCycle: '50%',
  lessCopyediting: '60%',
  betterReviewerMatching: '40%',
  fewerPublicationErrors: '85%',
  consortiumInstitutions: 15,
  lessDuplicateResearch: '35%',
  moreCoauthorship: '28%',
} as const;

/**
 * The playground's call-to-action `actionType`. Other action types stay free text (the
 * landing page's own events and older clients send any string), but a playground event carries a
 * shape the API checks.
 */
export const PLAYGROUND_ACTION_TYPE = 'playground';
export const PLAYGROUND_EVENTS = ['run', 'template_load'] as const;

/**
 * The response header an API write carries when its change asked for a rebuild of the public site
 * (the value is `requested`); the admin shows its rebuild notice from it. Same origin, so no
 * Access-Control-Expose-Headers is needed.
 */
export const REBUILD_HEADER = 'Nodal-Rebuild';
export const REBUILD_REQUESTED = 'requested';

/**
 * The waitlist's order: confirmed subscribers by when they confirmed, each confirmed referral moving
 * its referrer ahead by this many days, for at most REFERRAL_CAP referrals.
 */
export const REFERRAL_BOOST_DAYS = 1;
export const REFERRAL_CAP = 10;
/** A referral code as links carry it. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;
