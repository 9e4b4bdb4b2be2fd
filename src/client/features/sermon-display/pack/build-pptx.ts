import pptxgenModule from 'pptxgenjs';
import { withoutControlCharacters } from '#shared/plain-text.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { repairPptx } from './repair-pptx.ts';
import { planSlides, type Slide, type SlideSide } from './slide-plan.ts';

// 16:9 at 13.33 × 7.5 in; white and gold on a near-black ground (contrast above 15:1 and 12:1),
// Arial, which PowerPoint, Keynote, Google Slides and LibreOffice all have or substitute alike.
const WIDTH = 13.333;
const MARGIN = 0.6;
const COLORS = { ground: '0F172A', text: 'FFFFFF', second: 'D6DEE8', label: 'FACC15' } as const;
const FONT = 'Arial';

// The package's types are written CommonJS-style (`export default` in a .d.ts that NodeNext reads as
// CommonJS); at run time its ES build's default export is the class itself.
const PptxGenJS = pptxgenModule as unknown as typeof pptxgenModule.default;
type Presentation = InstanceType<typeof PptxGenJS>;
type PptxSlide = ReturnType<Presentation['addSlide']>;
type TextRuns = Exclude<Parameters<PptxSlide['addText']>[0], string>;
type Box = { y: number; h: number };

// XML allows no control character: a sermon saved before the API removed them still makes a file (decision 0025).
const clean = (text: string) => withoutControlCharacters(text).replace(/\n+/g, ' ');

/** A title or heading's size by its length, so that the longest allowed still fits its box. */
function headingSize(text: string, sizes: readonly [number, number, number]): number {
  return text.length <= 60 ? sizes[0] : text.length <= 110 ? sizes[1] : sizes[2];
}

/** A verse slide's words: each verse's number as a real superscript before its first part. */
function verseRuns(side: SlideSide, color: string): TextRuns {
  return (side.verses ?? []).flatMap((part, index) => {
    const space = index > 0 ? ' ' : '';
    const number = part.number && !part.continued ? [{ text: `${space}${part.number}`, options: { superscript: true, bold: true, color: COLORS.label } }] : [];
    return [...number, { text: `${number.length > 0 ? ' ' : space}${clean(part.text)}`, options: { color } }];
  });
}

/** One language's part of a slide, in the box it is given (the whole slide, or half of it with two languages). */
function drawSide(pptSlide: PptxSlide, slide: Slide, side: SlideSide, box: Box, second: boolean, two: boolean) {
  const color = second ? COLORS.second : COLORS.text;
  const common = { x: MARGIN, w: WIDTH - 2 * MARGIN, fontFace: FONT, margin: 0, lang: side.language === 'es' ? 'es-419' : 'en-US' } as const;
  let y = box.y;
  const bottom = box.y + box.h;
  const label = (text: string, size: number) => {
    pptSlide.addText(clean(text), { ...common, y, h: size / 48, fontSize: size, bold: true, color: COLORS.label, valign: 'top' });
    y += size / 48 + 0.1;
  };

  if (slide.kind === 'verses') {
    label(side.label, two ? 22 : 28);
    pptSlide.addText(verseRuns(side, color), { ...common, y, h: bottom - y, fontSize: two ? 28 : 36, valign: 'top', lineSpacingMultiple: 1.1 });
    return;
  }
  if (slide.kind === 'altar-call') {
    // Heading, the three steps (one language), then Acts 2:38 and its reference, top to bottom.
    const quote = side.quote!;
    pptSlide.addText(clean(side.text ?? ''), { ...common, y, h: two ? 0.6 : 0.9, fontSize: two ? 30 : 40, bold: true, color, valign: 'top' });
    y += two ? 0.75 : 1.05;
    if (side.lines) {
      pptSlide.addText(
        side.lines.map((line) => ({ text: clean(line), options: { bullet: true, breakLine: true } })),
        { ...common, y, h: 2.0, fontSize: 30, color, valign: 'top', paraSpaceAfter: 6 },
      );
      y += 2.3;
    }
    const quoteHeight = two ? 1.3 : 1.9;
    pptSlide.addText(clean(quote.text), { ...common, y, h: quoteHeight, fontSize: two ? 20 : 26, italic: true, color, valign: 'top' });
    pptSlide.addText(clean(quote.reference), { ...common, y: y + quoteHeight + 0.05, h: 0.45, fontSize: two ? 18 : 24, bold: true, color: COLORS.label, valign: 'top' });
    return;
  }
  if (side.label) label(side.label, two ? 22 : 28);
  const text = clean(side.text ?? '');
  const sizes = slide.kind === 'title' ? (two ? ([36, 30, 24] as const) : ([54, 44, 36] as const)) : two ? ([32, 28, 24] as const) : ([44, 40, 34] as const);
  const lineSize = two ? 22 : 28;
  // The title or heading and the lines under it (its passage) in one box, one paragraph each, so
  // they stay together, in the middle of the slide (with two languages, meeting at the rule).
  const runs: TextRuns = [
    { text, options: { bold: true, color, fontSize: headingSize(text, sizes), breakLine: !!side.lines, paraSpaceAfter: 8 } },
    ...(side.lines ?? []).map((line, index, lines) => ({ text: clean(line), options: { bold: false, color: COLORS.label, fontSize: lineSize, breakLine: index < lines.length - 1 } })),
  ];
  pptSlide.addText(runs, { ...common, y, h: bottom - y, valign: !two ? 'middle' : second ? 'top' : 'bottom', align: slide.kind === 'title' ? 'center' : 'left' });
}

/**
 * The slides as a PowerPoint file (issue 27 item 5): one sermon, or the sermon and its twin on
 * every slide. Made in the browser with pptxgenjs, loaded only when the pastor asks for it.
 */
function sermonPptx(document: SermonDocument, twin?: SermonDocument): Presentation {
  const plan = planSlides(document, twin);
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = clean(document.title);
  pptx.company = 'Apostolic Sermon Studio';
  pptx.author = 'Apostolic Sermon Studio';
  for (const slide of plan.slides) {
    const pptSlide = pptx.addSlide();
    pptSlide.background = { color: COLORS.ground };
    const two = slide.sides.length > 1;
    const boxes: Box[] = two
      ? [
          { y: 0.35, h: 3.3 },
          { y: 3.95, h: 3.2 },
        ]
      : [{ y: 0.45, h: 6.6 }];
    if (two) pptSlide.addShape('line', { x: MARGIN, y: 3.8, w: WIDTH - 2 * MARGIN, h: 0, line: { color: COLORS.label, width: 1.5 } });
    slide.sides.forEach((side, index) => drawSide(pptSlide, slide, side, boxes[index]!, index > 0, two));
    if (slide.notes.length > 0) pptSlide.addNotes(slide.notes.map(clean).join('\n'));
  }
  return pptx;
}

/** The .pptx file's bytes, put right where PowerPoint would ask to repair them (repair-pptx.ts). */
export async function sermonPptxBytes(document: SermonDocument, twin?: SermonDocument): Promise<Uint8Array> {
  return repairPptx((await sermonPptx(document, twin).write({ outputType: 'uint8array' })) as Uint8Array);
}

/** The .pptx file as a Blob, for the browser's download. */
export async function sermonPptxBlob(document: SermonDocument, twin?: SermonDocument): Promise<Blob> {
  return new Blob([(await sermonPptxBytes(document, twin)) as Uint8Array<ArrayBuffer>], { type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' });
}
