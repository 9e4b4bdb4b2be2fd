// Finding 11 of the outside security test (issue 16): GET /api/auth/get-session returned the raw
// session token in its body, which any script in the page could read although the cookie is
// httpOnly. No body of any endpoint the browser can reach carries it.
import { expect, it } from 'vitest';
import { cookiesFrom, GOOD_PASSWORD, signIn, signUp } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase, jsonRequest, uniqueClientIp } from '#tests/support/test-app.ts';
import { apiUrls } from '#tests/support/api-client.ts';

const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^;]*)/.exec(cookie)?.[1] ?? '').split('.')[0]!;

describeEachDatabase('the session token in response bodies', (ctx) => {
  it('appears in no body: sign-up, sign-in, get-session, /api/me, revoke and sign-out', async () => {
    const { email, response: signUpResponse, cookie: first } = await signUp(ctx());
    const { response: signInResponse, cookie } = await signIn(ctx(), email, GOOD_PASSWORD);
    const tokens = [tokenOf(first), tokenOf(cookie)];
    expect(tokens.every((token) => token.length >= 20)).toBe(true);
    const headers = { Cookie: cookie, 'X-Forwarded-For': uniqueClientIp() };

    const bodies: Array<[string, string]> = [
      ['sign-up', await signUpResponse.text()],
      ['sign-in', await signInResponse.text()],
    ];
    const getSession = await ctx().app.request(apiUrls.auth['get-session'].$url(), { headers });
    expect(getSession.status).toBe(200);
    const session = await getSession.text();
    // Still a session answer, only without the credential.
    expect(JSON.parse(session)).toMatchObject({ session: { expiresAt: expect.any(String) }, user: { email } });
    expect(JSON.parse(session).session).not.toHaveProperty('token');
    bodies.push(['get-session', session]);
    bodies.push(['me', await (await ctx().app.request(apiUrls.me.$url(), { headers })).text()]);
    bodies.push(['revoke-other-sessions', await (await ctx().app.request(apiUrls.auth['revoke-other-sessions'].$url(), { ...jsonRequest({}, headers) })).text()]);
    bodies.push(['session/sign-out', await (await ctx().app.request(apiUrls.session['sign-out'].$url(), { ...jsonRequest({ scope: 'local' }, { ...headers, Cookie: cookiesFrom(signUpResponse) }) })).text()]);
    bodies.push(['revoke-sessions', await (await ctx().app.request(apiUrls.auth['revoke-sessions'].$url(), { ...jsonRequest({}, headers) })).text()]);
    bodies.push(['sign-out', await (await ctx().app.request(apiUrls.auth['sign-out'].$url(), { ...jsonRequest({}, headers) })).text()]);

    for (const [what, body] of bodies) {
      for (const token of tokens) expect(body, what).not.toContain(token);
      expect(body, what).not.toMatch(/"token"/i);
    }
  });
}, { env: { TRUST_PROXY: 'true' } });
