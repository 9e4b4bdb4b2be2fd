// Subscribed members of a spawned server, signed up over HTTP. Like tests/support/members.ts's
// signUpMember, but the request carries the server's Origin: better-auth refuses a sign-up without
// one (403 VALIDATION_ERROR), which signUpMember does not send (reported to the lead).
import type { DatabaseHandle } from '../src/server/db/database.ts';
import { cookiesFrom, GOOD_PASSWORD } from '../src/server/testing/auth-helpers.ts';
import { nextClientIp, uniqueEmail, type Member } from '../tests/support/members.ts';

export async function signUpSubscriber(baseUrl: string, database: DatabaseHandle): Promise<Member> {
  const email = uniqueEmail('bench');
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(baseUrl).origin, 'X-Forwarded-For': nextClientIp() },
    body: JSON.stringify({ email, password: GOOD_PASSWORD, language: 'en' }),
  });
  if (response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const { user } = (await response.json()) as { user: { id: string } };
  await database.db.updateTable('users').set({ is_subscribed: true }).where('id', '=', user.id).execute();
  return { email, password: GOOD_PASSWORD, userId: user.id, cookie: cookiesFrom(response) };
}

/** `count` subscribers, a few at a time (each sign-up hashes a password; the machine has two cores). */
export async function signUpSubscribers(baseUrl: string, database: DatabaseHandle, count: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let start = 0; start < count; start += 8) {
    members.push(...(await Promise.all(Array.from({ length: Math.min(8, count - start) }, () => signUpSubscriber(baseUrl, database)))));
  }
  return members;
}
