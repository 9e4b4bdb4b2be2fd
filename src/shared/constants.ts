// Business constants and timings from product §9, in one place for the server and the client.
export const PLAN = {
  nameKey: 'plan.monthly',
  priceCents: 999,
  currency: 'USD',
  interval: 'month',
  trialDays: 7,
} as const;

export const AUDIENCE_TYPES = ['general', 'sunday', 'youth', 'evangelistic', 'mens', 'womens', 'children'] as const;
export type AudienceType = (typeof AUDIENCE_TYPES)[number];

export const LANGUAGE_STYLES = ['simple', 'standard', 'theological'] as const;
export type LanguageStyle = (typeof LANGUAGE_STYLES)[number];

/** The longest theme or reference the generator takes. */
export const THEME_MAX_LENGTH = 300;

/** The longest history search accepted (a few words; the server uses the first eight). */
export const SERMON_SEARCH_MAX = 200;

export const TIMINGS = {
  generatorCountdownSeconds: 30,
  copiedIndicatorMs: 2000,
  shareToastMs: 3000,
  signInRetries: 3,
  signInRetryBaseMs: 1000,
  signupThrottleAttempts: 2,
  signupThrottleWindowMs: 120_000,
  signupCooldownMs: 300_000,
  signupRetryDelayMs: 3000,
  signupMaxRetries: 1,
  signupSubmitLockMs: 2000,
  checkoutPollAttempts: 5,
  checkoutPollIntervalMs: 2000,
  returnToDashboardAfterMs: 5000,
  resetUpdateTimeoutMs: 30_000,
  redirectAfterResetMs: 3000,
  recoveryLinkRecheckMs: 1000,
} as const;

export const ERROR_LOG_MAX_ENTRIES = 100;

/** product §3 "Local error log entry": the limits of one report to POST /api/client-errors. */
export const CLIENT_ERROR_LIMITS = { bodyBytes: 16 * 1024, message: 2000, stack: 8000, contextKeys: 20 } as const;

/**
 * One password policy for every new password — sign-up, reset and change (product §5): the
 * sign-up minimum of the original spec, which is above its reset minimum of 6.
 */
export const PASSWORD_MIN_LENGTH = 8;

/** Sermons per page of the dashboard's history (its first page is preloaded with the page, serve-client.ts). */
export const HISTORY_PAGE_SIZE = 10;

/** The history's search, kept in the dashboard's address (sermon-history.tsx). */
export const HISTORY_FILTER_PARAMS = ['q', 'language', 'audienceType'] as const;
