// Issue 26 item 1: answers that arrive late (a reference lookup, an autosave) must never take back
// what the pastor typed after the request went out. Shared by the desktop and phone specs.
import type { Locator, Page, Request } from '@playwright/test';
import { createAccount } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { saveSermon } from './saved-sermons.ts';
import { expectSaved, storedSermon } from './sermon-editing.ts';
import { expectShowsBibleText } from './workspace.ts';
import { apiUrls } from './api-client.ts';

type Lang = 'en' | 'es';
type Device = 'desktop' | 'phone';

/** The church Wi-Fi of the report: each held answer takes at least this long. */
const SLOW_MS = 1_500;

const isLookup = (request: Request) => new URL(request.url()).pathname === apiUrls.bible.passage.$path();
const isSave = (request: Request) => request.method() === 'PUT' && /^\/api\/sermons\/[^/]+$/.test(new URL(request.url()).pathname);

/**
 * A slow network for the requests that match: each answer is held until the test releases it
 * (so it arrives after the typing, whatever the machine's speed) and at least SLOW_MS.
 */
async function holdAnswers(page: Page, match: (request: Request) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    if (!match(route.request())) return route.fallback();
    const response = await route.fetch();
    await Promise.all([released, new Promise((resolve) => setTimeout(resolve, SLOW_MS))]);
    await route.fulfill({ response });
  });
  return { release };
}

async function openEditor(page: Page, lang: Lang) {
  await createAccount(page, { language: lang, subscribed: true });
  const { id } = await saveSermon(page, { title: lang === 'en' ? 'Believe and be saved' : 'Cree y serás salvo', scripture: lang === 'en' ? 'Acts 16:31' : 'Hechos 16:31', language: lang });
  await page.goto(`/${lang}/sermon-display?id=${id}&edit=1`);
  await editorShown(page);
  return id;
}

/** A page load on the shared two-core machine has taken 20 s under load (traces: every asset slow). */
const editorShown = (page: Page) => expect(page.getByTestId('sermon-editor')).toBeVisible({ timeout: 45_000 });
/** Held answers take SLOW_MS once released, and the machine may be busy. */
const LANDED = { timeout: 20_000 };

const stored = storedSermon;

/** Leaves the field for the next one as the pastor would: Tab on a keyboard, a tap on a phone. */
async function moveTo(page: Page, device: Device, next: Locator) {
  if (device === 'desktop') await page.keyboard.press('Tab');
  else await next.tap();
  await expect(next).toBeFocused();
}

const saved = (page: Page, lang: Lang) => expectSaved(page, lang, 30_000);

const words = {
  en: {
    typed: 'The jailer trembled and fell down before Paul and Silas.',
    references: ['Acts 16:29', 'Acts 16:30'],
    fields: { title: 'What Must I Do to Be Saved?', explanation: 'He called for a light and sprang in.', application: 'Ask the question he asked.', heading: 'Sirs, what must I do?', explanation2: 'Believe on the Lord Jesus Christ.', conclusion: 'Thou shalt be saved, and thy house.', notes: 'Private: call the Smith family.' },
  },
  es: {
    typed: 'El carcelero, temblando, se postró a los pies de Pablo y de Silas.',
    references: ['Hechos 16:29', 'Hechos 16:30'],
    fields: { title: '¿Qué debo hacer para ser salvo?', explanation: 'Pidió luz, y entró precipitadamente.', application: 'Haga usted la misma pregunta.', heading: 'Señores, ¿qué debo hacer?', explanation2: 'Cree en el Señor Jesucristo.', conclusion: 'Serás salvo tú, y tu casa.', notes: 'Privado: llamar a la familia Gómez.' },
  },
} as const;

export function lateAnswerTests(device: Device) {
  // Whole journeys with answers held 1.5 s each, a save and a reload, on a shared two-core machine.
  test.slow();
  for (const lang of ['en', 'es'] as const) {
    const w = words[lang];

    test(`typing while a point's reference is looked up on a slow network keeps every letter, saved and after a reload (${lang}, ${device})`, async ({ page }) => {
      const id = await openEditor(page, lang);
      const lookups = await holdAnswers(page, isLookup);
      const point = page.getByTestId('edit-point').first();
      const reference = point.getByTestId('edit-point-passage-reference');
      const explanation = point.getByTestId('edit-point-explanation');

      await reference.fill(w.references[0]);
      const asked = page.waitForRequest(isLookup);
      await moveTo(page, device, explanation);
      await asked;
      await expect(reference).toHaveAttribute('aria-busy', 'true');
      // Keystroke by keystroke while the answer is on its way (it cannot arrive before the release).
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(w.typed);
      await expect(explanation).toHaveValue(w.typed);

      lookups.release();
      await expectShowsBibleText(point.getByTestId('edit-point-passage-text'), w.references[0], lang, LANDED);
      await expect(reference).toHaveAttribute('aria-busy', 'false');
      await expect(explanation).toHaveValue(w.typed);

      await saved(page, lang);
      const server = (await stored(page, id)).document.points[0]!;
      expect(server.explanation).toBe(w.typed);
      expect(server.passage?.reference).toBe(w.references[0]);
      await page.reload();
      await editorShown(page);
      await expect(page.getByTestId('edit-point-explanation').first()).toHaveValue(w.typed);
      await expectShowsBibleText(page.getByTestId('edit-point').first().getByTestId('edit-point-passage-text'), w.references[0], lang);
    });

    test(`fields filled quickly one after another on a slow network all stay, saved and after a reload (${lang}, ${device})`, async ({ page }) => {
      const id = await openEditor(page, lang);
      const slow = await holdAnswers(page, (request) => isLookup(request) || isSave(request));
      const first = page.getByTestId('edit-point').first();
      const second = page.getByTestId('edit-point').nth(1);

      // A save goes out and waits for its answer while the rest is written.
      const saving = page.waitForRequest(isSave);
      await page.getByTestId('edit-title').fill(w.fields.title);
      await saving;
      const lookedUp = page.waitForRequest(isLookup);
      await first.getByTestId('edit-point-passage-reference').fill(w.references[0]);
      await first.getByTestId('edit-point-explanation').fill(w.fields.explanation);
      await lookedUp;
      await first.getByTestId('edit-point-application').fill(w.fields.application);
      await second.getByTestId('edit-point-heading').fill(w.fields.heading);
      const lookedUpAgain = page.waitForRequest(isLookup);
      await second.getByTestId('edit-point-passage-reference').fill(w.references[1]);
      await second.getByTestId('edit-point-explanation').fill(w.fields.explanation2);
      await lookedUpAgain;
      await page.getByTestId('edit-conclusion').fill(w.fields.conclusion);
      await page.getByTestId('edit-notes').fill(w.fields.notes);

      slow.release();
      await expectShowsBibleText(first.getByTestId('edit-point-passage-text'), w.references[0], lang, LANDED);
      await expectShowsBibleText(second.getByTestId('edit-point-passage-text'), w.references[1], lang, LANDED);
      const expectEveryWord = async () => {
        await expect(page.getByTestId('edit-title')).toHaveValue(w.fields.title);
        await expect(page.getByTestId('edit-point-explanation').first()).toHaveValue(w.fields.explanation);
        await expect(page.getByTestId('edit-point-application').first()).toHaveValue(w.fields.application);
        await expect(page.getByTestId('edit-point-heading').nth(1)).toHaveValue(w.fields.heading);
        await expect(page.getByTestId('edit-point-explanation').nth(1)).toHaveValue(w.fields.explanation2);
        await expect(page.getByTestId('edit-conclusion')).toHaveValue(w.fields.conclusion);
        await expect(page.getByTestId('edit-notes')).toHaveValue(w.fields.notes);
      };
      await expectEveryWord();

      await saved(page, lang);
      const server = (await stored(page, id)).document;
      expect(server).toMatchObject({ title: w.fields.title, conclusion: w.fields.conclusion, notes: w.fields.notes });
      expect(server.points[0]).toMatchObject({ explanation: w.fields.explanation, application: w.fields.application, passage: { reference: w.references[0] } });
      expect(server.points[1]).toMatchObject({ heading: w.fields.heading, explanation: w.fields.explanation2, passage: { reference: w.references[1] } });
      await page.reload();
      await editorShown(page);
      await expectEveryWord();
    });
  }
}
