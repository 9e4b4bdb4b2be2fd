/**
 * product §5 "PDF file name": the title with every character that is not a letter or a digit (of
 * any script, accented ones included) replaced by an underscore, plus .pdf. The original spec's
 * ASCII-only rule turned "Recibir es el don del Espíritu Santo" into `…Esp_ritu_Santo.pdf`.
 */
export function pdfFileName(title: string): string {
  return `${title.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '_')}.pdf`;
}
