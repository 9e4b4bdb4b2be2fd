import type { jsPDF } from 'jspdf';
import { PDF_FONT_FAMILY } from '../build-pdf.ts';
import { pdfLineText } from '../pdf-text.ts';
import { layoutHandout, type HandoutLayout, type MeasureText } from './handout-layout.ts';
import type { HandoutPage } from './handout-plan.ts';

// Options jsPDF's bidi plugin reads from text(); its typings do not name them (as in build-pdf.ts).
const VISUAL_ORDER = { isInputVisual: true, isOutputVisual: true } as Parameters<jsPDF['text']>[3];

/** jsPDF's own measure, in the embedded font the text is drawn in (mm). */
function jsPdfMeasure(doc: jsPDF): MeasureText {
  return (text, size, style) => {
    doc.setFont(PDF_FONT_FAMILY, style);
    doc.setFontSize(size);
    return doc.getTextWidth(pdfLineText(text));
  };
}

/**
 * Draws the handout into a fresh jsPDF document (A4 portrait, mm) whose fonts embedPdfFonts added,
 * one page per handout page: the same embedded DejaVu Sans as the sermon's PDF, so every accent,
 * curly quote and superscript verse number prints as written.
 */
export function drawHandoutPdf(doc: jsPDF, pages: readonly HandoutPage[]): HandoutLayout {
  const layout = layoutHandout(pages, jsPdfMeasure(doc));
  for (const item of layout.items) {
    while (doc.getNumberOfPages() < item.page) doc.addPage();
    doc.setPage(item.page);
    if (item.kind === 'rule') {
      doc.setDrawColor(160);
      doc.setLineWidth(0.2);
      doc.line(item.x1, item.y, item.x2, item.y);
    } else if (item.kind === 'frame') {
      doc.setDrawColor(120);
      doc.setLineWidth(0.3);
      doc.roundedRect(item.x, item.y, item.w, item.h, 3, 3);
    } else {
      doc.setFontSize(item.size);
      for (const run of item.runs) {
        doc.setFont(PDF_FONT_FAMILY, run.style);
        doc.text(pdfLineText(run.text), run.x, item.y, VISUAL_ORDER);
        if (run.underline) {
          doc.setDrawColor(0);
          doc.setLineWidth(0.3);
          doc.line(run.x, item.y + 0.8, run.x + doc.getTextWidth(pdfLineText(run.text)), item.y + 0.8);
        }
      }
    }
  }
  while (doc.getNumberOfPages() < pages.length) doc.addPage();
  doc.setPage(1);
  return layout;
}

