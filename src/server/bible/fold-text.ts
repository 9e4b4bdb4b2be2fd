/** Lowercase with accents removed, so "Oración", "ORACION" and "oración" compare equal. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Folded, with punctuation removed and words single-spaced: "¡Espíritu  Santo!" → "espiritu santo". */
export function plainWords(text: string): string {
  return foldText(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
