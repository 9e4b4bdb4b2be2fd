/**
 * jsPDF's built-in Helvetica uses WinAnsi: Latin-1 letters (á é í ó ú ñ ü ¿ ¡ « ») render, but
 * curly quotes and dashes may not. Replace them with plain equivalents before drawing.
 */
export function pdfSafeText(text: string): string {
  return text
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u2012\u2013\u2014\u2015\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .normalize('NFC');
}
