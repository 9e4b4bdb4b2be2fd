// The sermon editor's steps and checks shared by the editor's e2e specs.
import type { Page } from '@playwright/test';
import en from '../../src/client/i18n/locales/en/display.json' with { type: 'json' };
import es from '../../src/client/i18n/locales/es/display.json' with { type: 'json' };
import { createAccount } from './accounts.ts';
import { expect } from './fixtures.ts';
import { readSermon, saveSermon } from './saved-sermons.ts';

type Lang = 'en' | 'es';
const catalogs = { en, es } as const;

/** The sermon as the server now holds it. */
export const storedSermon = readSermon;

/**
 * A new member's new sermon on `scripture`, opened in its editor from the sermon page; its id. The
 * sermon is made through the API with what the generator's form sends for a reference: the editor's
 * tests are not about the form (workspace.spec.ts is).
 */
export async function startEditing(page: Page, lang: Lang, scripture = lang === 'es' ? 'Hechos 2:38' : 'Acts 2:38'): Promise<string> {
  await createAccount(page, { language: lang, subscribed: true });
  const { id } = await saveSermon(page, { title: '', scripture, language: lang });
  await page.goto(`/${lang}/sermon-display?id=${id}`);
  await page.getByTestId('edit-toggle').click();
  await expect(page.getByTestId('sermon-editor')).toBeVisible();
  return id;
}

/** The save status reads "Saved" (held answers and a busy machine may take a while). */
export const expectSaved = (page: Page, lang: Lang, timeout = 10_000) => expect(page.getByTestId('save-status')).toHaveText(catalogs[lang].save.saved, { timeout });
