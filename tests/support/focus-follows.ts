import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createAccount } from './accounts.ts';
import { generateSermon } from './workspace.ts';

/**
 * Focus follows the pastor through a new sermon: to its title when it has been written (the page
 * from its top, header in view), to the editor's heading on Edit, back to the title on Done; and
 * the editor's headings go in order (axe's heading-order rule, which the WCAG tags leave out).
 */
export async function focusFollowsThePastor(page: Page, lang: 'en' | 'es') {
  await createAccount(page, { language: lang, subscribed: true });
  await page.goto(`/${lang}/sermons`);
  // Scrolled down to the form, as a pastor on a phone is when pressing the button.
  await page.getByTestId('generator-submit').scrollIntoViewIfNeeded();
  await generateSermon(page, lang === 'es' ? 'Hechos 16:31' : 'Acts 16:31');
  const title = page.locator('article [data-testid="sermon-title"]');
  await expect(title).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);

  await page.getByTestId('edit-toggle').click();
  await expect(page.getByTestId('editor-heading')).toBeFocused();
  const order = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(order.violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);

  await page.getByTestId('edit-toggle').click();
  await expect(title).toBeFocused();
}
