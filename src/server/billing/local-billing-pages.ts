import crypto from 'node:crypto';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { PLAN } from '#shared/constants.ts';
import { isLanguage, type Language } from '#shared/languages.ts';
import type { AppEnv } from '../app-env.ts';
import type { Database, SubscriptionsTable } from '../db/schema.ts';
import { escapeHtml } from '../mail/escape-html.ts';
import type { Logger } from '../logger.ts';
import { grantsAccess, type SubscriptionStatus } from './billing-event.ts';
import type { LocalEventData, LocalProvider } from './providers/local-provider.ts';
import { receiveWebhook } from './receive-webhook.ts';
import { LOCAL_PAGES_CSS, LOCAL_PAGES_TEXT } from './local-pages-text.ts';
import { verifyToken } from './signed-token.ts';

interface PageToken extends Record<string, unknown> {
  u: string;
  l: string;
}

/**
 * /billing/local/*: the local provider's hosted checkout and billing portal. Plain HTML forms
 * (no script, same CSP as the app); every change goes out as a signed event through the webhook
 * code path, exactly as a real provider's would.
 */
export function localBillingPages({ db, provider, publicUrl, graceDays, logger }: { db: Kysely<Database>; provider: LocalProvider; publicUrl: URL; graceDays: number; logger: Logger }) {
  const app = new Hono<AppEnv>();
  const appUrl = (language: Language, path: string) => new URL(`/${language}/${path}`, publicUrl).href;

  const readToken = (token: string | undefined) => {
    const payload = token ? verifyToken<PageToken>(token, provider.key) : null;
    return payload && isLanguage(payload.l) ? { userId: payload.u, language: payload.l, token: token! } : null;
  };

  const send = async (type: string, data: LocalEventData) => {
    const { rawBody, headers } = provider.signedEvent(type, data);
    await receiveWebhook({ db, provider, graceDays, logger }, rawBody, headers);
  };

  app.get('/styles.css', (c) => c.body(LOCAL_PAGES_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));

  app.get('/checkout', async (c) => {
    const session = readToken(c.req.query('session'));
    if (!session) return c.html(expiredPage('en'), 400);
    const t = LOCAL_PAGES_TEXT[session.language];
    const user = await db.selectFrom('users').select('email').where('id', '=', session.userId).executeTakeFirst();
    if (!user) return c.html(expiredPage(session.language), 400);
    return c.html(
      layout(
        session.language,
        t.checkoutTitle,
        `<p class="pill">${escapeHtml(t.trial)}</p>
<h2>${escapeHtml(t.plan)}</h2>
<p><span class="price" data-testid="local-price">${escapeHtml(t.price)}</span> <span class="muted">${escapeHtml(t.perMonth)}</span></p>
<p class="muted">${escapeHtml(t.trialNote)}</p>
<dl><dt>${escapeHtml(t.account)}</dt><dd>${escapeHtml(user.email)}</dd></dl>
<form method="post" action="/billing/local/checkout">
<input type="hidden" name="session" value="${escapeHtml(session.token)}">
<button class="primary" type="submit">${escapeHtml(t.startTrial)}</button>
</form>
<a class="back" href="${escapeHtml(appUrl(session.language, 'subscribe'))}">${escapeHtml(t.back)}</a>`,
      ),
    );
  });

  app.post('/checkout', async (c) => {
    const form = await c.req.parseBody();
    const session = readToken(typeof form.session === 'string' ? form.session : undefined);
    if (!session) return c.html(expiredPage('en'), 400);
    const now = Date.now();
    const trialEnd = new Date(now + PLAN.trialDays * 86_400_000).toISOString();
    await send('subscription.created', {
      user_id: session.userId,
      customer_id: `cus_local_${session.userId}`,
      subscription_id: `sub_local_${crypto.randomUUID()}`,
      status: 'trialing',
      trial_end: trialEnd,
      current_period_end: trialEnd,
      cancel_at_period_end: false,
    });
    return c.redirect(appUrl(session.language, 'subscribe?checkout=success'), 303);
  });

  app.get('/portal', async (c) => {
    const session = readToken(c.req.query('session'));
    if (!session) return c.html(expiredPage('en'), 400);
    const t = LOCAL_PAGES_TEXT[session.language];
    const subscription = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', session.userId).executeTakeFirst();
    const user = await db.selectFrom('users').select('email').where('id', '=', session.userId).executeTakeFirst();
    if (!user) return c.html(expiredPage(session.language), 400);
    const date = (value: SubscriptionsTable['trial_end']) => (value ? new Date(value).toLocaleDateString(t.locale, { dateStyle: 'long' }) : '—');
    const status = subscription?.status ?? 'none';
    const live = subscription ? grantsAccess(subscription.status as SubscriptionStatus, subscription.current_period_end ? new Date(subscription.current_period_end) : null, graceDays) : false;
    const action = !subscription
      ? `<a class="back" href="${escapeHtml(appUrl(session.language, 'subscribe'))}">${escapeHtml(t.subscribe)}</a>`
      : `<form method="post" action="/billing/local/portal">
<input type="hidden" name="session" value="${escapeHtml(session.token)}">
<input type="hidden" name="action" value="${live ? 'cancel' : 'resume'}">
<button class="${live ? 'danger' : 'primary'}" type="submit">${escapeHtml(live ? t.cancel : t.resume)}</button>
</form>`;
    return c.html(
      layout(
        session.language,
        t.portalTitle,
        `<h2>${escapeHtml(t.plan)} · ${escapeHtml(t.price)} ${escapeHtml(t.perMonth)}</h2>
<dl>
<dt>${escapeHtml(t.account)}</dt><dd>${escapeHtml(user.email)}</dd>
<dt>${escapeHtml(t.status)}</dt><dd data-testid="local-status">${escapeHtml(t.statuses[status] ?? status)}</dd>
<dt>${escapeHtml(t.trialEnds)}</dt><dd>${escapeHtml(date(subscription?.trial_end ?? null))}</dd>
<dt>${escapeHtml(t.periodEnds)}</dt><dd>${escapeHtml(date(subscription?.current_period_end ?? null))}</dd>
</dl>
${action}
<a class="back" href="${escapeHtml(appUrl(session.language, 'profile'))}">${escapeHtml(t.returnToApp)}</a>`,
      ),
    );
  });

  app.post('/portal', async (c) => {
    const form = await c.req.parseBody();
    const session = readToken(typeof form.session === 'string' ? form.session : undefined);
    if (!session) return c.html(expiredPage('en'), 400);
    const subscription = await db.selectFrom('subscriptions').selectAll().where('user_id', '=', session.userId).executeTakeFirst();
    if (subscription && (form.action === 'cancel' || form.action === 'resume')) {
      const trialEnd = subscription.trial_end ? new Date(subscription.trial_end) : null;
      const inTrial = trialEnd !== null && trialEnd.getTime() > Date.now();
      const periodEnd = subscription.current_period_end ? new Date(subscription.current_period_end) : null;
      const resumedEnd = periodEnd && periodEnd.getTime() > Date.now() ? periodEnd : new Date(Date.now() + 30 * 86_400_000);
      await send('subscription.updated', {
        user_id: session.userId,
        customer_id: subscription.customer_id ?? `cus_local_${session.userId}`,
        subscription_id: subscription.subscription_id ?? `sub_local_${crypto.randomUUID()}`,
        status: form.action === 'cancel' ? 'canceled' : inTrial ? 'trialing' : 'active',
        trial_end: subscription.trial_end ? new Date(subscription.trial_end).toISOString() : null,
        current_period_end: form.action === 'cancel' ? (periodEnd?.toISOString() ?? null) : resumedEnd.toISOString(),
        cancel_at_period_end: false,
      });
    }
    return c.redirect(`/billing/local/portal?session=${encodeURIComponent(session.token)}`, 303);
  });

  return app;
}

function layout(language: Language, title: string, body: string): string {
  const t = LOCAL_PAGES_TEXT[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(t.brand)}</title><link rel="stylesheet" href="/billing/local/styles.css"></head>
<body><div class="banner" role="note" data-testid="test-mode">${escapeHtml(t.testMode)}</div>
<main><div class="card"><p class="brand">${escapeHtml(t.brand)}</p><h1>${escapeHtml(title)}</h1>${body}</div></main></body></html>`;
}

function expiredPage(language: Language): string {
  return layout(language, LOCAL_PAGES_TEXT[language].portalTitle, `<p>${escapeHtml(LOCAL_PAGES_TEXT[language].expired)}</p>`);
}
