import type { BrowserContext, Page } from '@playwright/test';
import en from '../../src/client/i18n/locales/en/display.json' with { type: 'json' };
import es from '../../src/client/i18n/locales/es/display.json' with { type: 'json' };
import enCommon from '../../src/client/i18n/locales/en/common.json' with { type: 'json' };
import esCommon from '../../src/client/i18n/locales/es/common.json' with { type: 'json' };
import { sermonResponseSchema } from '#shared/sermon.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { expectSaved, startEditing } from './sermon-editing.ts';
import { apiUrls } from './api-client.ts';

const catalogs = { en, es } as const;
const common = { en: enCommon, es: esCommon } as const;
const saved = (page: Page, lang: 'en' | 'es') => expectSaved(page, lang);
/**
 * An edit, and its save answered: the status may still say "Saved" from before the edit when it is
 * first read, so the save's own answer is awaited before it.
 */
async function editAndSave(page: Page, lang: 'en' | 'es', id: string, field: string, text: string) {
  const answered = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith(apiUrls.sermons[':id'].$path({ param: { id } })));
  await page.getByTestId(field).fill(text);
  await answered;
  await saved(page, lang);
}

/** Two tabs edit one sermon: the stale one says which sections differ and marks the differing words in each version. */
export async function conflictMarksTheDifferences(page: Page, context: BrowserContext, lang: 'en' | 'es') {
  const t = catalogs[lang];
  const id = await startEditing(page, lang);
  const other = await context.newPage();
  await other.goto(`/${lang}/sermon-display?id=${id}&edit=1`);
  await expect(other.getByTestId('sermon-editor')).toBeVisible();
  await editAndSave(page, lang, id, 'edit-introduction', 'Written in the first tab.');
  await other.getByTestId('edit-introduction').fill('Written in the second tab.');
  await expect(other.getByTestId('conflict-panel')).toBeVisible({ timeout: 10_000 });
  await expect(other.getByTestId('conflict-sections')).toHaveText(t.conflict.differences.replace('{{sections}}', t.conflict.sections.introduction));
  await expect(other.getByTestId('conflict-mine').getByTestId('conflict-difference').filter({ hasText: /\S/ })).toHaveText(['second']);
  await expect(other.getByTestId('conflict-theirs').getByTestId('conflict-difference').filter({ hasText: /\S/ })).toHaveText(['first']);
  await expectAccessible(other);
  await other.close();
}

/** With no network at all, the sermon page and its editor open on the copy kept on the device; the edit reaches the server once back. */
export async function opensOfflineFromTheDevice(page: Page, context: BrowserContext, lang: 'en' | 'es') {
  const t = catalogs[lang];
  const id = await startEditing(page, lang);
  await editAndSave(page, lang, id, 'edit-title', `Kept on this device ${lang}`);
  // The service worker has kept the page (decision 0022).
  await expect(page.getByTestId('sermon-page')).toHaveAttribute('data-offline-ready', 'true');

  await context.setOffline(true);
  await page.goto(`/${lang}/sermon-display?id=${id}&edit=1`);
  await expect(page.getByTestId('display-offline')).toHaveText(t.offline.notice);
  await expect(page.getByTestId('edit-title')).toHaveValue(`Kept on this device ${lang}`);
  // The member's own links stay in the header (in the phone's closed menu too); a sign-in that cannot work offline is not offered.
  const nav = page.getByRole('navigation', { name: common[lang].nav.label });
  await expect(nav.getByRole('link', { name: common[lang].nav.sermons, includeHidden: true }).first()).toBeAttached();
  await expect(nav.getByRole('link', { name: common[lang].nav.signIn, includeHidden: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByTestId('edit-introduction').fill('Written with no network.');
  await expect(page.getByTestId('save-status')).toHaveText(t.save.offline, { timeout: 10_000 });

  await context.setOffline(false);
  await saved(page, lang);
  const response = await page.request.get(apiUrls.sermons[':id'].$path({ param: { id: id } }));
  expect(sermonResponseSchema.parse(await response.json()).document.introduction).toBe('Written with no network.');
}
