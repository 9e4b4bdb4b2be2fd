import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '#tests/support/fixtures.ts';
import { apiUrls } from '#tests/support/api-client.ts';

// The API reference (decision 0038): Swagger UI from npm, reading /api/openapi.json, behind no
// login, under the app's own Content-Security-Policy (the cspGuard fixture fails on a violation).
test('the API reference page lists the routes and opens one, accessible but for Swagger UI’s own markup', async ({ page }) => {
  await page.goto(apiUrls.reference.$path());
  await expect(page.getByRole('heading', { name: /Apostolic Sermon Studio API/ })).toBeVisible();
  // The paths as the reference page prints them (its text, not requests):
  for (const path of ['/api/sermons/generate', '/api/bible/passage', '/api/session/sign-out', '/api/billing/checkout', '/api/contact']) {
    await expect(page.locator('.opblock-summary-path', { hasText: new RegExp(`^${path.replaceAll('/', '\\/')}$`) }).first()).toBeVisible();
  }
  const save = page.locator('#operations-Sermons-putApiSermonsById');
  await save.locator('.opblock-summary-control').click();
  await expect(save.getByText('Bodies up to 2 MB')).toBeVisible();

  await page.locator('#operations-Sermons-putApiSermonsById .opblock-summary-control').click();
  // Swagger UI puts a link inside each operation's button (nested-interactive): its markup, which
  // the page cannot change without forking it. Every other rule, contrast included, holds.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).disableRules(['nested-interactive']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});
