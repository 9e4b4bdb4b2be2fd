import { uniqueEmail } from './unique-email.ts';
// Test accounts are made through the real sign-up API (so passwords are hashed and rows exist as
// in production); flags that only billing or the admin command can set are written to the test
// server's database directly, as those paths would.
import { DatabaseSync } from 'node:sqlite';
import { expect, type Page } from '@playwright/test';
import { apiUrls } from './api-client.ts';

export const TEST_PASSWORD = 'Fe&Esperanza7';

interface TestAccount {
  email: string;
  password: string;
}

/** Creates an account and leaves the page's browser context signed in as it. */
export async function createAccount(
  page: Page,
  options: { language?: 'en' | 'es'; subscribed?: boolean; admin?: boolean; email?: string; password?: string } = {},
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  const response = await page.request.post(apiUrls.auth['sign-up'].email.$path(), { data: { email, password, language: options.language ?? 'en' } });
  expect(response.status(), await response.text()).toBe(200);
  if (options.subscribed || options.admin) setUserFlags(email, { is_subscribed: options.subscribed ?? false, is_admin: options.admin ?? false });
  return { email, password };
}

/** Same account, but the browser is left signed out. */
export async function createSignedOutAccount(page: Page, options: Parameters<typeof createAccount>[1] = {}): Promise<TestAccount> {
  const account = await createAccount(page, options);
  await page.context().clearCookies();
  return account;
}

export function setUserFlags(email: string, flags: { is_subscribed?: boolean; is_admin?: boolean }) {
  const db = new DatabaseSync(process.env.E2E_DB_FILE ?? '');
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    for (const [column, value] of Object.entries(flags)) {
      db.prepare(`update users set ${column === 'is_admin' ? 'is_admin' : 'is_subscribed'} = ? where email = ?`).run(value ? 1 : 0, email);
    }
  } finally {
    db.close();
  }
}

/** Ends every session of the account on the server, as a sign-out elsewhere or a revocation does; the browser keeps its cookie. */
export function revokeSessions(email: string) {
  const db = new DatabaseSync(process.env.E2E_DB_FILE ?? '');
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('delete from sessions where user_id = (select id from users where email = ?)').run(email);
  } finally {
    db.close();
  }
}
