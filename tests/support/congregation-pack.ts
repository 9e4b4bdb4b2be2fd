// Issue 27 items 5 and 6: from the sermon page, the congregation's pack — the slides (.pptx) and
// the handout (PDF and Word; congregation, pastor's copy, children) — by keyboard, in the page's
// language, named after the sermon, and each file parses. Run on the desktop and on a phone
// (congregation-pack.spec.ts, congregation-pack.phone.spec.ts).
import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import enDisplay from '../../src/client/i18n/locales/en/display.json' with { type: 'json' };
import esDisplay from '../../src/client/i18n/locales/es/display.json' with { type: 'json' };
import type { SermonDocument } from '../../src/shared/sermon-document.ts';
import { extractPdfPages, extractPdfText } from './pdf-text.ts';
import { createAccount } from './accounts.ts';
import { expect as baseExpect, expectAccessible } from './fixtures.ts';
import { sermonResponseSchema } from '#shared/sermon.ts';
import { bodyOf } from './api-client.ts';
import { apiUrls } from './api-client.ts';

type Lang = 'en' | 'es';
const catalogs = { en: enDisplay, es: esDisplay } as const;
// Each file is made in a browser on a shared two-core machine: conditions get time.
const expect = baseExpect.configure({ timeout: 30_000 });

const passages = { en: 'Psalm 23', es: 'Salmo 23' } as const;
const altarCall = { en: 'Acts 2:38', es: 'Hechos 2:38' } as const;
const pastorCopy = { en: "Pastor's copy: answers filled in", es: 'Copia del pastor: con las respuestas' } as const;
const childrenHeading = { en: 'Find the missing word', es: 'Encuentra la palabra que falta' } as const;

/** The title's letters and digits, as every exported file is named (product §5). */
const fileBase = (title: string) => title.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '_');

/** A sermon generated through the API, as the page will show it. */
async function sermon(page: Page, lang: Lang): Promise<{ id: string; document: SermonDocument }> {
  const created = await page.request.post(apiUrls.sermons.generate.$path(), { data: { title: '', scripture: passages[lang], audienceType: 'general', language: lang, languageStyle: 'standard' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await bodyOf(created, sermonResponseSchema);
  const saved = await page.request.get(apiUrls.sermons[':id'].$path({ param: { id: id } }));
  return { id, document: (await bodyOf(saved, sermonResponseSchema)).document };
}

/** Presses a button with the keyboard and returns the file it downloads, saved. */
async function download(page: Page, testId: string, path: string) {
  const button = page.getByTestId(testId);
  await button.focus();
  const started = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const file = await started;
  await file.saveAs(path);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(fs.readFileSync(path)) };
}

export async function congregationPackJourney(page: Page, testInfo: TestInfo, lang: Lang) {
  const t = catalogs[lang].pack;
  await createAccount(page, { language: lang, subscribed: true });
  const { id, document } = await sermon(page, lang);
  const base = fileBase(document.title);
  await page.goto(`/${lang}/sermon-display?id=${id}`);
  await expect(page.getByTestId('sermon-title')).toHaveText(document.title);

  // The pack is a labelled group in the page's language; both languages are offered only with a twin (none yet).
  const pack = page.getByRole('group', { name: t.label, exact: true });
  await expect(pack).toBeVisible();
  await expect(pack.getByRole('button', { name: t.slides })).toBeVisible();
  await expect(pack.getByRole('radio', { name: t.kinds.congregation })).toBeChecked();
  await expect(page.getByTestId('pack-both-languages')).toHaveCount(0);
  const overflow = await page.evaluate(() => window.document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // Slides: a .pptx named after the sermon; it unzips into the title slide, the verse slides and the altar call.
  const slides = await download(page, 'slides-button', testInfo.outputPath('slides.pptx'));
  expect(slides.name).toBe(`${base}_${lang === 'en' ? 'slides' : 'diapositivas'}.pptx`);
  const files = unzipSync(slides.bytes);
  const slideText = (number: number) => [...strFromU8(files[`ppt/slides/slide${number}.xml`]!).matchAll(/<a:t>([^<]*)<\/a:t>/g)].map(([, text]) => text).join(' ');
  const count = Object.keys(files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
  expect(count).toBeGreaterThan(document.points.length + 2);
  expect(slideText(1).replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')).toContain(document.title);
  expect(slideText(count)).toContain(altarCall[lang]);
  await expect(page.getByTestId('pack-status')).toHaveText(t.ready.replace('{{file}}', slides.name));

  // The pastor's copy, chosen with the arrow keys like any radio group, as a PDF.
  await pack.getByRole('radio', { name: t.kinds.congregation }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(pack.getByRole('radio', { name: t.kinds.pastor })).toBeChecked();
  const pdf = await download(page, 'handout-pdf-button', testInfo.outputPath('handout.pdf'));
  expect(pdf.name).toBe(`${base}_${lang === 'en' ? 'handout_pastor' : 'hoja_pastor'}.pdf`);
  const pdfText = (await extractPdfText(pdf.bytes)).replace(/\s+/g, ' ');
  expect(pdfText).toContain(document.title);
  expect(pdfText).toContain(pastorCopy[lang]);
  await expect(page.getByTestId('pack-status')).toContainText(t.ready.replace('{{file}}', pdf.name));

  // The children's page as a Word file.
  await pack.getByRole('radio', { name: t.kinds.pastor }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(pack.getByRole('radio', { name: t.kinds.children })).toBeChecked();
  const word = await download(page, 'handout-word-button', testInfo.outputPath('handout.docx'));
  expect(word.name).toBe(`${base}_${lang === 'en' ? 'handout_children' : 'hoja_niños'}.docx`);
  const xml = strFromU8(unzipSync(word.bytes)['word/document.xml']!);
  expect(xml).toContain(childrenHeading[lang]);
  await expect(page.getByTestId('pack-error')).toHaveCount(0);
  await expectAccessible(page);
}

/** Each text run of a slide with its language (build-pptx.ts marks every run with it). */
function slideRuns(xml: string): { lang: string; text: string }[] {
  return xml
    .split('<a:r>')
    .slice(1)
    .flatMap((run) => {
      const lang = /<a:rPr[^>]*\blang="([^"]+)"/.exec(run)?.[1];
      const text = /<a:t>([^<]*)<\/a:t>/.exec(run)?.[1]?.trim();
      return lang && text ? [{ lang, text }] : [];
    });
}

const sectionHeadings = { en: [/Outline: fill in the blanks/, /Small-group questions/], es: [/Bosquejo: complet[ae] los espacios/, /Preguntas para el grupo pequeño/] } as const;
const runLanguage = { en: 'en-US', es: 'es-419' } as const;

/**
 * Issue 27 items 5 and 6 with the twin: the sermon page reads the sermon's twin and the pack offers
 * "Both languages"; ticked by keyboard, every slide carries both languages' text and the handout
 * has a page in each, each with its sections.
 */
export async function congregationPackBothLanguages(page: Page, testInfo: TestInfo, lang: Lang) {
  const t = catalogs[lang].pack;
  const other: Lang = lang === 'en' ? 'es' : 'en';
  await createAccount(page, { language: lang, subscribed: true });
  const { id, document } = await sermon(page, lang);
  const made = await page.request.post(apiUrls.sermons[':id'].twin.$path({ param: { id: id } }));
  expect(made.status(), await made.text()).toBe(201);
  const twin = (await bodyOf(made, sermonResponseSchema)).document;
  expect(twin.language).toBe(other);
  await page.goto(`/${lang}/sermon-display?id=${id}`);
  await expect(page.getByTestId('sermon-title')).toHaveText(document.title);

  // Offered once the twin is read; ticked with the keyboard.
  const both = page.getByRole('checkbox', { name: t.bothLanguages });
  await expect(both).not.toBeChecked();
  await both.focus();
  await page.keyboard.press('Space');
  await expect(both).toBeChecked();
  await expectAccessible(page);

  // Slides: every slide holds text in both languages, the sermon's first; the title slide both
  // titles, the last the altar call's verse in both Bibles.
  const slides = await download(page, 'slides-button', testInfo.outputPath('slides-both.pptx'));
  expect(slides.name).toBe(`${fileBase(document.title)}_${lang === 'en' ? 'slides_en_es' : 'diapositivas_es_en'}.pptx`);
  const files = unzipSync(slides.bytes);
  const count = Object.keys(files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
  expect(count).toBeGreaterThan(document.points.length + 2);
  const decode = (text: string) => text.replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  for (let number = 1; number <= count; number += 1) {
    const runs = slideRuns(strFromU8(files[`ppt/slides/slide${number}.xml`]!));
    expect(runs.some((run) => run.lang === runLanguage[lang]), `slide ${number} in ${lang}`).toBe(true);
    expect(runs.some((run) => run.lang === runLanguage[other]), `slide ${number} in ${other}`).toBe(true);
    expect(runs.find((run) => run.lang === runLanguage[lang] || run.lang === runLanguage[other])!.lang, `slide ${number}: the sermon's language first`).toBe(runLanguage[lang]);
  }
  const textOf = (number: number) => decode(slideRuns(strFromU8(files[`ppt/slides/slide${number}.xml`]!)).map((run) => run.text).join(' '));
  expect(textOf(1)).toContain(document.title);
  expect(textOf(1)).toContain(twin.title);
  expect(textOf(count)).toContain(altarCall[lang]);
  expect(textOf(count)).toContain(altarCall[other]);

  // The handout as a PDF: a page in each language, each with its outline and questions.
  const pdf = await download(page, 'handout-pdf-button', testInfo.outputPath('handout-both.pdf'));
  expect(pdf.name).toBe(`${fileBase(document.title)}_${lang === 'en' ? 'handout_en_es' : 'hoja_es_en'}.pdf`);
  const pages = (await extractPdfPages(pdf.bytes)).map((text) => text.replace(/\s+/g, ' '));
  expect(pages).toHaveLength(2);
  expect(pages[0]).toContain(document.title);
  expect(pages[1]).toContain(twin.title);
  for (const heading of sectionHeadings[lang]) expect(pages[0]).toMatch(heading);
  for (const heading of sectionHeadings[other]) expect(pages[1]).toMatch(heading);
  await expect(page.getByTestId('pack-error')).toHaveCount(0);
  await expectAccessible(page);
}
