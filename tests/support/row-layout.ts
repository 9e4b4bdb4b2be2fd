import { expect, type Locator } from '@playwright/test';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** A row's two cells: beside each other on a wide screen, or the first above the second on a phone. */
export async function expectRowLaidOut(cells: Locator, beside: boolean) {
  await expect(cells).toHaveCount(2);
  const [first, second] = [await box(cells.nth(0)), await box(cells.nth(1))];
  if (beside) {
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(Math.abs(second.y - first.y)).toBeLessThan(2);
  } else expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
}
