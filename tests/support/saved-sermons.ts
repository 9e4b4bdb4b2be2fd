import { expect, type Page } from '@playwright/test';
import { sermonResponseSchema } from '#shared/sermon.ts';
import { bodyOf } from './api-client.ts';
import { apiUrls } from './api-client.ts';

/** A sermon generated through the API (faster than the form when the form is not under test); its saved form. */
export async function saveSermon(page: Page, input: { title: string; scripture?: string; audienceType?: string; languageStyle?: string; language?: 'en' | 'es' }): Promise<{ id: string; title: string }> {
  const response = await page.request.post(apiUrls.sermons.generate.$path(), {
    data: { title: input.title, scripture: input.scripture ?? '', audienceType: input.audienceType ?? 'general', language: input.language ?? 'en', languageStyle: input.languageStyle ?? 'standard' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return await bodyOf(response, sermonResponseSchema);
}
