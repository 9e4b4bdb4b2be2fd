import { expect, type Page } from '@playwright/test';
import { sermonResponseSchema, type Sermon } from '#shared/sermon.ts';
import { bodyOf } from './api-client.ts';
import { apiUrls } from './api-client.ts';

type SermonInput = { title: string; scripture?: string; audienceType?: string; languageStyle?: string; language?: 'en' | 'es' };

/** A sermon generated through the API (faster than the form when the form is not under test); its saved form. */
export async function saveSermon(page: Page, input: SermonInput): Promise<Sermon> {
  const response = await page.request.post(apiUrls.sermons.generate.$path(), {
    data: { title: input.title, scripture: input.scripture ?? '', audienceType: input.audienceType ?? 'general', language: input.language ?? 'en', languageStyle: input.languageStyle ?? 'standard' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return await bodyOf(response, sermonResponseSchema);
}

/** The sermon as the server now holds it, read with the shared response schema. */
export async function readSermon(page: Page, id: string): Promise<Sermon> {
  const response = await page.request.get(apiUrls.sermons[':id'].$path({ param: { id: id } }));
  expect(response.status()).toBe(200);
  return await bodyOf(response, sermonResponseSchema);
}

/** A sermon and its twin, made through the API as the sermon page's button makes them; both as the server holds them. */
export async function saveSermonWithTwin(page: Page, input: SermonInput): Promise<{ original: Sermon; twin: Sermon }> {
  const { id } = await saveSermon(page, input);
  const made = await page.request.post(apiUrls.sermons[':id'].twin.$path({ param: { id: id } }));
  expect(made.status(), await made.text()).toBe(201);
  const original = await readSermon(page, id);
  expect(original.twinId).not.toBeNull();
  const twin = await readSermon(page, original.twinId ?? '');
  expect(twin.document.language).not.toBe(original.document.language);
  return { original, twin };
}
