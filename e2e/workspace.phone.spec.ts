import { createAccount } from './support/accounts.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { generateSermon } from './support/workspace.ts';

test('on a phone: prepare a sermon and read it', async ({ page }) => {
  await createAccount(page, { language: 'es', subscribed: true });
  await page.goto('/es/sermons');
  await generateSermon(page, 'Juan 3:16', { audience: 'children', style: 'simple' });
  await expect(page.getByTestId('point-card')).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
