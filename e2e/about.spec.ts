import enAbout from '../src/client/i18n/locales/en/about.json' with { type: 'json' };
import esAbout from '../src/client/i18n/locales/es/about.json' with { type: 'json' };
import { expect, test } from '#tests/support/fixtures.ts';

for (const [lang, about] of [['en', enAbout], ['es', esAbout]] as const) {
  test(`about (${lang}) has mission, vision, community and the spiritual disclaimer`, async ({ page }) => {
    await page.goto(`/${lang}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading);
    await expect(page.getByTestId('about-mission')).toContainText(about.mission.title);
    await expect(page.getByTestId('about-vision')).toContainText(about.vision.title);
    await expect(page.getByTestId('about-community')).toContainText(about.community.title);
    await expect(page.getByTestId('spiritual-disclaimer')).toContainText(about.disclaimer.body);
  });
}
