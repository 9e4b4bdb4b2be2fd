import { test } from '#tests/support/fixtures.ts';
import { focusFollowsThePastor } from '#tests/support/focus-follows.ts';

for (const lang of ['en', 'es'] as const) {
  test(`focus follows the pastor: the new sermon's title, the editor's heading, the title again (${lang})`, async ({ page }) => {
    await focusFollowsThePastor(page, lang);
  });
}
