import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import type { MeResponse } from '#shared/session-schemas.ts';
import { PLAN } from '#shared/constants.ts';
import { isLanguage, type Language } from '#shared/languages.ts';
import { planPrice } from '#shared/plan-price.ts';
import type { AppEnv } from '../app-env.ts';
import type { Auth } from '../auth/create-auth.ts';
import { sessionUser } from '../auth/session-user.ts';
import { toBoolean, type Database, type SubscriptionsTable } from '../db/schema.ts';
import { requestLanguage } from '../http/api-error.ts';
import { browserAddress, type AddressPolicy } from '../http/app-address.ts';
import { escapeHtml } from '../mail/escape-html.ts';
import type { Logger } from '../logger.ts';
import { grantsAccess, type SubscriptionStatus } from './billing-event.ts';
import type { LocalEventData, LocalProvider } from './providers/local-provider.ts';
import { receiveWebhook } from './receive-webhook.ts';
import { LOCAL_PAGES_CSS, LOCAL_PAGES_TEXT } from './local-pages-text.ts';
import { sessionBinding } from './session-binding.ts';
import { signToken, verifyToken } from './signed-token.ts';

type PageKind = 'checkout' | 'portal';

/** What a page's form carries: signed, of one kind, for one user and session, spent once. */
interface FormToken extends Record<string, unknown> {
  k: PageKind;
  u: string;
  s: string;
  l: string;
  j: string;
}

const FORM_TTL_SECONDS = 3600;
const DAY_MS = 86_400_000;
/** A returning subscriber's first paid period, in test mode (no money moves). */
const PAID_PERIOD_DAYS = 30;

/**
 * /billing/local/*: the local provider's hosted checkout and billing portal. Plain HTML forms
 * (no script, same CSP as the app); every change goes out as a signed event through the webhook
 * code path, exactly as a real provider's would.
 *
 * The pages are this server's own, so they know the visitor by the session cookie: no bearer token
 * is ever in a URL. Each page's form carries a token of its own kind (checkout or portal), bound to
 * the session that loaded the page and spent on first use, so a form replayed later, in another
 * session, on the other page or after sign-out does nothing. The pages are never cached.
 */
export function localBillingPages({ db, auth, provider, addresses, graceDays, logger }: { db: Kysely<Database>; auth: Auth; provider: LocalProvider; addresses: AddressPolicy; graceDays: number; logger: Logger }) {
  const app = new Hono<AppEnv>();
  // Back to the app at the address this page was opened at (PUBLIC_URL when it is set).
  const appUrl = (c: Context<AppEnv>, language: Language, path: string) => new URL(`/${language}/${path}`, browserAddress(addresses, c.req.raw)).href;

  const send = async (type: string, data: LocalEventData) => {
    const { rawBody, headers } = provider.signedEvent(type, data);
    await receiveWebhook({ db, provider, graceDays, logger }, rawBody, headers);
  };

  const html = (c: Context<AppEnv>, body: string, status: 200 | 400 | 401 = 200) => {
    // A page with a user's billing state (and a form token) must not be kept by any cache.
    c.header('Cache-Control', 'no-store');
    return c.html(body, status);
  };

  /** The signed-in visitor and their session's binding, or null (signed out, session ended). */
  const visitor = async (c: Context<AppEnv>) => {
    const user = await sessionUser(c, auth, db);
    const binding = user ? await sessionBinding(c, auth) : null;
    return user && binding ? { user, binding } : null;
  };

  const pageLanguage = (c: Context<AppEnv>, user: MeResponse | null): Language => {
    const asked = c.req.query('lang');
    return isLanguage(asked) ? asked : (user?.language ?? requestLanguage(c));
  };

  const formToken = (kind: PageKind, user: MeResponse, binding: string, language: Language) =>
    signToken({ k: kind, u: user.id, s: binding, l: language, j: crypto.randomUUID() } satisfies FormToken, provider.key, FORM_TTL_SECONDS);

  /** Verifies a posted form token for this page and this session, and spends it (once only). */
  const spend = async (c: Context<AppEnv>, kind: PageKind, token: unknown) => {
    const payload = typeof token === 'string' ? verifyToken<FormToken & { exp: number }>(token, provider.key) : null;
    if (!payload || payload.k !== kind || !isLanguage(payload.l) || typeof payload.j !== 'string') return null;
    const current = await visitor(c);
    if (!current || current.user.id !== payload.u || current.binding !== payload.s) return null;
    const now = Date.now();
    await db.deleteFrom('used_billing_tokens').where('expires_at', '<', now).execute();
    const fresh = await db
      .insertInto('used_billing_tokens')
      .values({ id: `${kind}:${payload.j}`, expires_at: payload.exp * 1000 })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return fresh ? { user: current.user, language: payload.l } : null;
  };

  const subscriptionOf = async (userId: string) => (await db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst()) ?? null;

  app.get('/styles.css', (c) => c.body(LOCAL_PAGES_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));

  app.get('/checkout', async (c) => {
    const current = await visitor(c);
    const language = pageLanguage(c, current?.user ?? null);
    if (!current) return html(c, messagePage(language, 'checkout', LOCAL_PAGES_TEXT[language].signIn), 401);
    const { user, binding } = current;
    if (user.is_subscribed) return c.redirect(appUrl(c, language, 'dashboard'), 303);
    const t = LOCAL_PAGES_TEXT[language];
    // The trial is for a first subscription only (decision 0018).
    const trial = (await subscriptionOf(user.id)) === null;
    return html(
      c,
      layout(
        language,
        'checkout',
        t.checkoutTitle,
        `${trial ? `<p class="pill">${escapeHtml(t.trial)}</p>` : ''}
<h2>${escapeHtml(t.plan)}</h2>
<p><span class="price" data-testid="local-price">${escapeHtml(planPrice(language))}</span> <span class="muted">${escapeHtml(t.perMonth)}</span></p>
<p class="muted" data-testid="local-trial-note">${escapeHtml(trial ? t.trialNote : t.noTrial)}</p>
<dl><dt>${escapeHtml(t.account)}</dt><dd>${escapeHtml(user.email)}</dd></dl>
<form method="post" action="/billing/local/checkout">
<input type="hidden" name="token" value="${escapeHtml(formToken('checkout', user, binding, language))}">
<button class="primary" type="submit">${escapeHtml(trial ? t.startTrial : t.subscribeNow)}</button>
</form>
<a class="back" href="${escapeHtml(appUrl(c, language, 'subscribe'))}">${escapeHtml(t.back)}</a>`,
      ),
    );
  });

  app.post('/checkout', async (c) => {
    const form = await c.req.parseBody();
    const spent = await spend(c, 'checkout', form.token);
    if (!spent) return html(c, messagePage(pageLanguage(c, null), 'checkout', LOCAL_PAGES_TEXT[pageLanguage(c, null)].expired), 400);
    const { user, language } = spent;
    const fresh = await db.selectFrom('users').select('is_subscribed').where('id', '=', user.id).executeTakeFirstOrThrow();
    if (!toBoolean(fresh.is_subscribed)) {
      const trial = (await subscriptionOf(user.id)) === null;
      const periodEnd = new Date(Date.now() + (trial ? PLAN.trialDays : PAID_PERIOD_DAYS) * DAY_MS).toISOString();
      await send('subscription.created', {
        user_id: user.id,
        customer_id: `cus_local_${user.id}`,
        subscription_id: `sub_local_${crypto.randomUUID()}`,
        status: trial ? 'trialing' : 'active',
        trial_end: trial ? periodEnd : null,
        current_period_end: periodEnd,
        cancel_at_period_end: false,
      });
    }
    return c.redirect(appUrl(c, language, 'subscribe?checkout=success'), 303);
  });

  app.get('/portal', async (c) => {
    const current = await visitor(c);
    const language = pageLanguage(c, current?.user ?? null);
    if (!current) return html(c, messagePage(language, 'portal', LOCAL_PAGES_TEXT[language].signIn), 401);
    const { user, binding } = current;
    const t = LOCAL_PAGES_TEXT[language];
    const subscription = await subscriptionOf(user.id);
    const date = (value: SubscriptionsTable['trial_end']) => (value ? new Date(value).toLocaleDateString(t.locale, { dateStyle: 'long' }) : '—');
    const status = subscription?.status ?? 'none';
    const action = subscription ? portalAction(subscription, graceDays) : null;
    const portalUrl = `/billing/local/portal?lang=${language}`;
    // Cancelling asks first (decision 0024): the confirmation is a page of its own, as these
    // pages run no script; only its form carries a token that cancels.
    if (action === 'cancel' && c.req.query('confirm') === 'cancel') {
      return html(
        c,
        layout(
          language,
          'portal',
          t.portalTitle,
          `<dialog open class="confirm" aria-labelledby="confirm-title" aria-describedby="confirm-body" data-testid="local-confirm">
<h2 id="confirm-title">${escapeHtml(t.confirmTitle)}</h2>
<p id="confirm-body">${escapeHtml(t.confirmBody)}</p>
<a class="keep" href="${escapeHtml(portalUrl)}" autofocus>${escapeHtml(t.keep)}</a>
<form method="post" action="/billing/local/portal">
<input type="hidden" name="token" value="${escapeHtml(formToken('portal', user, binding, language))}">
<input type="hidden" name="action" value="cancel">
<input type="hidden" name="confirm" value="yes">
<button class="danger" type="submit">${escapeHtml(t.confirmYes)}</button>
</form>
</dialog>`,
        ),
      );
    }
    const control =
      action === null
        ? `${subscription ? `<p class="muted">${escapeHtml(t.periodOver)}</p>` : ''}<a class="back" href="${escapeHtml(appUrl(c, language, 'subscribe'))}">${escapeHtml(t.subscribe)}</a>`
        : action === 'cancel'
          ? `<form method="get" action="/billing/local/portal">
<input type="hidden" name="lang" value="${language}">
<input type="hidden" name="confirm" value="cancel">
<button class="danger" type="submit">${escapeHtml(t.cancel)}</button>
</form>`
          : `<form method="post" action="/billing/local/portal">
<input type="hidden" name="token" value="${escapeHtml(formToken('portal', user, binding, language))}">
<input type="hidden" name="action" value="resume">
<button class="primary" type="submit">${escapeHtml(t.resume)}</button>
</form>`;
    return html(
      c,
      layout(
        language,
        'portal',
        t.portalTitle,
        `<h2>${escapeHtml(t.plan)} · <span data-testid="local-price">${escapeHtml(planPrice(language))}</span> ${escapeHtml(t.perMonth)}</h2>
<dl>
<dt>${escapeHtml(t.account)}</dt><dd>${escapeHtml(user.email)}</dd>
<dt>${escapeHtml(t.status)}</dt><dd data-testid="local-status">${escapeHtml(t.statuses[status] ?? status)}</dd>
<dt>${escapeHtml(t.trialEnds)}</dt><dd>${escapeHtml(date(subscription?.trial_end ?? null))}</dd>
<dt>${escapeHtml(t.periodEnds)}</dt><dd>${escapeHtml(date(subscription?.current_period_end ?? null))}</dd>
</dl>
${control}
<a class="back" href="${escapeHtml(appUrl(c, language, 'profile'))}">${escapeHtml(t.returnToApp)}</a>`,
      ),
    );
  });

  app.post('/portal', async (c) => {
    const form = await c.req.parseBody();
    // A cancel that was not confirmed (an old form, a hand-made post) is asked first, and spends nothing.
    if (form.action === 'cancel' && form.confirm !== 'yes') return c.redirect(`/billing/local/portal?lang=${pageLanguage(c, null)}&confirm=cancel`, 303);
    const spent = await spend(c, 'portal', form.token);
    if (!spent) return html(c, messagePage(pageLanguage(c, null), 'portal', LOCAL_PAGES_TEXT[pageLanguage(c, null)].expired), 400);
    const { user, language } = spent;
    const subscription = await subscriptionOf(user.id);
    // Only what the page offered for the state as it is now: no resume of an ended period.
    if (subscription && form.action === portalAction(subscription, graceDays)) {
      const trialEnd = subscription.trial_end ? new Date(subscription.trial_end) : null;
      await send('subscription.updated', {
        user_id: user.id,
        customer_id: subscription.customer_id ?? `cus_local_${user.id}`,
        subscription_id: subscription.subscription_id ?? `sub_local_${crypto.randomUUID()}`,
        status: form.action === 'cancel' ? 'canceled' : trialEnd && trialEnd.getTime() > Date.now() ? 'trialing' : 'active',
        trial_end: trialEnd?.toISOString() ?? null,
        // Resuming keeps the period that was paid for (or the trial): it never adds days.
        current_period_end: subscription.current_period_end ? new Date(subscription.current_period_end).toISOString() : null,
        cancel_at_period_end: false,
      });
    }
    return c.redirect(`/billing/local/portal?lang=${language}`, 303);
  });

  return app;
}

/**
 * What the portal offers: cancel a subscription that gives access; resume a cancelled one only
 * while the period it had (trial or paid) is still running; nothing once that period is over.
 */
function portalAction(subscription: SubscriptionsTable, graceDays: number): 'cancel' | 'resume' | null {
  const periodEnd = subscription.current_period_end ? new Date(subscription.current_period_end) : null;
  if (grantsAccess(subscription.status as SubscriptionStatus, periodEnd, graceDays) && !toBoolean(subscription.cancel_at_period_end)) return 'cancel';
  const resumable = subscription.status === 'canceled' || toBoolean(subscription.cancel_at_period_end);
  return resumable && periodEnd !== null && periodEnd.getTime() > Date.now() ? 'resume' : null;
}

function layout(language: Language, kind: PageKind, title: string, body: string): string {
  const t = LOCAL_PAGES_TEXT[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(t.brand)}</title><link rel="stylesheet" href="/billing/local/styles.css"></head>
<body><div class="banner" role="note" data-testid="test-mode">${escapeHtml(t.testMode[kind])}</div>
<main><div class="card"><p class="brand">${escapeHtml(t.brand)}</p><h1>${escapeHtml(title)}</h1>${body}</div></main></body></html>`;
}

/** A page's message (signed out, an expired form), titled and bannered as the page it stands for. */
function messagePage(language: Language, kind: PageKind, message: string): string {
  const t = LOCAL_PAGES_TEXT[language];
  return layout(language, kind, kind === 'checkout' ? t.checkoutTitle : t.portalTitle, `<p data-testid="local-message">${escapeHtml(message)}</p>`);
}
