import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';
import { clickerAfterEachToolbarTap, openPreaching, preachText, reloadKeepsSectionAndTimer, sectionNumber } from '#tests/support/preach-clicker.ts';

// Issue 26 item 4 on a desktop: a presentation clicker whatever has the focus, and a reload mid-sermon.

for (const lang of ['en', 'es'] as const) {
  const t = preachText[lang];

  test(`a clicker turns the sections after any toolbar click, and Space never presses the button (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await openPreaching(page, lang);
    await clickerAfterEachToolbarTap(page, lang, (name) => (name === t.timer.pause ? page.getByTestId('preach-timer-toggle').click() : page.getByRole('button', { name, exact: true }).click()));

    // The target list keeps its arrows (choosing a target), but a clicker's Page Down and Space still turn.
    const target = page.getByLabel(t.timer.target);
    await target.focus();
    await target.selectOption('30');
    await expect(target).toBeFocused();
    const at = await sectionNumber(page);
    await page.keyboard.press('PageDown');
    await expect.poll(() => sectionNumber(page)).toBe(at + 1);
    await page.keyboard.press(' ');
    await expect.poll(() => sectionNumber(page)).toBe(at + 2);
    await page.keyboard.press('PageUp');
    await expect.poll(() => sectionNumber(page)).toBe(at + 1);
    await expect(target).toHaveValue('30');
    await expect(target).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(target).toHaveValue('35');
    expect(await sectionNumber(page)).toBe(at + 1);

    // Enter still presses a focused button (keyboard users keep the toolbar).
    const theme = await page.getByTestId('preach-view').getAttribute('data-theme');
    await page.getByRole('button', { name: t.display.dark, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('preach-view')).toHaveAttribute('data-theme', theme === 'dark' ? 'light' : 'dark');
    await expectAccessible(page);
  });

  test(`in the whole-sermon scroll, Space on a focused button scrolls instead of pressing it (${lang})`, async ({ page }) => {
    await openPreaching(page, lang);
    await page.getByRole('button', { name: t.display.whole, exact: true }).click();
    await expect(page.getByTestId('preach-section').nth(1)).toBeVisible();
    await page.getByRole('button', { name: t.display.larger, exact: true }).click();
    const dark = page.getByRole('button', { name: t.display.dark, exact: true });
    await dark.click();
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press(' ');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
  });

  test(`a reload mid-sermon keeps the section and the timer (${lang})`, async ({ page }) => {
    await page.clock.install();
    await openPreaching(page, lang);
    await reloadKeepsSectionAndTimer(page, lang);
  });
}
