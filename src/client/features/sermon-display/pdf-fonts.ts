import type { PdfFontFiles } from './build-pdf.ts';
// The TrueType files of the npm package dejavu-fonts-ttf, emitted by the build as assets of their
// own (about 2 MB together, 1 MB compressed): nothing of them is in a script bundle, and they are
// fetched only when a PDF is made, then kept for the next one.
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url';
import italicUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf?url';
import normalUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

let loading: Promise<PdfFontFiles> | null = null;

async function fetchFont(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`PDF font ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** The PDF's fonts, downloaded once per page load; a failed download is tried again next time. */
export function loadPdfFonts(): Promise<PdfFontFiles> {
  loading ??= Promise.all([fetchFont(normalUrl), fetchFont(boldUrl), fetchFont(italicUrl)]).then(
    ([normal, bold, italic]) => ({ normal, bold, italic }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
