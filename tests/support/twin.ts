import { expectRowLaidOut } from './row-layout.ts';
import { expect, type Locator, type Page } from '@playwright/test';
import enDisplay from '../../src/client/i18n/locales/en/display.json' with { type: 'json' };
import esDisplay from '../../src/client/i18n/locales/es/display.json' with { type: 'json' };
import { createAccount } from './accounts.ts';
import { expectAccessible } from './fixtures.ts';
import { expectShowsBibleText, generateSermon } from './workspace.ts';

// The journey of issue 27's twin, the same on a desktop and a phone: a pastor makes the sermon's
// twin in the other language from the sermon page and reads both side by side.

const display = { en: enDisplay, es: esDisplay } as const;
/** A verse each Bible numbers differently (Jonah 1:17 is Jonás 2:1), and one numbered alike. */
const cases = {
  en: { verse: 'Jonah 1:17', twinVerse: 'Jonás 2:1', twinLanguage: 'es' },
  es: { verse: 'Hechos 2:38', twinVerse: 'Acts 2:38', twinLanguage: 'en' },
} as const;



/** A row's two cells laid out for the screen (row-layout.ts). */
const expectCells = (row: Locator, beside: boolean) => expectRowLaidOut(row.locator(':scope > *'), beside);

export async function makeTwinAndReadSideBySide(page: Page, lang: 'en' | 'es', device: 'desktop' | 'phone') {
  const w = display[lang];
  const c = cases[lang];
  await createAccount(page, { language: lang, subscribed: true });
  await page.goto(`/${lang}/sermons`);
  await generateSermon(page, c.verse);
  const title = (await page.getByTestId('sermon-title').textContent())!.trim();

  // "Also in Spanish" / «También en inglés»: the sermon's other language, in the page's words.
  const make = page.getByTestId('twin-make');
  await expect(make).toHaveText(c.twinLanguage === 'es' ? w.twin.makeEs : w.twin.makeEn);
  await make.click();
  await expect(page.getByTestId('side-by-side')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/[?&]side=1/);
  await expect(page.getByTestId('twin-made')).toBeVisible();
  const toggle = page.getByTestId('twin-side-by-side');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The button pressed is gone: focus waits on the toggle that took its place.
  await expect(toggle).toBeFocused();

  // Section by section: title, main passage, introduction, the three points, illustrations, conclusion.
  await expect(page.getByTestId('sermon-title')).toHaveText(title);
  await expect(page.getByTestId('twin-title')).not.toHaveText('');
  const references = page.getByTestId('twin-main-scripture');
  await expect(references.nth(0)).toHaveText(c.verse);
  await expect(references.nth(1)).toHaveText(c.twinVerse);
  await expectShowsBibleText(page.getByTestId('twin-row-main-passage').locator(':scope > *').nth(1), c.twinVerse, c.twinLanguage);
  for (const row of ['twin-row-introduction', 'twin-row-illustrations', 'twin-row-conclusion']) await expect(page.getByTestId(row)).toBeVisible();
  await expect(page.getByTestId('twin-row-point')).toHaveCount(3);
  // Each column in its own language.
  await expect(page.getByTestId('twin-row-introduction').locator(':scope > *').nth(0)).toHaveAttribute('lang', lang);
  await expect(page.getByTestId('twin-row-introduction').locator(':scope > *').nth(1)).toHaveAttribute('lang', c.twinLanguage);

  // Two columns on a wide screen; on a phone each section the original, then the twin.
  for (const row of ['twin-row-introduction', 'twin-row-conclusion']) await expectCells(page.getByTestId(row), device === 'desktop');
  await expectCells(page.getByTestId('twin-row-point').first(), device === 'desktop');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // Printed, the two columns stand side by side on the page, as on a wide screen.
  await page.emulateMedia({ media: 'print' });
  await expectCells(page.getByTestId('twin-row-introduction'), true);
  await expect(page.getByTestId('twin-side-by-side')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The toggle hides and shows it; a reload keeps it.
  await toggle.click();
  await expect(page.getByTestId('side-by-side')).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await expect(page.getByTestId('point-card')).toHaveCount(3);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.getByTestId('side-by-side')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('twin-row-point')).toHaveCount(3);

  // The twin opens on its own page, and its twin is this sermon.
  await page.getByTestId('twin-open').click();
  await expect(page.getByTestId('main-scripture')).toHaveText(c.twinVerse);
  await expect(page.getByTestId('twin-make')).toHaveCount(0);
  await page.getByTestId('twin-side-by-side').click();
  await expect(page.getByTestId('twin-title')).toHaveText(title);
  await expect(page.getByTestId('twin-main-scripture').nth(1)).toHaveText(c.verse);
  await expectAccessible(page);
}
