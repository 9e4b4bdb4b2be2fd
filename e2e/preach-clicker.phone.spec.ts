import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';
import { clickerAfterEachToolbarTap, openPreaching, preachText, reloadKeepsSectionAndTimer } from '#tests/support/preach-clicker.ts';

// Issue 26 item 4 on a 390 px phone: any text size fits the width with Previous and Next in
// sight; a clicker (Bluetooth) after taps on the toolbar; a reload mid-sermon.
test.use({ viewport: { width: 390, height: 844 } });

/** Nothing is wider than the screen, and Previous and Next are on it. */
async function fitsWithPreviousAndNext(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways overflow ${where}`).toBeLessThanOrEqual(0);
  for (const id of ['preach-previous', 'preach-next']) await expect(page.getByTestId(id), `${id} ${where}`).toBeInViewport({ ratio: 1 });
}

for (const lang of ['en', 'es'] as const) {
  const t = preachText[lang];

  test(`on a 390 px phone every text size fits, every section, with Previous and Next in sight (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const { total } = await openPreaching(page, lang);
    const larger = page.getByRole('button', { name: t.display.larger, exact: true });
    // From the smallest size to the largest, on the opening.
    while (await page.getByRole('button', { name: t.display.smaller, exact: true }).isEnabled()) await page.getByRole('button', { name: t.display.smaller, exact: true }).tap();
    for (;;) {
      const step = await page.getByTestId('preach-content').getAttribute('data-font-step');
      await fitsWithPreviousAndNext(page, `at text step ${step}`);
      if (!(await larger.isEnabled())) break;
      await larger.tap();
      await expect(page.getByTestId('preach-content')).not.toHaveAttribute('data-font-step', step!);
    }
    // At the largest size, every section (the long Spanish words are in the points).
    for (let section = 2; section <= total; section += 1) {
      await page.getByTestId('preach-next').tap();
      await expect(page.getByTestId('preach-position')).toContainText(String(section));
      await fitsWithPreviousAndNext(page, `at the largest size, section ${section}`);
    }
    await expectAccessible(page);
  });

  test(`on a phone, a clicker after toolbar taps, and a reload mid-sermon (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    await openPreaching(page, lang);
    await clickerAfterEachToolbarTap(page, lang, (name) => (name === t.timer.pause ? page.getByTestId('preach-timer-toggle').tap() : page.getByRole('button', { name, exact: true }).tap()));
    await reloadKeepsSectionAndTimer(page, lang);
  });
}
