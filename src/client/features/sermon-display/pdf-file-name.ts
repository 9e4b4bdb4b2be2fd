/** product §5: the title with every non-alphanumeric character replaced by an underscore, plus .pdf. */
export function pdfFileName(title: string): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, '_')}.pdf`;
}
