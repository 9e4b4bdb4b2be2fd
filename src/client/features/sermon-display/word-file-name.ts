import { pdfFileName } from './pdf-file-name.ts';

/** Named like the PDF (product §5), with .docx. */
export function wordFileName(title: string): string {
  return pdfFileName(title).replace(/\.pdf$/, '.docx');
}
