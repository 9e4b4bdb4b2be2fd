import { createAccount } from '#tests/support/accounts.ts';
import { expect, test } from '#tests/support/fixtures.ts';
import { saveSermon } from '#tests/support/saved-sermons.ts';

// Issue 29: a working page loads its own code. An answer read with zod (no compiled check) loads
// zod's parse; a dynamic import of all of zod mini tied that to the profile page's chunk, so the
// dashboard fetched and ran the profile page (eleven files) as soon as its history arrived.
const PAGE_CHUNK = /\/assets\/([a-z-]+-page)-[\w-]+\.js$/;

for (const [name, own, path] of [
  ['the dashboard with its history', 'dashboard-page', (_id: string) => '/en/dashboard'],
  ['a sermon', 'sermon-display-page', (id: string) => `/es/sermon-display?id=${id}`],
] as const) {
  test(`${name} loads no other page's code once its answers are read`, async ({ page }) => {
    await createAccount(page, { subscribed: true });
    const sermon = await saveSermon(page, { title: 'The new birth', scripture: 'John 3:3' });
    const pages = new Set<string>();
    page.on('request', (request) => {
      const chunk = PAGE_CHUNK.exec(new URL(request.url()).pathname)?.[1];
      if (chunk) pages.add(chunk);
    });

    await page.goto(path(sermon.id));
    // Both pages read their answers with zod: by the time the sermon's title shows, the parse
    // and everything its chunk imports had been fetched.
    if (own === 'dashboard-page') await expect(page.getByTestId('history-row')).toHaveCount(1);
    await expect(page.getByText(sermon.title).first()).toBeVisible();

    expect([...pages]).toEqual([own]);
  });
}
