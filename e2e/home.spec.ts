import enHome from '../src/client/i18n/locales/en/home.json' with { type: 'json' };
import esHome from '../src/client/i18n/locales/es/home.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { expect, test } from '#tests/support/fixtures.ts';

const catalogs = { en: enHome, es: esHome };

for (const lang of ['en', 'es'] as const) {
  const home = catalogs[lang];
  test(`home (${lang}) has the hero, trial button, how-to, foundation and beliefs`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
    const trial = page.getByTestId('start-trial');
    await expect(trial).toHaveText(home.hero.startTrial.replace('{{days}}', '7'));
    await expect(page.getByTestId('price-line')).toContainText('$9.99');

    const howTo = page.getByTestId('how-to-use');
    for (const step of [home.howTo.step1, home.howTo.step2, home.howTo.step3]) await expect(howTo.getByText(step.title)).toBeVisible();
    await expect(page.getByTestId('how-to-use-result')).toContainText(home.howTo.result.title);

    for (const item of ['repentance', 'baptism', 'holyGhost'] as const) {
      await expect(page.getByTestId(`foundation-${item}`)).toContainText(home.foundation[item].title);
    }
    for (const item of ['oneGod', 'word', 'newBirth', 'holiness', 'return'] as const) {
      await expect(page.getByTestId(`belief-${item}`)).toContainText(home.beliefs[item].title);
    }

    // The sign-up page itself arrives with the accounts feature.
    await expect(trial).toHaveAttribute('href', `/${lang}/signup`);
  });
}

// Each test replaces the browser's share/clipboard functions to force one outcome, and records
// every toast that appears so "nothing shown" can be asserted, not assumed.
async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toasts: string[] }).__toasts = seen;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement) {
            const toast = node.matches('[data-testid="share-toast"]') ? node : node.querySelector('[data-testid="share-toast"]');
            if (toast) seen.push(toast.getAttribute('data-variant') ?? '');
          }
    }).observe(document, { childList: true, subtree: true });
  });
}

test('without Web Share the link is copied and the toast hides after 3 seconds', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  await page.goto('/en');
  await page.getByTestId('share-button').click();
  const toast = page.getByTestId('share-toast');
  await expect(toast).toHaveText(enHome.share.copied);
  await expect(toast).toHaveAttribute('data-variant', 'success');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/en`);
  await expect(toast).toBeHidden({ timeout: 4500 });
});

test('when the clipboard fails too, the link is shown to copy by hand (es)', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator.clipboard, 'writeText', { value: () => Promise.reject(new DOMException('blocked', 'NotAllowedError')) });
  });
  await page.goto('/es');
  await page.getByTestId('share-button').click();
  await expect(page.getByTestId('share-toast')).toContainText(esHome.share.manualLabel);
  await expect(page.getByTestId('share-manual-url')).toHaveValue(`${baseURL}/es`);
  await expect(page.getByTestId('share-manual-url')).toBeFocused();
  await page.getByTestId('share-manual-close').click();
  await expect(page.getByTestId('share-toast')).toBeHidden();
  // Focus was in the toast (reached through its ref): it goes back to the button, not to the page.
  await expect(page.getByTestId('share-button')).toBeFocused();
});

test('Web Share success and permission denial (es), and a cancelled share shows nothing', async ({ page }) => {
  await recordToasts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __shareMode: string };
    w.__shareMode = 'abort';
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: () => {
        if (w.__shareMode === 'abort') return Promise.reject(new DOMException('cancelled', 'AbortError'));
        if (w.__shareMode === 'deny') return Promise.reject(new DOMException('denied', 'NotAllowedError'));
        return Promise.resolve();
      },
    });
  });
  await page.goto('/es');
  const button = page.getByTestId('share-button');
  const toast = page.getByTestId('share-toast');

  await button.click();
  await page.evaluate(() => ((window as unknown as { __shareMode: string }).__shareMode = 'share'));
  await button.click();
  await expect(toast).toHaveText(esHome.share.shared);
  await expect(toast).toHaveAttribute('data-variant', 'success');

  await page.evaluate(() => ((window as unknown as { __shareMode: string }).__shareMode = 'deny'));
  await button.click();
  await expect(toast).toHaveText(esHome.share.denied);
  await expect(toast).toHaveAttribute('data-variant', 'warning');
  await expect(toast).toHaveClass(/bg-yellow-/);

  // The cancelled share (first click) added no toast: only success, then warning.
  expect(await page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)).toEqual(['success', 'warning']);
});
