/**
 * The seed's constants (seed §9) and the names both sides agree on. Every number here is a
 * requirement quoted from the specification; change one only when the specification changes.
 */
export const PRODUCT_NAME = 'GrantPilot';

export const TOKEN_FETCH_ATTEMPTS = 3;
export const TOKEN_FETCH_DELAY_MS = 500;
/** Refresh the ID token when it expires within this window. */
export const TOKEN_REFRESH_WINDOW_MS = 5 * 60 * 1000;
export const API_REQUEST_RETRIES = 2;
export const API_RETRY_DELAY_MS = 500;
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
/** Queries are retried while the failure count is below this. */
export const QUERY_MAX_ATTEMPTS = 3;
export const DISPLAY_NAME_MIN_LENGTH = 3;
/** Not in the seed: names travel in every ID token, so they are bounded (a long one made tokens too large to send). */
export const DISPLAY_NAME_MAX_LENGTH = 100;
/** Addresses longer than this are not deliverable (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const DEFAULT_PASSWORD_MIN_LENGTH = 6;
export const COOKIE_BANNER_DELAY_MS = 1000;
export const THEME_TRANSITION_MS = 300;
export const THEME_COLOR_DARK = '#24202A';
export const THEME_COLOR_LIGHT = '#33A1CC';
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_TOUCH_PX = 10;
export const TOAST_SWIPE_THRESHOLD_POINTER_PX = 2;
export const TOAST_VIEWPORT_HOTKEY = 'F8';
export const TOAST_MAX_WIDTH_PX = 420;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SIGN_IN_DEBUG_LOG_CAP = 50;
export const CARD_STAGGER_MS = 70;
export const REDIRECT_FALLBACK_MS = 100;
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
export const POPUP_CLOSED_POLL_MS = 8000;
export const REDIRECT_RESULT_CACHE_MS = 10 * 60 * 1000;

export const ALLOWED_API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type ApiMethod = (typeof ALLOWED_API_METHODS)[number];

/** Local storage keys (seed §3). */
export const STORAGE_KEYS = {
  theme: 'theme',
  cookieConsent: 'cookie_consent',
  user: 'grantpilot_user',
  returnPath: 'grantpilot_return_path',
  signInLog: 'grantpilot_sign_in_log',
} as const;
export const COOKIE_CONSENT_ACCEPTED = 'accepted';

/** Where the built-in identity service answers (its session read is `${AUTH_BASE_PATH}/get-session`). */
export const AUTH_BASE_PATH = '/api/auth';

/** Roles from the identity token's claims (seed §6). */
export const DEFAULT_ROLES = ['user'] as const;
export const ADMIN_ROLE = 'admin';

/** The seed's route table (seed §2) plus the auth pages PRODUCT.md §11 adds. */
export const ROUTES = {
  landing: '/',
  login: '/auth/login',
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  emailVerified: '/auth/email-verified',
  verifyEmail: '/auth/verify-email',
  /** Firebase's custom email action handler: `?mode=resetPassword|verifyEmail&oobCode=…`. */
  authAction: '/auth/action',
  dashboard: '/dashboard',
  projects: '/projects',
  newProject: '/projects/new',
  project: '/projects/:id',
  applications: '/applications',
  newApplication: '/applications/new',
  application: '/applications/:id',
  funders: '/funders',
  funder: '/funders/:funderId',
  /** Where a funder's page was before funders had their own section; it redirects. */
  oldFunder: '/applications/funders/:funderId',
  grantDocuments: '/grant-documents',
  grantDocument: '/grant-documents/:documentId',
  grantAnalysis: '/grant-analysis',
  grantAnalysisResult: '/grant-analysis/:analysisId',
  grantAnswers: '/grant-answers',
  /** Goes to the first of the sections below. */
  settings: '/settings',
  settingsProfile: '/settings/profile',
  settingsAccount: '/settings/account',
  settingsNotifications: '/settings/notifications',
  settingsOrganization: '/settings/organization',
  settingsCalendar: '/settings/calendar',
  support: '/support',
  /** One help centre article; `:slug` is its file name in the web app's support articles. */
  helpArticle: '/support/articles/:slug',
  supportTicket: '/support/tickets/:ticketId',
  adminSupportTicket: '/admin/support/:ticketId',
  team: '/team',
  /** Instance administration (the `admin` role only); `/admin` itself is its users. */
  admin: '/admin',
  adminOrganizations: '/admin/organizations',
  adminOrganization: '/admin/organizations/:organizationId',
  adminHealth: '/admin/health',
  /** The support desk's queue of every ticket, in the same section. */
  adminSupport: '/admin/support',
} as const;

/**
 * Where the web app finds the client configuration (`contracts/client-config.ts`): the page's
 * embedded JSON element, or this path for the Vite dev server. Here rather than in the contract
 * (which re-exports them) because the contract builds zod schemas, and the first bundle must not
 * load zod.
 */
export const CLIENT_CONFIG_ELEMENT_ID = 'grantpilot-client-config';
export const CLIENT_CONFIG_PATH = '/api/client-config';

/**
 * Query parameters the dashboard answers to: the emailed invitation link
 * (`/dashboard?invitation=…`) and the navigation's "new organisation".
 */
export const DASHBOARD_PARAMS = { invitation: 'invitation', newOrganization: 'new-organization' } as const;

export function projectPath(id: string) {
  return `/projects/${encodeURIComponent(id)}`;
}

export function applicationPath(id: string) {
  return `/applications/${encodeURIComponent(id)}`;
}

export function funderPath(id: string) {
  return `/funders/${encodeURIComponent(id)}`;
}

export function helpArticlePath(slug: string) {
  return `/support/articles/${encodeURIComponent(slug)}`;
}

export function adminOrganizationPath(id: string) {
  return `/admin/organizations/${encodeURIComponent(id)}`;
}

export function supportTicketPath(id: string) {
  return `/support/tickets/${encodeURIComponent(id)}`;
}

export function adminSupportTicketPath(id: string) {
  return `/admin/support/${encodeURIComponent(id)}`;
}

/** The applications table narrowed to one funder's applications. */
export function applicationsOfFunderPath(funderId: string) {
  return `/applications?funderId=${encodeURIComponent(funderId)}`;
}

/** Toast titles of the seed's error catalogue (seed §8). */
export const AUTH_ERROR_TITLES = {
  signIn: 'Login Failed',
  createAccount: 'Registration Failed',
  signOut: 'Logout Failed',
  sendPasswordReset: 'Password Reset Failed',
  sendEmailVerification: 'Verification Email Failed',
  updateProfile: 'Profile Update Failed',
  deleteAccount: 'Account Deletion Failed',
  /** Not in the seed's catalogue: the password change PRODUCT.md §9 adds. */
  changePassword: 'Password Change Failed',
  authState: 'Authentication Error',
} as const;
export const GENERIC_ERROR_TITLE = 'Error';
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const NO_SIGNED_IN_USER_MESSAGE = 'No user is currently signed in';
export const DISPLAY_NAME_TOO_SHORT_MESSAGE = `Display name must be at least ${DISPLAY_NAME_MIN_LENGTH} characters`;
export const DISPLAY_NAME_TOO_LONG_MESSAGE = `Display name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`;
/** What a disabled account hears, at sign-in and from the API (`ACCOUNT_DISABLED`). */
export const ACCOUNT_DISABLED_MESSAGE =
  'This account is disabled. Ask the administrator of this GrantPilot installation to enable it again.';
export const INVALID_API_ENDPOINT_MESSAGE = 'Invalid API endpoint';
