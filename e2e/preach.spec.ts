import type { Page } from '@playwright/test';
import enPreach from '../src/client/i18n/locales/en/preach.json' with { type: 'json' };
import esPreach from '../src/client/i18n/locales/es/preach.json' with { type: 'json' };
import enCommon from '../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../src/client/i18n/locales/es/common.json' with { type: 'json' };
import { createAccount, revokeSessions } from '#tests/support/accounts.ts';
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';
import { saveSermon } from '#tests/support/saved-sermons.ts';

// product §2 Preach: the sermon for the pulpit.
const catalogs = { en: enPreach, es: esPreach } as const;
const common = { en: enCommon, es: esCommon } as const;
const input = { en: { title: 'The new birth', scripture: 'John 3:3' }, es: { title: 'La gracia de Dios', scripture: 'Efesios 2:8' } } as const;

for (const lang of ['en', 'es'] as const) {
  const t = catalogs[lang];

  test(`a pastor preaches section by section with the keyboard, a timer and larger type (${lang})`, async ({ page }) => {
    await page.clock.install();
    await createAccount(page, { language: lang, subscribed: true });
    const sermon = await saveSermon(page, { ...input[lang], language: lang });

    // From the display page's Preach link.
    await page.goto(`/${lang}/sermon-display?id=${sermon.id}`);
    await page.getByTestId('preach-link').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/sermons/${sermon.id}/preach$`));
    const position = page.getByTestId('preach-position');
    const section = page.getByTestId('preach-section');
    await expect(section).toHaveCount(1);
    await expect(section).toHaveAttribute('data-section', 'opening');
    await expect(section.getByRole('heading', { level: 1 })).toHaveText(sermon.title);
    await expect(section.getByTestId('preach-passage')).toContainText(input[lang].scripture);
    const total = Number(/(\d+)\D*$/.exec((await position.textContent())!)![1]);
    expect(total).toBeGreaterThanOrEqual(5);
    await expectAccessible(page);

    // What a clicker sends: Page Down / arrows / space forward, Page Up / arrows back.
    await page.keyboard.press('PageDown');
    await expect(section).toHaveAttribute('data-section', 'introduction');
    await page.keyboard.press('ArrowRight');
    await expect(section).toHaveAttribute('data-section', 'point-1');
    await page.keyboard.press(' ');
    await expect(section).toHaveAttribute('data-section', 'point-2');
    await expect(position).toHaveText(t.nav.position.replace('{{current}}', '4').replace('{{total}}', String(total)));
    await page.keyboard.press('PageUp');
    await expect(section).toHaveAttribute('data-section', 'point-1');
    await page.keyboard.press('ArrowLeft');
    await expect(section).toHaveAttribute('data-section', 'introduction');
    await page.getByRole('button', { name: t.nav.next }).click();
    await expect(section).toHaveAttribute('data-section', 'point-1');

    // Larger type, remembered on this device.
    const content = page.getByTestId('preach-content');
    const before = await content.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    await page.getByRole('button', { name: t.display.larger }).click();
    await page.getByRole('button', { name: t.display.larger }).click();
    await expect.poll(() => content.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThan(before);
    const larger = await content.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

    // The timer: a 10-minute target turns it amber near the end and red past it.
    const timer = page.getByTestId('preach-timer');
    await page.getByLabel(t.timer.target).selectOption('10');
    await expect(timer).toHaveAttribute('data-state', 'ok');
    await page.clock.fastForward('08:05');
    await expect(timer).toHaveAttribute('data-state', 'near');
    await expect(page.getByTestId('preach-timer-note')).toHaveText(t.timer.near);
    // Eight minutes in (the page clock also runs on with the real one, seconds on a loaded machine).
    await expect(timer).toHaveText(/^8:\d\d$/);
    await page.clock.fastForward('02:00');
    await expect(timer).toHaveAttribute('data-state', 'over');
    await expect(page.getByTestId('preach-timer-note')).toHaveText(t.timer.over);

    // Dark, and the whole sermon as one scroll; then a reload keeps the choices.
    await page.getByRole('button', { name: t.display.dark }).click();
    await expect(page.getByTestId('preach-view')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: t.display.whole }).click();
    await expect(section).toHaveCount(total);
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByTestId('preach-view')).toHaveAttribute('data-theme', 'dark');
    await expect(section).toHaveCount(total);
    await expect.poll(() => content.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBe(larger);
    await expect(page.getByLabel(t.timer.target)).toHaveValue('10');
  });

  test(`the preaching view shows the sermon kept on the device when the server cannot be reached (${lang})`, async ({ page }) => {
    await createAccount(page, { language: lang, subscribed: true });
    const sermon = await saveSermon(page, { ...input[lang], language: lang });
    await page.goto(`/${lang}/dashboard`);
    await page.getByTestId('history-row').filter({ hasText: sermon.title }).getByTestId('history-preach').click();
    await expect(page.getByTestId('preach-section')).toHaveAttribute('data-section', 'opening');
    await expect(page.getByTestId('preach-offline')).toHaveCount(0);
    // The service worker has kept the page (decision 0022).
    await expect(page.getByTestId('preach-view')).toHaveAttribute('data-offline-ready', 'true');

    // The Wi-Fi drops: what is on screen keeps working.
    await page.context().setOffline(true);
    await page.keyboard.press('PageDown');
    await expect(page.getByTestId('preach-section')).toHaveAttribute('data-section', 'introduction');
    await page.context().setOffline(false);

    // With no network at all, a reload opens the page from the service worker and the sermon from the device.
    // The reload keeps the section the preacher was on (the introduction).
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByTestId('preach-offline')).toHaveText(t.notice.offline);
    await expect(page.getByTestId('preach-section')).toHaveAttribute('data-section', 'introduction');
    await page.keyboard.press('PageUp');
    await expect(page.getByTestId('preach-section').getByRole('heading', { level: 1 })).toHaveText(sermon.title);
    await page.context().setOffline(false);

    // A reload whose request for the sermon fails still shows it, from the device.
    await page.route('**/api/sermons/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByTestId('preach-offline')).toHaveText(t.notice.offline);
    await expect(page.getByTestId('preach-section').getByRole('heading', { level: 1 })).toHaveText(sermon.title);
    await expectAccessible(page);
  });

  test(`the toolbar folds away to the timer, by keyboard, and stays folded (${lang})`, async ({ page }) => {
    await createAccount(page, { language: lang, subscribed: true });
    const sermon = await saveSermon(page, { ...input[lang], language: lang });
    await page.goto(`/${lang}/sermons/${sermon.id}/preach`);
    const toggle = page.getByRole('button', { name: t.controls });
    const controls = page.getByTestId('preach-controls');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: t.display.dark })).toBeVisible();

    // By keyboard: the fold button is the first stop, and Enter folds it.
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(controls).toBeHidden();
    await expect(page.getByTestId('preach-timer')).toBeVisible();
    await expect(page.getByTestId('preach-exit')).toBeVisible();
    await expect(page.getByTestId('preach-section')).toHaveAttribute('data-section', 'opening');
    await expectAccessible(page);

    // Remembered on this device.
    await page.reload();
    await expect(page.getByRole('button', { name: t.controls })).toHaveAttribute('aria-expanded', 'false');
    await expect(controls).toBeHidden();
    // Space is a clicker's page turn, never a press of the focused button (issue 26); Enter presses it.
    await page.getByRole('button', { name: t.controls }).focus();
    await page.keyboard.press(' ');
    await expect(page.getByTestId('preach-section')).toHaveAttribute('data-section', 'introduction');
    await expect(page.getByRole('button', { name: t.controls })).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: t.controls })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: t.display.dark })).toBeVisible();
  });

  /** How many sermons this browser keeps for preaching, and how many unsent drafts. */
  const kept = (page: Page) =>
    page.evaluate(() => ({ copies: Object.keys(localStorage).filter((key) => key.startsWith('preach:sermon:')).length, drafts: Object.keys(localStorage).filter((key) => key.startsWith('sermon-draft:')).length }));

  test(`a session ended elsewhere takes the sermons kept for preaching with it; the next member never sees the last one's (${lang})`, async ({ page }) => {
    const first = await createAccount(page, { language: lang, subscribed: true });
    const sermon = await saveSermon(page, { ...input[lang], language: lang });
    await page.goto(`/${lang}/sermons/${sermon.id}/preach`);
    await expect(page.getByTestId('preach-view')).toHaveAttribute('data-offline-ready', 'true');
    expect((await kept(page)).copies).toBe(1);

    // Revoked on the server (a sign-out everywhere from another device): the next page this browser opens asks, hears 401, and forgets.
    revokeSessions(first.email);
    await page.goto(`/${lang}`);
    await expect.poll(async () => (await kept(page)).copies).toBe(0);
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('preach-')).length)).toBe(0);

    // A member who walks away without signing out: the next one to sign in here gets none of it, drafts included.
    await page.context().clearCookies();
    await createAccount(page, { language: lang, subscribed: true });
    const second = await saveSermon(page, { ...input[lang], language: lang });
    await page.goto(`/${lang}/sermons/${second.id}/preach`);
    await expect(page.getByTestId('preach-view')).toHaveAttribute('data-offline-ready', 'true');
    await page.evaluate(() => localStorage.setItem('sermon-draft:someone-elses', JSON.stringify({ document: { title: 'Unsent' } })));
    await page.context().clearCookies();
    await createAccount(page, { language: lang, subscribed: true });
    await page.goto(`/${lang}/dashboard`);
    await expect.poll(() => kept(page)).toEqual({ copies: 0, drafts: 0 });
  });

  test(`signing out removes the sermons kept for preaching: offline, the preaching page no longer opens one (${lang})`, async ({ page }) => {
    await createAccount(page, { language: lang, subscribed: true });
    const sermon = await saveSermon(page, { ...input[lang], language: lang });
    await page.goto(`/${lang}/sermons/${sermon.id}/preach`);
    await expect(page.getByTestId('preach-view')).toHaveAttribute('data-offline-ready', 'true');
    // Kept: the device's copy and the worker's cache (what the offline test above relies on).
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('preach:sermon:')).length)).toBe(1);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);

    await page.goto(`/${lang}/dashboard`);
    await page.getByTestId('sign-out').filter({ visible: true }).click();
    await expect(page).toHaveURL(`/${lang}`);
    await expect(page.getByRole('link', { name: common[lang].nav.signIn }).first()).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('preach:')).length)).toBe(0);
    // Gone during the sign-out, or, on a device too slow for its wait, as the next page starts.
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('preach-')))).toEqual([]);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

    // The next person, with the church Wi-Fi down, cannot open it.
    await page.context().setOffline(true);
    await page.goto(`/${lang}/sermons/${sermon.id}/preach`).catch(() => undefined);
    await expect(page.getByText(sermon.title)).toHaveCount(0);
    await page.context().setOffline(false);
  });
}
