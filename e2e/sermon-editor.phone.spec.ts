import es from '../src/client/i18n/locales/es/display.json' with { type: 'json' };
import { createAccount } from './support/accounts.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { generateSermon } from './support/workspace.ts';

test('on a phone: edit a sermon, move a point by tapping, and it saves', async ({ page }) => {
  await createAccount(page, { language: 'es', subscribed: true });
  await page.goto('/es/sermons');
  await generateSermon(page, 'Juan 3:16');
  await page.getByTestId('edit-toggle').tap();
  await expect(page.getByTestId('sermon-editor')).toBeVisible();
  const second = await page.getByTestId('edit-point-heading').nth(1).inputValue();
  await page.getByTestId('point-up').nth(1).tap();
  await expect(page.getByTestId('edit-point-heading').first()).toHaveValue(second);
  await page.getByTestId('edit-notes').fill('Notas para el púlpito.');
  await expect(page.getByTestId('save-status')).toHaveText(es.save.saved, { timeout: 10_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
