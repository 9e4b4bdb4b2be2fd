/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The item whose `value` is the middle one (the lower middle for an even count). */
export function medianBy<T>(items: readonly T[], value: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => value(a) - value(b));
  return sorted[(sorted.length - 1) >> 1]!;
}
