/** SPEC §2: sermon text is split into paragraphs at line breaks; blank lines are dropped. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
