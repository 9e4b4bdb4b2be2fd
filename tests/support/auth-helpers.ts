import { signUpRoute } from '#server/auth/auth-contract.ts';
import { apiOf, bodyOf, browser } from './api-client.ts';
import { uniqueEmail } from './unique-email.ts';
import { uniqueClientIp, type TestContext } from './test-app.ts';

export const GOOD_PASSWORD = 'Fe&Esperanza7';

/** The Cookie header a browser would send back after this response. */
export function cookiesFrom(response: { headers: Headers }, previous = ''): string {
  const jar = new Map(previous.split('; ').filter(Boolean).map((pair) => [pair.split('=')[0]!, pair] as const));
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

export async function signUp(ctx: TestContext, email = uniqueEmail(), password = GOOD_PASSWORD, language: 'en' | 'es' = 'en') {
  const response = await apiOf(ctx).auth['sign-up'].email.$post({ json: { email, password, language } }, browser('', { 'X-Forwarded-For': uniqueClientIp() }));
  return { response, email, password, cookie: cookiesFrom(response) };
}

export async function signIn(ctx: TestContext, email: string, password: string, ip = uniqueClientIp()) {
  const response = await apiOf(ctx).auth['sign-in'].email.$post({ json: { email, password } }, browser('', { 'X-Forwarded-For': ip }));
  return { response, cookie: cookiesFrom(response) };
}

export async function me(ctx: TestContext, cookie: string) {
  return apiOf(ctx).me.$get(undefined, browser(cookie));
}

/**
 * A signed-in member with the access flags set as billing or the admin command would set them
 * (default: subscribed).
 */
export async function signUpMember(ctx: TestContext, flags: { subscribed?: boolean; admin?: boolean } = { subscribed: true }) {
  const { cookie, response } = await signUp(ctx);
  const { user } = await bodyOf(response, signUpRoute.responses[200]);
  const set = { ...(flags.subscribed ? { is_subscribed: true } : {}), ...(flags.admin ? { is_admin: true } : {}) };
  if (Object.keys(set).length > 0) await ctx.database.db.updateTable('users').set(set).where('id', '=', user.id).execute();
  return { cookie, userId: user.id };
}
