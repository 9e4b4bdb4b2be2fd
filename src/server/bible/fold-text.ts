/** Lowercase with accents removed, so "Oración", "ORACION" and "oración" compare equal. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}
