// Sessions: the cookie's flags, no fixation (a value the client brings is never adopted, a forged
// one never accepted), sign-out ends the session on the server, and a password reset ends every
// other session.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/database.ts';
import { cookiesFrom, GOOD_PASSWORD } from '#tests/support/auth-helpers.ts';
import { signUpMember, type Member } from '../support/members.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { send, startSuiteServer, type Answer, type SuiteServer } from '../support/security-http.ts';
import { apiUrls } from '#tests/support/api-client.ts';

const sessionLine = (answer: Answer) => answer.headers.getSetCookie().find((line) => /session_token=/.test(line)) ?? '';
const sessionValue = (cookie: string) => /session_token=([^;]*)/.exec(cookie)?.[1] ?? '';

async function signIn(url: string, email: string, password: string, cookie?: string) {
  const answer = await send(url, apiUrls.auth['sign-in'].email.$path(), { body: { email, password }, ...(cookie ? { cookie } : {}) });
  expect(answer.status).toBe(200);
  return answer;
}

describe('cookie flags', () => {
  for (const https of [false, true]) {
    it(`are HttpOnly, SameSite, Path=/${https ? ' and Secure' : ''} with an ${https ? 'https' : 'http'} PUBLIC_URL`, async () => {
      const suite = await startSuiteServer('sqlite', https ? { env: { PUBLIC_URL: 'https://sermons.example.org' } } : {});
      try {
        const signUp = await send(suite.server.url, apiUrls.auth['sign-up'].email.$path(), { body: { email: uniqueEmail('flags'), password: GOOD_PASSWORD } });
        expect(signUp.status).toBe(200);
        const lines = signUp.headers.getSetCookie();
        expect(lines.some((line) => /session_token=/.test(line))).toBe(true);
        for (const line of lines) {
          expect(line, line).toMatch(/;\s*HttpOnly/i);
          expect(line, line).toMatch(/;\s*SameSite=(Lax|Strict)/i);
          expect(line, line).toMatch(/;\s*Path=\/(;|$)/i);
          if (https) expect(line, line).toMatch(/;\s*Secure/i);
          else expect(line, line).not.toMatch(/;\s*Secure/i);
        }
        if (https) expect(sessionLine(signUp)).toMatch(/^__Secure-/);
        expect(signUp.text).not.toContain(sessionValue(sessionLine(signUp)).split('.')[0]);
      } finally {
        await suite.stop();
      }
    });
  }
});

describe('session lifecycle', () => {
  let suite: SuiteServer;
  let database: DatabaseHandle;
  let member: Member;
  const url = () => suite.server.url;

  beforeAll(async () => {
    suite = await startSuiteServer('sqlite');
    database = suite.database;
    member = await signUpMember(url(), database, { subscribed: true });
  });
  afterAll(async () => {
    await suite?.stop();
  });

  it('never adopts a session value the client brought, and refuses a planted one', async () => {
    const planted = 'sermon-studio.session_token=attacker-chosen-value.c2lnbmF0dXJlLW9mLW5vdGhpbmc%3D';
    expect((await send(url(), apiUrls.me.$path(), { cookie: planted })).status).toBe(401);
    const signedIn = await signIn(url(), member.email, member.password, planted);
    const issued = sessionValue(sessionLine(signedIn));
    expect(issued).not.toBe('');
    expect(issued).not.toBe(sessionValue(planted));
    expect((await send(url(), apiUrls.me.$path(), { cookie: cookiesFrom(signedIn) })).status).toBe(200);
    expect((await send(url(), apiUrls.me.$path(), { cookie: planted })).status).toBe(401);

    // A real token with a forged signature (the cookie is HMAC-signed) is refused too.
    const token = decodeURIComponent(issued).split('.')[0]!;
    const forged = `sermon-studio.session_token=${encodeURIComponent(`${token}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`)}`;
    expect((await send(url(), apiUrls.me.$path(), { cookie: forged })).status).toBe(401);
    const bare = `sermon-studio.session_token=${token}`;
    expect((await send(url(), apiUrls.me.$path(), { cookie: bare })).status).toBe(401);
  });

  it('never puts the session token in a body a script could read (get-session included)', async () => {
    const signedIn = await signIn(url(), member.email, member.password);
    const cookie = cookiesFrom(signedIn);
    const token = decodeURIComponent(sessionValue(sessionLine(signedIn))).split('.')[0]!;
    expect(token.length).toBeGreaterThan(20);
    const answers = [
      signedIn,
      await send(url(), apiUrls.auth['get-session'].$path(), { cookie }),
      await send(url(), apiUrls.me.$path(), { cookie }),
      // Ends only this new session: the member's own stays for the tests after this one.
      await send(url(), apiUrls.auth['sign-out'].$path(), { body: {}, cookie }),
    ];
    expect(answers[1]!.status).toBe(200);
    for (const answer of answers) {
      expect(answer.text).not.toContain(token);
      expect(answer.text).not.toMatch(/"token"/i);
    }
  });

  it('ends the session on the server at sign-out: the old cookie replayed answers 401', async () => {
    for (const signOutPath of [apiUrls.auth['sign-out'].$path(), apiUrls.session['sign-out'].$path()]) {
      const cookie = cookiesFrom(await signIn(url(), member.email, member.password));
      expect((await send(url(), apiUrls.me.$path(), { cookie })).status).toBe(200);
      const out = await send(url(), signOutPath, { body: {}, cookie });
      expect(out.status, signOutPath).toBe(200);
      expect((await send(url(), apiUrls.me.$path(), { cookie })).status, signOutPath).toBe(401);
      expect((await send(url(), apiUrls.sermons.$path(), { cookie })).status, signOutPath).toBe(401);
    }
    expect((await send(url(), apiUrls.me.$path(), { cookie: member.cookie })).status).toBe(200);
  });

  it('ends every other session when the password is reset through the mailed link', async () => {
    const email = uniqueEmail('reset');
    const first = await send(url(), apiUrls.auth['sign-up'].email.$path(), { body: { email, password: GOOD_PASSWORD } });
    expect(first.status).toBe(200);
    const phone = cookiesFrom(first);
    const laptop = cookiesFrom(await signIn(url(), email, GOOD_PASSWORD));
    const outbox = path.join(suite.server.dataDir, 'outbox');
    const mailsBefore = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;

    expect((await send(url(), apiUrls.auth['request-password-reset'].$path(), { body: { email } })).status).toBe(200);
    const mail = await waitForMail(outbox, mailsBefore, email);
    // The .eml is quoted-printable: join soft line breaks and decode '=' before reading the link.
    const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
    const token = decodeURIComponent(/reset-password\?token=([^\s"<&]+)/.exec(decoded)?.[1] ?? '');
    expect(token).not.toBe('');

    const newPassword = 'Nueva&Clave42';
    const reset = await send(url(), apiUrls.auth['reset-password'].$path(), { body: { token, password: newPassword } });
    expect(reset.status).toBe(200);
    expect((await send(url(), apiUrls.me.$path(), { cookie: phone })).status).toBe(401);
    expect((await send(url(), apiUrls.me.$path(), { cookie: laptop })).status).toBe(401);
    expect((await send(url(), apiUrls.auth['sign-in'].email.$path(), { body: { email, password: GOOD_PASSWORD } })).status).toBe(401);
    await signIn(url(), email, newPassword);
    // The link works once.
    expect((await send(url(), apiUrls.auth['reset-password'].$path(), { body: { token, password: 'Otra&Clave99' } })).status).toBe(400);
  });
});

async function waitForMail(outbox: string, before: number, to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (fs.existsSync(outbox)) {
      const files = fs.readdirSync(outbox).sort();
      if (files.length > before) {
        for (const file of files) {
          const text = fs.readFileSync(path.join(outbox, file), 'utf8');
          if (text.includes(to)) return text;
        }
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} in ${outbox} within 10 s`);
}
