// A browser the owner has signed in from before. Strangers guessing one account's password from
// many addresses lock that account for everyone who comes without this cookie (the per-account
// limit); the owner's own browser carries it and is let through (its address is still limited).
// Stateless: an HMAC of the e-mail under the session secret, so every instance can check it.
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import type { AppEnv } from '../app-env.ts';

const NAME = 'sermon-studio.known_device';
/** Accounts one browser remembers (a family sharing a computer); the oldest drops out. */
const MAX_ACCOUNTS = 4;
const MAX_AGE_SECONDS = 365 * 24 * 3600;

export interface KnownDeviceSettings {
  secret: string;
  secure: boolean;
}

function mark(email: string, secret: string): string {
  return crypto.createHmac('sha256', secret).update(`known-device:${email}`).digest('base64url').slice(0, 22);
}

function cookieName(secure: boolean): string {
  return secure ? `__Secure-${NAME}` : NAME;
}

function marksOf(c: Context<AppEnv>, secure: boolean): string[] {
  return (getCookie(c, cookieName(secure)) ?? '').split('.').filter((part) => /^[\w-]{22}$/.test(part));
}

/** Has this browser signed in to the account before? */
export function isKnownDevice(c: Context<AppEnv>, email: string, { secret, secure }: KnownDeviceSettings): boolean {
  const expected = Buffer.from(mark(email, secret));
  return marksOf(c, secure).some((part) => crypto.timingSafeEqual(Buffer.from(part), expected));
}

/** After a successful sign-in or sign-up: the Set-Cookie line that remembers the account on this browser. */
export function rememberDeviceCookie(c: Context<AppEnv>, email: string, { secret, secure }: KnownDeviceSettings): string {
  const own = mark(email, secret);
  const marks = [own, ...marksOf(c, secure).filter((part) => part !== own)].slice(0, MAX_ACCOUNTS);
  return serialize(cookieName(secure), marks.join('.'), { httpOnly: true, secure, sameSite: 'Lax', path: '/', maxAge: MAX_AGE_SECONDS });
}
