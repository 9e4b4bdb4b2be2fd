import { expect, it, vi } from 'vitest';
import { GOOD_PASSWORD, cookiesFrom, me, signIn, signUp } from '#tests/support/auth-helpers.ts';
import { uniqueEmail } from '#tests/support/unique-email.ts';
import { describeEachDatabase, jsonRequest, uniqueClientIp } from '#tests/support/test-app.ts';
import { authErrorSchema, signInRoute, signUpRoute } from './auth-contract.ts';
import { apiOf, apiUrls, bodyOf, errorOf } from '#tests/support/api-client.ts';

describeEachDatabase('sign-up', (ctx) => {
  it('creates the account, its users row and a session cookie', async () => {
    const email = uniqueEmail();
    const { response, cookie } = await signUp(ctx(), `  ${email.toUpperCase()} `, GOOD_PASSWORD, 'es');
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(body).not.toHaveProperty('token');
    expect(body).toHaveProperty('user', { id: expect.any(String), email, name: '', language: 'es', is_subscribed: false, is_admin: false });

    const row = await ctx().database.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.language).toBe('es');
    expect(Boolean(row.is_subscribed)).toBe(false);
    expect(Boolean(row.is_admin)).toBe(false);
    expect(row.created_at).toBeTruthy();

    const account = await ctx().database.db
      .selectFrom('accounts' as never)
      .select(['password' as never])
      .where('user_id' as never, '=', row.id as never)
      .executeTakeFirstOrThrow();
    expect((account as { password: string }).password).toMatch(/^\$argon2id\$/);

    const meResponse = await me(ctx(), cookie);
    expect(meResponse.status).toBe(200);
    expect(await meResponse.json()).toEqual({ id: row.id, email, name: '', language: 'es', is_subscribed: false, is_admin: false, trial_used: false });
  });

  it('keeps the name given at sign-up, tidied; the member changes or clears it later', async () => {
    const email = uniqueEmail();
    const response = await ctx().app.request(apiUrls.auth['sign-up'].email.$url(), jsonRequest({ email, name: '  Pastor   Daniel Ruiz ', password: GOOD_PASSWORD, language: 'es' }, { 'X-Forwarded-For': uniqueClientIp() }));
    expect(response.status).toBe(200);
    expect((await bodyOf(response, signUpRoute.responses[200])).user.name).toBe('Pastor Daniel Ruiz');
    const cookie = cookiesFrom(response);
    expect(await (await me(ctx(), cookie)).json()).toMatchObject({ email, name: 'Pastor Daniel Ruiz' });

    const rename = (body: unknown, headers: Record<string, string> = { Cookie: cookie }) =>
      ctx().app.request(apiUrls.me.$url(), { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const renamed = await rename({ name: 'Hna. Marta Gómez' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ email, name: 'Hna. Marta Gómez' });
    expect(await (await me(ctx(), cookie)).json()).toMatchObject({ name: 'Hna. Marta Gómez' });

    // Refused with a field code, the name kept: too long, a control character, not a string, extra keys.
    for (const body of [{ name: 'x'.repeat(81) }, { name: 'Ana\u0000' }, { name: 7 }, { name: 'Ana', is_admin: true }]) {
      const refused = await rename(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await errorOf(await rename({ name: 'x'.repeat(81) }))).fields).toEqual({ name: 'name_too_long' });
    expect(await (await me(ctx(), cookie)).json()).toMatchObject({ name: 'Hna. Marta Gómez', is_admin: false });

    expect((await rename({ name: '   ' })).status).toBe(200);
    expect(await (await me(ctx(), cookie)).json()).toMatchObject({ name: '' });
    expect((await rename({ name: 'Ana' }, {})).status).toBe(401);
  });

  it('sets the session cookie httpOnly, SameSite=Lax, for the whole site', async () => {
    const { response } = await signUp(ctx());
    const session = response.headers.getSetCookie().find((c) => c.startsWith('sermon-studio.session_token='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/i);
  });

  it.each([
    ['Sh0rt!a', ['min_length']],
    ['alllower1!', ['uppercase']],
    ['ALLUPPER1!', ['lowercase']],
    ['NoDigits!!', ['digit']],
    ['NoSpecial12', ['special']],
    ['abc', ['min_length', 'uppercase', 'digit', 'special']],
  ])('refuses the weak password %s with the unmet rules', async (password, reasons) => {
    const { response } = await signUp(ctx(), uniqueEmail(), password);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'WEAK_PASSWORD', reasons, error: 'The password does not meet the requirements.' });
  });

  it("answers a second sign-up with the same e-mail with 'already registered'", async () => {
    const email = uniqueEmail();
    await signUp(ctx(), email);
    const { response } = await signUp(ctx(), email.toUpperCase());
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ code: 'USER_ALREADY_EXISTS', error: 'This email is already registered. Please sign in instead.' });
  });

  it('never lets the request set is_admin or is_subscribed', async () => {
    const email = uniqueEmail();
    const response = await ctx().app.request(
      apiUrls.auth['sign-up'].email.$url(),
      jsonRequest({ email, password: GOOD_PASSWORD, is_admin: true, is_subscribed: true, isAdmin: true }, { 'X-Forwarded-For': uniqueClientIp() }),
    );
    expect(response.status).toBe(200);
    const row = await ctx().database.db.selectFrom('users').select(['is_admin', 'is_subscribed']).where('email', '=', email).executeTakeFirstOrThrow();
    expect([Boolean(row.is_admin), Boolean(row.is_subscribed)]).toEqual([false, false]);
    // Nor can any other auth endpoint change them: the profile-update endpoint is not exposed.
    // A string: the route must not exist, so the typed client has no name for it.
    const update = await ctx().app.request('/api/auth/update-user', { ...jsonRequest({ is_admin: true }), headers: { 'Content-Type': 'application/json', Cookie: cookiesFrom(response) } });
    expect(update.status).toBe(404);
  });

  it.each([
    ['no body fields', {}],
    ['an invalid e-mail', { email: 'not-an-email', password: GOOD_PASSWORD }],
    ['an e-mail with spaces', { email: 'pas tor@example.org', password: GOOD_PASSWORD }],
    ['wrong types', { email: ['a@b.co'], password: 12345678 }],
    ['a huge password', { email: 'x@example.org', password: `A1!a${'x'.repeat(200)}` }],
    ['an array', []],
  ])('answers %s with a 4xx JSON error', async (_, body) => {
    const response = await ctx().app.request(apiUrls.auth['sign-up'].email.$url(), jsonRequest(body, { 'X-Forwarded-For': uniqueClientIp() }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toHaveProperty('error');
  });

  it('answers malformed JSON with 400', async () => {
    const response = await ctx().app.request(apiUrls.auth['sign-up'].email.$url(), jsonRequest('{"email":', { 'X-Forwarded-For': uniqueClientIp() }));
    expect(response.status).toBe(400);
  });
}, { env: { TRUST_PROXY: 'true' } });

describeEachDatabase('sign-in', (ctx) => {
  it('signs in with the right password, trimming and lowercasing the e-mail', async () => {
    const { email } = await signUp(ctx());
    const { response, cookie } = await signIn(ctx(), ` ${email.toUpperCase()}`, GOOD_PASSWORD);
    expect(response.status).toBe(200);
    expect((await bodyOf(response, signInRoute.responses[200])).user.email).toBe(email);
    expect((await me(ctx(), cookie)).status).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp(ctx());
    const wrong = await signIn(ctx(), email, 'Wrong&Password1');
    const unknown = await signIn(ctx(), uniqueEmail('nobody'), 'Wrong&Password1');
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    const expected = { code: 'INVALID_EMAIL_OR_PASSWORD', error: 'Incorrect email or password.' };
    expect(await wrong.response.json()).toEqual(expected);
    expect(await unknown.response.json()).toEqual(expected);
    expect(wrong.cookie).toBe('');
  });

  it('answers in Spanish for a Spanish page', async () => {
    const response = await ctx().app.request(apiUrls.auth['sign-in'].email.$url(), jsonRequest({ email: uniqueEmail(), password: 'x' }, { 'Accept-Language': 'es', 'X-Forwarded-For': uniqueClientIp() }));
    expect(await response.json()).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', error: 'Correo electrónico o contraseña incorrectos.' });
  });

  it('limits guesses on one account from many addresses (429)', async () => {
    const { email } = await signUp(ctx());
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(ctx(), email, `Wrong&Password${i}`)).response.status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const blocked = await signIn(ctx(), email, GOOD_PASSWORD);
    expect(blocked.response.status).toBe(429);
    expect(await blocked.response.json()).toMatchObject({ code: 'RATE_LIMITED', error: 'Too many attempts. Please try again later.' });
    expect(Number(blocked.response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits one address trying many accounts (429)', async () => {
    const ip = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(ctx(), uniqueEmail('spray'), 'Guess&Password1', ip)).response.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
}, { env: { TRUST_PROXY: 'true' } });

describeEachDatabase('CSRF', (ctx) => {
  it('refuses state-changing requests from another origin and accepts our own', async () => {
    const { email } = await signUp(ctx());
    const evil = await ctx().app.request(apiUrls.auth['sign-in'].email.$url(), {
      ...jsonRequest({ email, password: GOOD_PASSWORD }),
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', 'X-Forwarded-For': uniqueClientIp() },
    });
    expect(evil.status).toBe(403);
    expect(evil.headers.getSetCookie()).toEqual([]);
    const crossSite = await ctx().app.request(apiUrls.contact.$url(), { ...jsonRequest({}), headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    const own = await ctx().app.request(apiUrls.auth['sign-in'].email.$url(), {
      ...jsonRequest({ email, password: GOOD_PASSWORD }),
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000', 'X-Forwarded-For': uniqueClientIp() },
    });
    expect(own.status).toBe(200);
  });
}, { env: { TRUST_PROXY: 'true' } });

describeEachDatabase('session cookie over https', (ctx) => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const { response } = await signUp(ctx());
    const session = response.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(session).toMatch(/^__Secure-sermon-studio\.session_token=/);
    expect(session).toMatch(/; Secure/i);
  });
}, { env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://sermons.example.org' } });

describeEachDatabase('me and sign-out scopes', (ctx) => {
  it('answers 401 without a session', async () => {
    const response = await ctx().app.request(apiUrls.me.$url());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'No active session' });
  });

  it('GET /api/session answers 200 either way: {user: null} signed out, the same user as /api/me signed in', async () => {
    const signedOut = await ctx().app.request(apiUrls.session.$url());
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get('cache-control')).toBe('no-store');
    expect(await signedOut.json()).toEqual({ user: null });
    // A cookie that is no session (forged, ended) is the same as none.
    expect(await (await ctx().app.request(apiUrls.session.$url(), { headers: { Cookie: 'sermon-studio.session_token=forged.c2lnbmF0dXJl' } })).json()).toEqual({ user: null });

    const { cookie } = await signUp(ctx());
    const signedIn = await ctx().app.request(apiUrls.session.$url(), { headers: { Cookie: cookie } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ user: await (await me(ctx(), cookie)).json() });
  });

  async function threeSessions() {
    const { email, cookie: first } = await signUp(ctx());
    const second = (await signIn(ctx(), email, GOOD_PASSWORD)).cookie;
    const third = (await signIn(ctx(), email, GOOD_PASSWORD)).cookie;
    return [first, second, third] as const;
  }
  const signOut = (cookie: string, scope?: string) =>
    ctx().app.request(apiUrls.session['sign-out'].$url(), { ...jsonRequest(scope ? { scope } : {}), headers: { 'Content-Type': 'application/json', Cookie: cookie } });
  const statuses = async (cookies: readonly string[]) => Promise.all(cookies.map(async (cookie) => (await me(ctx(), cookie)).status));

  it('local ends only this session and clears its cookie', async () => {
    const sessions = await threeSessions();
    const response = await signOut(sessions[0]);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith('sermon-studio.session_token=;') || /session_token=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(await statuses(sessions)).toEqual([401, 200, 200]);
  });

  it('others ends every other session and keeps this one', async () => {
    const sessions = await threeSessions();
    expect((await signOut(sessions[1], 'others')).status).toBe(200);
    expect(await statuses(sessions)).toEqual([401, 200, 401]);
  });

  it('global ends every session of the account', async () => {
    const sessions = await threeSessions();
    expect((await signOut(sessions[2], 'global')).status).toBe(200);
    expect(await statuses(sessions)).toEqual([401, 401, 401]);
  });

  it('is harmless without a session, and refuses an unknown scope', async () => {
    expect((await signOut('')).status).toBe(200);
    expect((await signOut('', 'everything')).status).toBe(400);
  });
}, { env: { TRUST_PROXY: 'true' } });

describeEachDatabase('password reset', (ctx) => {
  const requestReset = (email: string, lang = 'en') =>
    ctx().app.request(apiUrls.auth['request-password-reset'].$url(), jsonRequest({ email }, { 'Accept-Language': lang, 'X-Forwarded-For': uniqueClientIp() }));
  const resetWith = (token: string, password: string) => ctx().app.request(apiUrls.auth['reset-password'].$url(), jsonRequest({ token, password }, { 'X-Forwarded-For': uniqueClientIp() }));
  const tokenFromMail = async (email: string) => {
    const mail = await vi.waitFor(() => {
      const found = ctx().mailer.sent.findLast((m) => m.to === email);
      if (!found) throw new Error('no mail yet');
      return found;
    });
    return { mail, token: new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')! };
  };

  it('mails a single-use link in the account language; the new password works and the old does not', async () => {
    const { email, cookie: otherDevice } = await signUp(ctx(), uniqueEmail(), GOOD_PASSWORD, 'es');
    const response = await requestReset(email);
    expect(response.status).toBe(200);
    const { mail, token } = await tokenFromMail(email);
    expect(mail.subject).toBe('Restablezca su contraseña');
    expect(mail.text).toContain(`http://localhost:3000/es/reset-password?token=${token}`);

    expect((await apiOf(ctx()).account['reset-token'].$get({ query: { token } })).status).toBe(200);
    const reset = await resetWith(token, 'Nueva&Clave1');
    expect(reset.status).toBe(200);

    expect((await signIn(ctx(), email, GOOD_PASSWORD)).response.status).toBe(401);
    expect((await signIn(ctx(), email, 'Nueva&Clave1')).response.status).toBe(200);
    // Resetting the password signs out every other device.
    expect((await me(ctx(), otherDevice)).status).toBe(401);

    const again = await resetWith(token, 'Otra&Clave12');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ code: 'INVALID_TOKEN', error: 'The link has expired. Request a new one.' });
    expect((await apiOf(ctx()).account['reset-token'].$get({ query: { token } })).status).toBe(400);
  });

  it('writes the e-mail in the language of the page it was asked from, whatever the account says (issue 26)', async () => {
    for (const [accountLanguage, pageLanguage, subject] of [
      ['en', 'es', 'Restablezca su contraseña'],
      ['es', 'en', 'Reset your password'],
    ] as const) {
      const { email } = await signUp(ctx(), uniqueEmail(), GOOD_PASSWORD, accountLanguage);
      const response = await ctx().app.request(apiUrls.auth['request-password-reset'].$url(), jsonRequest({ email, language: pageLanguage }, { 'X-Forwarded-For': uniqueClientIp() }));
      expect(response.status).toBe(200);
      const { mail, token } = await tokenFromMail(email);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`http://localhost:3000/${pageLanguage}/reset-password?token=${token}`);
    }
  });

  it('takes the language only from the body, never from a header a client sends', async () => {
    const { email } = await signUp(ctx(), uniqueEmail(), GOOD_PASSWORD, 'en');
    await ctx().app.request(apiUrls.auth['request-password-reset'].$url(), jsonRequest({ email }, { 'X-Forwarded-For': uniqueClientIp(), 'X-Sermon-Reset-Language': 'es' }));
    expect((await tokenFromMail(email)).mail.subject).toBe('Reset your password');
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const { email } = await signUp(ctx());
    const known = await requestReset(email);
    const unknownAddress = uniqueEmail('ghost');
    const unknown = await requestReset(unknownAddress);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await tokenFromMail(email);
    expect(ctx().mailer.sent.some((m) => m.to === unknownAddress)).toBe(false);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp(ctx());
    await requestReset(email);
    const { token } = await tokenFromMail(email);
    await ctx().database.db.updateTable('verifications' as never).set({ expires_at: new Date(Date.now() - 1000).toISOString() } as never).execute();
    expect((await apiOf(ctx()).account['reset-token'].$get({ query: { token } })).status).toBe(400);
    const response = await resetWith(token, 'Nueva&Clave1');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses a made-up token, and a password that breaks the sign-up rules', async () => {
    expect(await (await resetWith('made-up-token', 'Nueva&Clave1')).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const short = await resetWith('made-up-token', 'abc');
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
  });

  it('holds a reset to the sign-up rules: `abcdefg` is refused with its unmet rules, and the link still works', async () => {
    const { email } = await signUp(ctx());
    await requestReset(email);
    const { token } = await tokenFromMail(email);
    const weak = await resetWith(token, 'abcdefg');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', reasons: ['min_length', 'uppercase', 'digit', 'special'], fields: { password: 'weak_password' } });
    expect((await signIn(ctx(), email, 'abcdefg')).response.status).toBe(401);
    expect((await resetWith(token, 'Nueva&Clave1')).status).toBe(200);
  });

  it('keeps the reset token only as a hash', async () => {
    const { email } = await signUp(ctx());
    await requestReset(email);
    const { token } = await tokenFromMail(email);
    const rows = await ctx().database.db.selectFrom('verifications' as never).select(['identifier' as never, 'value' as never]).execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sends at most 3 reset mails an hour to one address, answering the same', async () => {
    const { email } = await signUp(ctx());
    for (let i = 0; i < 5; i++) expect((await requestReset(email)).status).toBe(200);
    // The mails go out after the answers (the answer must not wait on the account lookup).
    await vi.waitFor(() => expect(ctx().mailer.sent.filter((m) => m.to === email).length).toBeGreaterThanOrEqual(3));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(ctx().mailer.sent.filter((m) => m.to === email)).toHaveLength(3);
  });
}, { env: { TRUST_PROXY: 'true' } });

describeEachDatabase('password change', (ctx) => {
  const change = (cookie: string, body: Record<string, unknown>) =>
    ctx().app.request(apiUrls.auth['change-password'].$url(), jsonRequest(body, { Cookie: cookie, 'X-Forwarded-For': uniqueClientIp() }));

  it('changes the password, keeps this browser signed in (a fresh session) and signs out every other one', async () => {
    const { email, cookie } = await signUp(ctx());
    const other = (await signIn(ctx(), email, GOOD_PASSWORD)).cookie;
    const response = await change(cookie, { currentPassword: GOOD_PASSWORD, newPassword: 'Nueva&Clave1' });
    expect(response.status).toBe(200);
    const body = JSON.stringify(await response.json());
    expect(body).not.toMatch(/"token"/);
    const fresh = cookiesFrom(response, cookie);
    expect((await me(ctx(), fresh)).status).toBe(200);
    expect((await me(ctx(), other)).status).toBe(401);
    expect((await signIn(ctx(), email, GOOD_PASSWORD)).response.status).toBe(401);
    expect((await signIn(ctx(), email, 'Nueva&Clave1')).response.status).toBe(200);
  });

  it('holds the new password to the sign-up rules, listing the unmet ones, and changes nothing', async () => {
    const { email, cookie } = await signUp(ctx());
    const response = await change(cookie, { currentPassword: GOOD_PASSWORD, newPassword: 'abcdefg' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'WEAK_PASSWORD', reasons: ['min_length', 'uppercase', 'digit', 'special'], fields: { newPassword: 'weak_password' } });
    expect((await signIn(ctx(), email, GOOD_PASSWORD)).response.status).toBe(200);
  });

  it('refuses a wrong current password, and anyone signed out', async () => {
    const { email, cookie } = await signUp(ctx());
    const wrong = await change(cookie, { currentPassword: 'Not&The1Password', newPassword: 'Nueva&Clave1' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    expect((await change('', { currentPassword: GOOD_PASSWORD, newPassword: 'Nueva&Clave1' })).status).toBe(401);
    expect((await change(cookie, { newPassword: 'Nueva&Clave1' })).status).toBe(400);
    expect((await signIn(ctx(), email, GOOD_PASSWORD)).response.status).toBe(200);
  });
}, { env: { TRUST_PROXY: 'true' } });

describeEachDatabase('one password policy', (ctx) => {
  it.each(['abcdefg', 'Sh0rt!a', 'alllower1!', 'NoSpecial12'])('sign-up, reset and change refuse %s alike, with the same unmet rules', async (weak) => {
    const signUpAnswer = (await signUp(ctx(), uniqueEmail(), weak)).response;
    const resetAnswer = await ctx().app.request(apiUrls.auth['reset-password'].$url(), jsonRequest({ token: 'any-token', password: weak }, { 'X-Forwarded-For': uniqueClientIp() }));
    const { cookie } = await signUp(ctx());
    const changeAnswer = await ctx().app.request(apiUrls.auth['change-password'].$url(), jsonRequest({ currentPassword: GOOD_PASSWORD, newPassword: weak }, { Cookie: cookie, 'X-Forwarded-For': uniqueClientIp() }));
    const answers = await Promise.all([signUpAnswer, resetAnswer, changeAnswer].map(async (answer) => ({ status: answer.status, ...(await bodyOf(answer, authErrorSchema)) })));
    const reasons = answers[0]!.reasons ?? [];
    expect(reasons.length).toBeGreaterThan(0);
    for (const answer of answers) expect(answer).toMatchObject({ status: 400, code: 'WEAK_PASSWORD', reasons });
  });
}, { env: { TRUST_PROXY: 'true' } });
