import { createAccount } from '#tests/support/accounts.ts';
import { expect, expectAccessible, test } from '#tests/support/fixtures.ts';
import { generateSermon } from '#tests/support/workspace.ts';
import { sermonResponseSchema } from '#shared/sermon.ts';
import { bodyOf } from '#tests/support/api-client.ts';
import { apiUrls } from '../tests/support/api-client.ts';

test('on a phone: prepare a sermon and read it', async ({ page }) => {
  await createAccount(page, { language: 'es', subscribed: true });
  await page.goto('/es/sermons');
  await generateSermon(page, 'Juan 3:16', { audience: 'children', style: 'simple' });
  await expect(page.getByTestId('point-card')).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('on a phone: a saved word of 5,000 letters wraps instead of scrolling the page sideways', async ({ page }) => {
  await createAccount(page, { language: 'en', subscribed: true });
  await page.goto('/en/sermons');
  await generateSermon(page, 'John 3:16', { audience: 'general', style: 'standard' });
  const id = new URL(page.url()).searchParams.get('id')!;
  const stored = await bodyOf((await page.request.get(apiUrls.sermons[':id'].$path({ param: { id: id } }))), sermonResponseSchema);
  const word = 'Hallelujah'.repeat(500);
  stored.document.introduction = `${stored.document.introduction} ${word}`;
  stored.document.points[0]!.explanation = word;
  const saved = await page.request.put(apiUrls.sermons[':id'].$path({ param: { id: id } }), { data: { document: stored.document, revision: stored.revision } });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('point-card')).toHaveCount(3);
  await expect(page.getByText(word).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
