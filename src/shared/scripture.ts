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

/** A book name (up to four words, "1 John", "Song of Solomon", "San Juan") and numbers, nothing else. */
const LONE_REFERENCE = /^\s*(?:[1-3]\s*)?\p{L}[\p{L}.]*(?:\s+\p{L}[\p{L}.]*){0,3}\s+\d+(?:\s*[:.]\s*\d+)?(?:\s*[-–]\s*\d+(?:\s*[:.]\s*\d+)?)?\s*$/u;

/**
 * Text shaped like a reference without "chapter:verse" ("Psalm 23", "Jude 24", "Romanos 8"): sent
 * as a theme by the digits:digits rule, but when it names a passage of the Bible the engines preach
 * that passage (a chapter named alone, the whole chapter; quote-reference.ts isLoneReference). The
 * generator's hint says so.
 */
export function looksLikeLoneReference(text: string): boolean {
  return LONE_REFERENCE.test(text);
}
