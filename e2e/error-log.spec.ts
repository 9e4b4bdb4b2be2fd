import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '#tests/support/fixtures.ts';

type Entry = { message: string; stack: string | null; timestamp: string; context: Record<string, unknown> };
const readLog = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('sermon-studio:error-log') ?? '[]') as unknown) as Promise<Entry[]>;
const serverLog = () => fs.readFileSync(path.join(process.env.E2E_RUN_DIR ?? '', 'server.log'), 'utf8');

test('the app notes its start, captures uncaught errors locally and reports them to the server', async ({ page }) => {
  await page.goto('/en/about');
  await expect.poll(async () => (await readLog(page)).map((e) => e.message)).toContain('Application started');

  const marker = `e2e-uncaught-${Date.now()}`;
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
    void Promise.reject(new Error(`${text}-rejection`));
  }, marker);

  await expect.poll(async () => (await readLog(page)).map((e) => e.message)).toEqual(expect.arrayContaining([marker, `${marker}-rejection`]));
  const entry = (await readLog(page)).find((e) => e.message === marker)!;
  expect(entry.context).toMatchObject({ url: expect.stringContaining('/en/about'), userAgent: expect.stringContaining('Chrome'), source: 'window.error' });
  expect(new Date(entry.timestamp).toString()).not.toBe('Invalid Date');
  expect(entry.stack).toContain(marker);

  await expect.poll(serverLog).toContain(marker);
  await expect.poll(serverLog).toContain(`${marker}-rejection`);
});

test('the local log keeps only the newest 100 entries', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    const old = Array.from({ length: 100 }, (_, i) => ({ message: `old-${i}`, stack: null, timestamp: new Date(0).toISOString(), context: {} }));
    localStorage.setItem('sermon-studio:error-log', JSON.stringify(old));
  });
  await page.goto('/es');
  await expect.poll(async () => (await readLog(page)).at(-1)?.message).toBe('Application started');
  const log = await readLog(page);
  expect(log).toHaveLength(100);
  expect(log[0]!.message).toBe('old-1');
});
