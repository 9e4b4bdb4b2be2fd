import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import { isLanguage } from '#shared/languages.ts';
import type { Config } from '../config.ts';
import type { Dialect } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/templates/password-reset.ts';
import { mailLinkAddress } from '../http/app-address.ts';
import { ownOrigin } from '../http/own-origin.ts';
import { authSchemaOptions } from './auth-schema-options.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { endEarlierResetLinks, endResetLinks } from './reset-links.ts';

/** Set by our HTTP layer from the socket (or a trusted proxy); any client copy is dropped first. */
export const CLIENT_IP_HEADER = 'x-sermon-client-ip';

/**
 * The language of the page a reset was asked from, set by our route (never taken from a client's
 * headers): the e-mail and its link are written in it (issue 26). Without it, the account's.
 */
export const RESET_LANGUAGE_HEADER = 'x-sermon-reset-language';

export const AUTH_LIMITS = {
  sessionDays: 30,
  resetTokenSeconds: 3600,
  // better-auth's own limiter, per client address and path, kept in the database.
  perAddress: {
    '/sign-in/email': { window: 60, max: 10 },
    '/sign-up/email': { window: 60, max: 5 },
    '/request-password-reset': { window: 300, max: 5 },
    '/reset-password': { window: 300, max: 10 },
    // Each try checks the current password: as many as resets.
    '/change-password': { window: 300, max: 10 },
  },
} as const;

interface AuthDeps {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  /** After a successful password reset (the app lifts the account's sign-in lock there). */
  onPasswordReset?: (user: { id: string; email: string }) => Promise<void>;
}

/**
 * Self-hosting at any address: in development without PUBLIC_URL the app is opened at
 * 127.0.0.1, localhost or the machine's LAN address, and each is the page's own origin. In
 * production, or once PUBLIC_URL is set, only that address is trusted.
 */
export function acceptsOwnOrigin(config: Pick<Config, 'env' | 'publicUrlConfigured'>): boolean {
  return config.env !== 'production' && !config.publicUrlConfigured;
}

export function createAuth({ config, db, dialect, mailer, logger, secret, onPasswordReset }: AuthDeps) {
  const https = config.publicUrl.protocol === 'https:';
  return betterAuth({
    appName: 'Apostolic Sermon Studio',
    baseURL: config.publicUrl.origin,
    basePath: '/api/auth',
    secret,
    database: { db, type: dialect, transaction: true },
    trustedOrigins: acceptsOwnOrigin(config)
      ? (request) => [config.publicUrl.origin, ownOrigin(request?.headers.get('origin'), request?.headers.get('host'))].filter((origin): origin is string => origin !== null)
      : [config.publicUrl.origin],
    ...authSchemaOptions,
    session: { ...authSchemaOptions.session, expiresIn: AUTH_LIMITS.sessionDays * 24 * 3600, updateAge: 24 * 3600 },
    // Reset tokens are kept only as hashes: a copy of the database holds no usable link.
    verification: { ...authSchemaOptions.verification, storeIdentifier: 'hashed' },
    databaseHooks: {
      // Only the newest link of an account works: asking again ends the earlier ones.
      verification: { create: { after: (link) => endEarlierResetLinks(db, link) } },
    },
    rateLimit: {
      ...authSchemaOptions.rateLimit,
      enabled: true,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: AUTH_LIMITS.perAddress,
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      requireEmailVerification: false,
      // The one password policy (8+ with classes, product §5) is checked before better-auth sees
      // the request (sign-up, reset, change); this is its floor behind ours.
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: AUTH_LIMITS.resetTokenSeconds,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => {
        await endResetLinks(db, user.id);
        await onPasswordReset?.({ id: user.id, email: user.email });
      },
      sendResetPassword: async ({ user, token }, request) => {
        const asked = request?.headers.get(RESET_LANGUAGE_HEADER);
        const chosen = (user as { language?: unknown }).language;
        const language = isLanguage(asked) ? asked : isLanguage(chosen) ? chosen : 'en';
        // PUBLIC_URL; without it, the address the reset was asked from when that is this server.
        const address = mailLinkAddress({ publicUrl: config.publicUrl, acceptOwnOrigin: acceptsOwnOrigin(config), port: config.port }, request);
        const link = new URL(`/${language}/reset-password?token=${encodeURIComponent(token)}`, address).href;
        // Not awaited: the answer must not wait on (or reveal anything through) the mail server.
        void mailer.send(passwordResetMail(user.email, link, language)).catch((error: unknown) => {
          logger.error({ err: error, userId: user.id }, 'password reset e-mail could not be sent');
        });
      },
    },
    advanced: {
      useSecureCookies: https,
      cookiePrefix: 'sermon-studio',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const log = level === 'error' ? logger.error.bind(logger) : level === 'warn' ? logger.warn.bind(logger) : logger.info.bind(logger);
        log({ component: 'better-auth', details: args.length ? args : undefined }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
