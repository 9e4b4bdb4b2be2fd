import type { Page } from '@playwright/test';

/**
 * Stops the page's installed clock a moment from now: from then on its timers fire only when the
 * test advances time. An installed clock otherwise runs on with the real one, and on a loaded
 * machine a few real seconds between two steps fire a timer the test meant to fire itself.
 * "A moment from now" is read in the page and sent back; if the machine was slow enough for the
 * page's clock to pass that moment first (Playwright will not go back), a later moment is chosen.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (const aheadMs of [1000, 3000, 10_000]) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + aheadMs);
      return;
    } catch (error) {
      if (!/fast-forward to the past/i.test(String(error)) || aheadMs === 10_000) throw error;
    }
  }
}
