import type { Page } from '@playwright/test';
import enPreach from '../../src/client/i18n/locales/en/preach.json' with { type: 'json' };
import esPreach from '../../src/client/i18n/locales/es/preach.json' with { type: 'json' };
import { createAccount } from './accounts.ts';
import { expect } from './fixtures.ts';
import { saveSermon } from './saved-sermons.ts';

// Issue 26 item 4, shared by the desktop and phone specs: the preaching view with a presentation
// clicker (Page Up/Down, arrows, Space), a reload mid-sermon, and large type on a small screen.

export const preachText = { en: enPreach, es: esPreach } as const;
const input = { en: { title: '', scripture: 'Acts 2:38' }, es: { title: '', scripture: 'Hechos 2:38' } } as const;

/** A subscriber's sermon open in the preaching view, at its opening section. */
export async function openPreaching(page: Page, lang: 'en' | 'es'): Promise<{ id: string; total: number }> {
  await createAccount(page, { language: lang, subscribed: true });
  const sermon = await saveSermon(page, { ...input[lang], language: lang });
  await page.goto(`/${lang}/sermons/${sermon.id}/preach`);
  await expect(page.getByTestId('preach-section')).toHaveAttribute('data-section', 'opening');
  const total = Number(/(\d+)\D*$/.exec((await page.getByTestId('preach-position').textContent())!)![1]);
  return { id: sermon.id, total };
}

/** The section on screen, by its number (1 = the opening), read from "Section N of M". */
export async function sectionNumber(page: Page): Promise<number> {
  return Number(/(\d+)/.exec((await page.getByTestId('preach-position').textContent())!)![1]);
}

/**
 * Taps each toolbar control in turn (as a preacher would between two points), then works the
 * clicker: Page Down, Space and the arrows move the section, and Space never presses the control
 * that kept the focus (its state is unchanged).
 */
export async function clickerAfterEachToolbarTap(page: Page, lang: 'en' | 'es', tap: (name: string) => Promise<void>) {
  const t = preachText[lang];
  const view = page.getByTestId('preach-view');
  const timerToggle = page.getByTestId('preach-timer-toggle');
  for (const name of [t.display.dark, t.display.larger, t.timer.pause, t.timer.reset, t.display.notes, t.display.smaller, t.controls]) {
    // The pause button reads "Start" once pressed; find it by what it says now.
    const control = name === t.timer.pause ? timerToggle : page.getByRole('button', { name, exact: true });
    await tap(name);
    const focused = await control.evaluate((element) => element === document.activeElement);
    const theme = await view.getAttribute('data-theme');
    const timerLabel = await timerToggle.textContent();
    const expanded = await page.getByTestId('preach-controls-toggle').getAttribute('aria-expanded');
    const at = await sectionNumber(page);

    await page.keyboard.press('PageDown');
    await expect.poll(() => sectionNumber(page), `PageDown after ${name}`).toBe(at + 1);
    await page.keyboard.press(' ');
    await expect.poll(() => sectionNumber(page), `Space after ${name}`).toBe(at + 2);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => sectionNumber(page), `ArrowRight after ${name}`).toBe(at + 3);
    await page.keyboard.press('PageUp');
    await expect.poll(() => sectionNumber(page), `PageUp after ${name}`).toBe(at + 2);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => sectionNumber(page), `ArrowLeft, ArrowUp after ${name}`).toBe(at);

    // Space pressed nothing: the theme, the timer and the toolbar are as the tap left them.
    expect(await view.getAttribute('data-theme'), `theme after Space on ${name}`).toBe(theme);
    expect(await timerToggle.textContent(), `timer after Space on ${name}`).toBe(timerLabel);
    expect(await page.getByTestId('preach-controls-toggle').getAttribute('aria-expanded'), `toolbar after Space on ${name}`).toBe(expanded);
    if (expanded === 'false') await tap(t.controls);
    // The control still had the focus: the keys were caught whatever was focused.
    expect(focused || name === t.controls, `${name} kept the focus`).toBe(true);
  }
}

/** A reload mid-sermon keeps the section and the timer (running, then paused). */
export async function reloadKeepsSectionAndTimer(page: Page, lang: 'en' | 'es') {
  const t = preachText[lang];
  const timer = page.getByTestId('preach-timer');
  // A running timer from 0:00, and the opening on screen.
  const toggle = page.getByTestId('preach-timer-toggle');
  if ((await toggle.textContent()) === t.timer.resume) await toggle.click();
  await page.getByTestId('preach-timer-reset').click();
  while ((await sectionNumber(page)) > 1) await page.getByTestId('preach-previous').click();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expect.poll(() => sectionNumber(page)).toBe(4);
  await page.clock.fastForward('03:00');
  await expect(timer).toHaveText(/^3:\d\d$/);

  await page.reload();
  await expect(page.getByTestId('preach-section')).toBeVisible();
  expect(await sectionNumber(page)).toBe(4);
  // Still counting from where it was, not from 0:00.
  await expect(timer).toHaveText(/^[3-9]:\d\d$/);
  await expect(page.getByTestId('preach-timer-toggle')).toHaveText(t.timer.pause);

  // Paused, it stays paused at its time across a reload.
  await page.getByTestId('preach-timer-toggle').click();
  await expect(page.getByTestId('preach-timer-toggle')).toHaveText(t.timer.resume);
  const paused = await timer.textContent();
  await page.keyboard.press('PageUp');
  await expect.poll(() => sectionNumber(page)).toBe(3);
  await page.reload();
  await expect(page.getByTestId('preach-section')).toBeVisible();
  expect(await sectionNumber(page)).toBe(3);
  await expect(timer).toHaveText(paused!);
  await expect(page.getByTestId('preach-timer-toggle')).toHaveText(t.timer.resume);
}
