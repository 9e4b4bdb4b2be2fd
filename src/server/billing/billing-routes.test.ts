import { expect, it } from 'vitest';
import { createLocalProvider, localBillingKey, type LocalEventData } from './providers/local-provider.ts';
import { LIMITS } from '../http/limits.ts';
import { GOOD_PASSWORD, me, signIn, signUp } from '#tests/support/auth-helpers.ts';
import { describeEachDatabase, type TestContext } from '#tests/support/test-app.ts';
import { signUpRoute } from '#server/auth/auth-contract.ts';
import { meResponseSchema } from '#shared/session-schemas.ts';
import { billingUrlResponseSchema } from '#shared/billing-schemas.ts';
import { apiOf, bodyOf, browser } from '#tests/support/api-client.ts';

const SECRET = 'test-session-secret-that-is-long-enough-0123456789';
const local = createLocalProvider({ key: localBillingKey(SECRET) });

async function subscriber(ctx: TestContext) {
  const { cookie, response } = await signUp(ctx, undefined, GOOD_PASSWORD, 'es');
  const { user } = await bodyOf(response, signUpRoute.responses[200]);
  return { cookie, user };
}

function eventData(userId: string, patch: Partial<LocalEventData> = {}): LocalEventData {
  const end = new Date(Date.now() + 7 * 86_400_000).toISOString();
  return { user_id: userId, customer_id: `cus_${userId}`, subscription_id: `sub_${userId}`, status: 'active', trial_end: null, current_period_end: end, cancel_at_period_end: false, ...patch };
}

/** A provider's delivery: its raw body as signed, on the typed route. */
const webhook = (ctx: TestContext, provider: string, body: string, headers: HeadersInit) =>
  apiOf(ctx).billing.webhooks[':provider'].$post({ param: { provider } }, { init: { headers, body } });

async function deliver(ctx: TestContext, type: string, data: LocalEventData, at = new Date()) {
  const { rawBody, headers } = local.signedEvent(type, data, at);
  const response = await webhook(ctx, 'local', rawBody, headers);
  return { response, rawBody, headers };
}

/** GET a local billing page as the browser would (same origin, with the session cookie). */
const open = (ctx: TestContext, url: string, cookie: string) => ctx.app.request(new URL(url, 'http://localhost:3000').pathname + new URL(url, 'http://localhost:3000').search, { headers: { Cookie: cookie } });
const tokenIn = (html: string) => /name="token" value="([^"]*)"/.exec(html)?.[1] ?? '';
const submit = (ctx: TestContext, path: string, token: string, cookie: string, action?: string, confirm?: string) =>
  ctx.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
    body: `token=${encodeURIComponent(token)}${action ? `&action=${action}` : ''}${confirm ? `&confirm=${confirm}` : ''}`,
  });
/** The portal's cancel, as its confirmation page sends it (decision 0024: it asks first). */
const confirmCancel = async (ctx: TestContext, cookie: string, language = 'en') => {
  const page = await (await open(ctx, `/billing/local/portal?lang=${language}&confirm=cancel`, cookie)).text();
  return submit(ctx, '/billing/local/portal', tokenIn(page), cookie, 'cancel', 'yes');
};
const eventCount = async (ctx: TestContext) => (await ctx.database.db.selectFrom('billing_events').select('event_id').execute()).length;

const subscribed = async (ctx: TestContext, cookie: string) => (await bodyOf(await me(ctx, cookie), meResponseSchema)).is_subscribed;

describeEachDatabase('local hosted checkout and portal', (ctx) => {
  it('requires a session to start a checkout', async () => {
    const response = await apiOf(ctx()).billing.checkout.$post({ json: {} }, browser(''));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'No active session' });
  });

  it('checkout page → Start free trial → subscribed, trialing for 7 days, back to subscribe', async () => {
    const { cookie, user } = await subscriber(ctx());
    const checkout = await apiOf(ctx()).billing.checkout.$post({ json: { language: 'es' } }, browser(cookie));
    expect(checkout.status).toBe(200);
    const { url } = await bodyOf(checkout, billingUrlResponseSchema);
    // No bearer token in the address: the page knows the visitor by the session cookie.
    expect(url).toBe('http://localhost:3000/billing/local/checkout?lang=es');

    const page = await open(ctx(), url, cookie);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('Modo de prueba: no se mueve dinero.');
    expect(html).toContain('Comenzar prueba gratis');
    expect(html).toContain('US$9.99');
    expect(html).toContain(user.email);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");

    const started = await submit(ctx(), '/billing/local/checkout', tokenIn(html), cookie);
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toBe('http://localhost:3000/es/subscribe?checkout=success');
    expect(await subscribed(ctx(), cookie)).toBe(true);
    const row = await ctx().database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('trialing');
    const trialDays = (new Date(row.trial_end!).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(6.9);
    expect(trialDays).toBeLessThanOrEqual(7);
  });

  it('refuses a second checkout while subscribed (409)', async () => {
    const { cookie, user } = await subscriber(ctx());
    await deliver(ctx(), 'subscription.created', eventData(user.id));
    const response = await apiOf(ctx()).billing.checkout.$post({ json: {} }, browser(cookie));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'You already have an active subscription.' });
  });

  it('portal shows the status and lets the user cancel and resume within the period, never caching it', async () => {
    const { cookie, user } = await subscriber(ctx());
    await deliver(ctx(), 'subscription.created', eventData(user.id, { status: 'trialing', trial_end: new Date(Date.now() + 5 * 86_400_000).toISOString(), current_period_end: new Date(Date.now() + 5 * 86_400_000).toISOString() }));
    const { url } = await bodyOf(await apiOf(ctx()).billing.portal.$post({ json: { language: 'en' } }, browser(cookie)), billingUrlResponseSchema);
    expect(url).toBe('http://localhost:3000/billing/local/portal?lang=en');
    const page = await open(ctx(), url, cookie);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Free trial');

    const cancelled = await confirmCancel(ctx(), cookie);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/billing/local/portal?lang=en');
    expect(await subscribed(ctx(), cookie)).toBe(false);
    const after = await (await open(ctx(), url, cookie)).text();
    expect(after).toContain('Cancelled');
    await submit(ctx(), '/billing/local/portal', tokenIn(after), cookie, 'resume');
    expect(await subscribed(ctx(), cookie)).toBe(true);
    const row = await ctx().database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    // Resuming gives back the trial that was running, not a new period.
    expect(row.status).toBe('trialing');
    expect((new Date(row.current_period_end!).getTime() - Date.now()) / 86_400_000).toBeLessThan(5.01);
  });

  it('asks before cancelling: Cancel opens a confirmation in the page language, and an unconfirmed cancel changes nothing', async () => {
    const { cookie, user } = await subscriber(ctx());
    await deliver(ctx(), 'subscription.created', eventData(user.id));
    const portal = await (await open(ctx(), '/billing/local/portal?lang=es', cookie)).text();
    // The portal's Cancel carries no token: it only opens the question.
    expect(portal).toMatch(/<form method="get" action="\/billing\/local\/portal">\s*<input type="hidden" name="lang" value="es">\s*<input type="hidden" name="confirm" value="cancel">\s*<button class="danger" type="submit">Cancelar suscripción<\/button>/);
    expect(tokenIn(portal)).toBe('');

    for (const [language, title, body, yes, keep] of [
      ['en', 'Cancel your subscription?', 'Your saved sermons stay in your account', 'Yes, cancel my subscription', 'Keep my subscription'],
      ['es', '¿Cancelar su suscripción?', 'Sus sermones guardados permanecen en su cuenta', 'Sí, cancelar mi suscripción', 'Mantener mi suscripción'],
    ] as const) {
      const page = await open(ctx(), `/billing/local/portal?lang=${language}&confirm=cancel`, cookie);
      expect(page.headers.get('cache-control')).toBe('no-store');
      const html = await page.text();
      expect(html).toContain(`<dialog open class="confirm" aria-labelledby="confirm-title" aria-describedby="confirm-body"`);
      expect(html).toContain(`<h2 id="confirm-title">${title}</h2>`);
      expect(html).toContain(body);
      expect(html).toContain(`<a class="keep" href="/billing/local/portal?lang=${language}" autofocus>${keep}</a>`);
      expect(html).toContain(`<button class="danger" type="submit">${yes}</button>`);
    }

    // A cancel posted without the confirmation (an old form, a hand-made post) is sent to the question, and spends no token.
    const token = tokenIn(await (await open(ctx(), '/billing/local/portal?lang=en&confirm=cancel', cookie)).text());
    const unconfirmed = await submit(ctx(), '/billing/local/portal', token, cookie, 'cancel');
    expect(unconfirmed.status).toBe(303);
    expect(unconfirmed.headers.get('location')).toBe('/billing/local/portal?lang=en&confirm=cancel');
    expect(await subscribed(ctx(), cookie)).toBe(true);
    expect((await submit(ctx(), '/billing/local/portal', token, cookie, 'cancel', 'yes')).status).toBe(303);
    expect(await subscribed(ctx(), cookie)).toBe(false);
    // Once cancelled, the question is no longer asked: the portal offers to resume.
    expect(await (await open(ctx(), '/billing/local/portal?lang=en&confirm=cancel', cookie)).text()).not.toContain('confirm-title');
  });

  it('spends a form token once: re-sent after cancelling, it does not subscribe again, and the trial is not given twice', async () => {
    const { cookie, user } = await subscriber(ctx());
    const trialUsed = async () => (await bodyOf(await me(ctx(), cookie), meResponseSchema)).trial_used;
    expect(await trialUsed()).toBe(false);
    const checkoutPage = await (await open(ctx(), '/billing/local/checkout?lang=en', cookie)).text();
    const token = tokenIn(checkoutPage);
    expect((await submit(ctx(), '/billing/local/checkout', token, cookie)).status).toBe(303);
    expect((await apiOf(ctx()).billing.cancel.$post({ json: { user_id: user.id } }, browser(cookie))).status).toBe(200);
    const events = await eventCount(ctx());

    const replay = await submit(ctx(), '/billing/local/checkout', token, cookie);
    expect(replay.status).toBe(400);
    expect(replay.headers.get('cache-control')).toBe('no-store');
    expect(await replay.text()).toContain('This page has expired or was already used.');
    expect(await subscribed(ctx(), cookie)).toBe(false);
    expect(await eventCount(ctx())).toBe(events);

    // A returning subscriber is told there is no second trial (the app too, through /api/me), and pays from today.
    expect(await trialUsed()).toBe(true);
    const again = await (await open(ctx(), '/billing/local/checkout?lang=en', cookie)).text();
    expect(again).not.toContain('Start free trial');
    expect(again).toContain('Your free trial was used with your first subscription');
    await submit(ctx(), '/billing/local/checkout', tokenIn(again), cookie);
    const row = await ctx().database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect([row.status, row.trial_end]).toEqual(['active', null]);
  });

  it('keeps the kinds apart: a portal token is no checkout token, and the reverse', async () => {
    const { cookie, user } = await subscriber(ctx());
    await deliver(ctx(), 'subscription.created', eventData(user.id));
    const portalHtml = await (await open(ctx(), '/billing/local/portal?lang=en', cookie)).text();
    expect((await submit(ctx(), '/billing/local/checkout', tokenIn(portalHtml), cookie)).status).toBe(400);
    await apiOf(ctx()).billing.cancel.$post({ json: { user_id: user.id } }, browser(cookie));
    const checkoutHtml = await (await open(ctx(), '/billing/local/checkout?lang=en', cookie)).text();
    expect((await submit(ctx(), '/billing/local/portal', tokenIn(checkoutHtml), cookie, 'resume')).status).toBe(400);
    expect(await subscribed(ctx(), cookie)).toBe(false);
  });

  it('binds a token to the session that loaded the page: another session, another user or a signed-out one gets nothing', async () => {
    const owner = await subscriber(ctx());
    const stranger = await subscriber(ctx());
    const token = tokenIn(await (await open(ctx(), '/billing/local/checkout?lang=en', owner.cookie)).text());
    expect((await submit(ctx(), '/billing/local/checkout', token, stranger.cookie)).status).toBe(400);
    expect((await submit(ctx(), '/billing/local/checkout', token, '')).status).toBe(400);
    const { email } = await bodyOf(await me(ctx(), owner.cookie), meResponseSchema);
    const otherDevice = await signIn(ctx(), email, GOOD_PASSWORD);
    expect((await submit(ctx(), '/billing/local/checkout', token, otherDevice.cookie)).status).toBe(400);
    expect(await subscribed(ctx(), owner.cookie)).toBe(false);
    expect(await subscribed(ctx(), stranger.cookie)).toBe(false);

    // The portal: after sign-out, its form and its page stop working.
    await deliver(ctx(), 'subscription.created', eventData(owner.user.id));
    const portalToken = tokenIn(await (await open(ctx(), '/billing/local/portal?lang=en&confirm=cancel', owner.cookie)).text());
    await apiOf(ctx()).session['sign-out'].$post({ json: { scope: 'local' } }, browser(owner.cookie));
    expect((await submit(ctx(), '/billing/local/portal', portalToken, owner.cookie, 'cancel', 'yes')).status).toBe(400);
    const signedOut = await open(ctx(), '/billing/local/portal?lang=en', owner.cookie);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toContain('Your session has ended.');
    const row = await ctx().database.db.selectFrom('subscriptions').select('status').where('user_id', '=', owner.user.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('active');
  });

  it('gives no free resume once the trial or period is over', async () => {
    const { cookie, user } = await subscriber(ctx());
    const ended = new Date(Date.now() - 86_400_000).toISOString();
    await deliver(ctx(), 'subscription.updated', eventData(user.id, { status: 'canceled', trial_end: ended, current_period_end: ended }));
    const html = await (await open(ctx(), '/billing/local/portal?lang=en', cookie)).text();
    expect(html).not.toContain('Resume subscription');
    expect(html).toContain('This subscription has ended.');
    expect(html).not.toContain('name="token"');
    // Even a portal token from a moment when resuming was offered does not resume an ended period.
    await ctx().database.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() + 86_400_000).toISOString() }).where('user_id', '=', user.id).execute();
    const offered = await (await open(ctx(), '/billing/local/portal?lang=en', cookie)).text();
    expect(offered).toContain('Resume subscription');
    await ctx().database.db.updateTable('subscriptions').set({ current_period_end: ended }).where('user_id', '=', user.id).execute();
    expect((await submit(ctx(), '/billing/local/portal', tokenIn(offered), cookie, 'resume')).status).toBe(303);
    expect(await subscribed(ctx(), cookie)).toBe(false);
    const row = await ctx().database.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect([row.status, new Date(row.current_period_end!).toISOString()]).toEqual(['canceled', ended]);
  });

  it('refuses a forged, missing or foreign form token', async () => {
    const { cookie } = await subscriber(ctx());
    for (const token of ['eyJ1IjoieCJ9.AAAA', 'nope', '']) {
      expect((await submit(ctx(), '/billing/local/checkout', token, cookie)).status).toBe(400);
    }
    expect((await open(ctx(), '/billing/local/checkout?lang=en', '')).status).toBe(401);
    // Without a session or a valid form the page still speaks the visitor's language.
    const refused = await ctx().app.request('/billing/local/checkout', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, 'Accept-Language': 'es' }, body: 'token=nope' });
    expect(await refused.text()).toContain('Esta página caducó o ya se usó.');
  });
}, { env: { TRUST_PROXY: 'true' } });

describeEachDatabase('webhooks', (ctx) => {
  it('applies a signed event and derives is_subscribed from the status', async () => {
    const { cookie, user } = await subscriber(ctx());
    const { response } = await deliver(ctx(), 'subscription.created', eventData(user.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await subscribed(ctx(), cookie)).toBe(true);
    for (const [status, expected] of [['past_due', true], ['unpaid', false], ['active', true], ['incomplete_expired', false], ['trialing', true], ['canceled', false]] as const) {
      await deliver(ctx(), 'subscription.updated', eventData(user.id, { status }));
      expect(await subscribed(ctx(), cookie), status).toBe(expected);
    }
  });

  it('keeps past_due access only for the grace period after the paid period', async () => {
    const { cookie, user } = await subscriber(ctx());
    await deliver(ctx(), 'subscription.updated', eventData(user.id, { status: 'past_due', current_period_end: new Date(Date.now() - 2 * 86_400_000).toISOString() }));
    expect(await subscribed(ctx(), cookie)).toBe(true);
    await deliver(ctx(), 'subscription.updated', eventData(user.id, { status: 'past_due', current_period_end: new Date(Date.now() - 4 * 86_400_000).toISOString() }));
    expect(await subscribed(ctx(), cookie)).toBe(false);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { cookie, user } = await subscriber(ctx());
    const { rawBody, headers } = local.signedEvent('subscription.created', eventData(user.id));
    const tampered = rawBody.replace('"active"', '"trialing"');
    const response = await webhook(ctx(), 'local', tampered, headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Invalid webhook signature.' });
    const unsigned = await webhook(ctx(), 'local', rawBody, { 'Content-Type': 'application/json' });
    expect(unsigned.status).toBe(400);
    const stale = local.signedEvent('subscription.created', eventData(user.id), new Date(Date.now() - 10 * 60_000));
    expect((await webhook(ctx(), 'local', stale.rawBody, stale.headers)).status).toBe(400);
    expect(await subscribed(ctx(), cookie)).toBe(false);
    expect(await ctx().database.db.selectFrom('subscriptions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('acknowledges a replayed event and ignores it', async () => {
    const { cookie, user } = await subscriber(ctx());
    const first = await deliver(ctx(), 'subscription.created', eventData(user.id));
    await deliver(ctx(), 'subscription.updated', eventData(user.id, { status: 'canceled' }), new Date(Date.now() + 1000));
    const replay = await webhook(ctx(), 'local', first.rawBody, first.headers);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await subscribed(ctx(), cookie)).toBe(false);
  });

  it('never lets an older event overwrite a newer state', async () => {
    const { cookie, user } = await subscriber(ctx());
    const now = Date.now();
    await deliver(ctx(), 'subscription.updated', eventData(user.id, { status: 'canceled' }), new Date(now));
    const late = await deliver(ctx(), 'subscription.created', eventData(user.id, { status: 'active' }), new Date(now - 60_000));
    expect(await late.response.json()).toEqual({ received: true, outcome: 'stale' });
    expect(await subscribed(ctx(), cookie)).toBe(false);
  });

  it('logs and acknowledges an event for an unknown user', async () => {
    const { response } = await deliver(ctx(), 'subscription.created', eventData('no-such-user'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: 'unknown_user' });
    expect(ctx().logs.some((line) => line.msg === 'billing event for an unknown user acknowledged and ignored')).toBe(true);
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await webhook(ctx(), 'stripe', '{}', { 'Content-Type': 'application/json' });
    expect(response.status).toBe(404);
  });
}, { env: { TRUST_PROXY: 'true' } });

describeEachDatabase('POST /api/billing/cancel', (ctx) => {
  it('needs a session', async () => {
    const response = await apiOf(ctx()).billing.cancel.$post({ json: { user_id: 'x' } }, browser(''));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: 'No active session' });
    const es = await apiOf(ctx()).billing.cancel.$post({ json: { user_id: 'x' } }, browser('', { 'Accept-Language': 'es' }));
    expect(await es.json()).toEqual({ success: false, error: 'No hay sesión activa' });
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    const victim = await subscriber(ctx());
    await deliver(ctx(), 'subscription.created', eventData(victim.user.id));
    const attacker = await subscriber(ctx());
    const response = await apiOf(ctx()).billing.cancel.$post({ json: { user_id: victim.user.id } }, browser(attacker.cookie));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false });
    expect(await subscribed(ctx(), victim.cookie)).toBe(true);
  });

  it('cancels, takes away access and writes exactly one audit row', async () => {
    const { cookie, user } = await subscriber(ctx());
    await deliver(ctx(), 'subscription.created', eventData(user.id));
    const response = await apiOf(ctx()).billing.cancel.$post({ json: { user_id: user.id } }, browser(cookie));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await subscribed(ctx(), cookie)).toBe(false);

    const audit = await ctx().database.db.selectFrom('subscription_audit').selectAll().where('user_id', '=', user.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'unsubscribe' });
    expect([Boolean(audit[0]!.old_status), Boolean(audit[0]!.new_status)]).toEqual([true, false]);
    const metadata = JSON.parse(audit[0]!.metadata) as { source: string; timestamp: string };
    expect(metadata.source).toBe('user_initiated');
    expect(new Date(metadata.timestamp).toISOString()).toBe(metadata.timestamp);

    // A provider event from before the cancel, delivered late, does not bring access back.
    const late = await deliver(ctx(), 'subscription.updated', eventData(user.id, { status: 'active' }), new Date(Date.now() - 5000));
    expect(await late.response.json()).toMatchObject({ outcome: 'stale' });
    expect(await subscribed(ctx(), cookie)).toBe(false);
  });

  it('is idempotent: a second cancel, or two at once, answers success and writes one audit row', async () => {
    const auditRows = async (userId: string) => (await ctx().database.db.selectFrom('subscription_audit').select('id').where('user_id', '=', userId).execute()).length;
    const { cookie, user } = await subscriber(ctx());
    await deliver(ctx(), 'subscription.created', eventData(user.id));
    for (let i = 0; i < 2; i++) {
      const response = await apiOf(ctx()).billing.cancel.$post({ json: { user_id: user.id } }, browser(cookie));
      expect(await response.json()).toEqual({ success: true });
    }
    expect(await auditRows(user.id)).toBe(1);

    const racer = await subscriber(ctx());
    await deliver(ctx(), 'subscription.created', eventData(racer.user.id));
    const answers = await Promise.all([0, 1, 2].map(() => apiOf(ctx()).billing.cancel.$post({ json: { user_id: racer.user.id } }, browser(racer.cookie))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await auditRows(racer.user.id)).toBe(1);
    expect(await subscribed(ctx(), racer.cookie)).toBe(false);
  });

  it(`throttles cancel calls per user (${LIMITS.billingCancel.limit} per window), with Retry-After and a localized error`, async () => {
    const { cookie, user } = await subscriber(ctx());
    for (let i = 0; i < LIMITS.billingCancel.limit; i++) expect((await apiOf(ctx()).billing.cancel.$post({ json: { user_id: user.id } }, browser(cookie))).status).toBe(200);
    const limited = await apiOf(ctx()).billing.cancel.$post({ json: { user_id: user.id } }, browser(cookie, { 'Accept-Language': 'es' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ success: false, error: 'Demasiadas solicitudes. Inténtelo de nuevo más tarde.' });
  });

  it('rejects a malformed body without a 5xx', async () => {
    const { cookie } = await subscriber(ctx());
    for (const body of [{}, { user_id: 5 }, [], 'x']) {
      const response = await ctx().app.request(apiOf(ctx()).billing.cancel.$url(), { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify(body) });
      expect(response.status).toBe(400);
    }
  });
}, { env: { TRUST_PROXY: 'true' } });
