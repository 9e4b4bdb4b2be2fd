import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { readSunkMail, type SunkMail } from './smtp-sink.ts';

export const test = base.extend<{ baseURL: string; cspGuard: void }>({
  // The server's port is only known once global setup has started it.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL ?? '');
  },
  // Each test browses from an address of its own (the server trusts X-Forwarded-For in e2e), so
  // per-address rate limits behave as for real users and never leak from one test to another.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    const hash = crypto.createHash('sha256').update(`${testInfo.testId}:${testInfo.retry}:${testInfo.repeatEachIndex}`).digest();
    await use({ 'X-Forwarded-For': `198.${18 + (hash[0]! % 2)}.${hash[1]}.${hash[2]}` });
  },
  // Every page of every test must run under the Content-Security-Policy without a violation.
  cspGuard: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(message.text())) violations.push(message.text());
      });
      await use();
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Mail the app sent, as the SMTP sink received it. */
export function sentMail(): SunkMail[] {
  return readSunkMail(process.env.E2E_MAIL_DIR ?? '');
}

// axe-core's minified build, the one @axe-core/playwright itself depends on: the same rules as its
// default (unminified, 1.3 MB) source at less than half the text for the page to parse.
const axeRequire = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = fs.readFileSync(axeRequire.resolve('axe-core/axe.min.js'), 'utf8');

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Parsing axe took most of each check (twice per check: once in the page, once more in the blank
  // page the default mode opens to merge frame results): a page is given it once per document,
  // and axe runs in the page itself (legacy mode), as the app's pages have no frames to merge.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await new AxeBuilder({ page, axeSource: ';' }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}
