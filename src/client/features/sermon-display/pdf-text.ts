// Letters of right-to-left scripts (Hebrew, plus Arabic and Syriac for completeness).
const RTL_LETTER = '[\\p{Script=Hebrew}\\p{Script=Arabic}\\p{Script=Syriac}]';
/**
 * A right-to-left run inside a left-to-right line: RTL letters with their marks (niqqud), and the
 * spaces, dashes or maqaf between two RTL letters (Unicode bidi rule N1 gives those the run's
 * direction, so a two-word Hebrew phrase keeps its word order).
 */
const RTL_RUN = new RegExp(`${RTL_LETTER}(?:${RTL_LETTER}|\\p{M}|[\\s\\p{Pd}]+(?=${RTL_LETTER}))*`, 'gu');

/**
 * A line of the sermon in the order its glyphs are drawn, left to right. The PDF is a
 * left-to-right document (English or Spanish) that quotes Hebrew: each Hebrew run is reversed
 * character by character, and the rest stays as written. Without a shaping engine, a vowel point
 * drawn just before its letter lands on it: DejaVu's Hebrew marks have no width and reach
 * rightwards, over the next glyph (after the letter, the shin dot flew past the word's end).
 * jsPDF's own bidi pass is switched off where the line is drawn: it takes a line that starts with
 * a Hebrew word for a right-to-left paragraph and mirrors the English after it.
 * Typographic quotes, dashes and every accent are kept: the embedded font draws them.
 */
export function pdfLineText(line: string): string {
  return line.normalize('NFC').replace(RTL_RUN, (run) => [...run].reverse().join(''));
}
