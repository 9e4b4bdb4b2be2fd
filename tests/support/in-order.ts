/** Whether every needle is found in the haystack, each after the one before: the sections of an export, in order. */
export function inOrder(haystack: string, needles: readonly string[]): boolean {
  let at = 0;
  for (const needle of needles) {
    const found = haystack.indexOf(needle, at);
    if (found < 0) return false;
    at = found + needle.length;
  }
  return true;
}
