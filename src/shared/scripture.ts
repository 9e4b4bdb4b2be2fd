// product §5: text that contains digits, a colon and digits ("John 3:16", "Juan 3:16-18") is a
// Bible reference and goes to the engine as `scripture`; anything else is a theme (`title`).
const CHAPTER_VERSE = /\d+\s*:\s*\d+/;

export function looksLikeScriptureReference(text: string): boolean {
  return CHAPTER_VERSE.test(text);
}

export function toGenerationSubject(text: string): { title: string; scripture: string } {
  const trimmed = text.trim();
  return looksLikeScriptureReference(trimmed) ? { title: '', scripture: trimmed } : { title: trimmed, scripture: '' };
}
