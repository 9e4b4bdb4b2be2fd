/** Whether `value` is one of a constant list's members (`as const` lists of codes and choices). */
export function isOneOf<const T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
