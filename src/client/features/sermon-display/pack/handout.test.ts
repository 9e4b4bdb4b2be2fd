import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { emptySermon, oversizedSermon, prodigalSermon, prodigalTwin } from '#tests/support/pack-sermons.ts';
import { inOrder } from '#tests/support/in-order.ts';
import { hasLibreOffice } from '#tests/support/libreoffice.ts';
import { extractPdfPages } from '#tests/support/pdf-text.ts';
import { embedPdfFonts, type PdfFontFiles } from '../build-pdf.ts';
import { handoutDocx } from './handout-docx.ts';
import type { HandoutKind } from './handout-kinds.ts';
import { blankFor } from './handout-layout.ts';
import { drawHandoutPdf } from './handout-pdf.ts';
import { planHandout, type HandoutBlock, type HandoutPage } from './handout-plan.ts';

// The same font files the browser fetches for the sermon's PDF (pdf-fonts.ts), read from the npm package.
const fontFile = (name: string) => {
  const bytes = readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};
const fonts: PdfFontFiles = { normal: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf'), italic: fontFile('DejaVuSans-Oblique.ttf') };

/** The handout's PDF, each page's text with its lines joined as a reader's copy gives them. */
async function pdfPages(document: SermonDocument, kind: HandoutKind, twin?: SermonDocument) {
  const doc = embedPdfFonts(new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: true }), fonts);
  const layout = drawHandoutPdf(doc, planHandout(document, kind, twin));
  const bytes = new Uint8Array(doc.output('arraybuffer'));
  return { bytes, layout, pages: (await extractPdfPages(bytes)).map((page) => page.replace(/\s+/g, ' ')) };
}

/** The handout's Word file and the text of each of its paragraphs. */
async function wordParagraphs(document: SermonDocument, kind: HandoutKind, twin?: SermonDocument) {
  const bytes = await Packer.toBuffer(handoutDocx(planHandout(document, kind, twin), document.title));
  const xml = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!);
  const paragraphs = [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, body]) => [...body!.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, text]) => text).join('')).filter((text) => text !== '');
  return { bytes, xml, paragraphs };
}


const block = <T extends HandoutBlock['type']>(page: HandoutPage, type: T) => page.blocks.find((each) => each.type === type) as Extract<HandoutBlock, { type: T }>;

describe('the handout, planned', () => {
  it("holds the title, the passage's first verses (saying the rest is left out), the outline with blanks, notes and small-group questions", () => {
    const document = prodigalSermon();
    const [page] = planHandout(document, 'congregation');
    expect(page!.blocks.map((each) => each.type)).toEqual(['title', 'heading', 'passage', 'heading', 'points', 'heading', 'space', 'heading', 'questions', 'left-out']);
    const passage = block(page!, 'passage');
    expect(passage.reference).toBe('Luke 15:11-15');
    // The verses printed are the sermon's (the Bible's) first five, word for word.
    expect(document.mainPassage.text.startsWith(passage.verses.map((verse) => verse.text).join(' '))).toBe(true);
    expect(passage.note).toBe('Read the whole passage in your Bible: Luke 15:11-32.');
    expect(block(page!, 'left-out').items).toEqual(['Only Luke 15:11-15 is printed here, out of Luke 15:11-32.']);
    // The key words: the word study's ("substance"), then the heading word the point says most.
    expect(block(page!, 'points').points.map((point) => [point.before, point.word, point.after, point.reference])).toEqual([
      ['A son who wasted his ', 'substance', '', 'Luke 15:11-13'],
      ['A ', 'father', ' who ran to meet him', 'Luke 15:20'],
      ['The joy of the ', 'house', '', null],
    ]);
  });

  it("asks three to five questions made of the sermon's own passage, headings and applications", () => {
    const document = prodigalSermon();
    const questions = block(planHandout(document, 'congregation')[0]!, 'questions').items;
    expect(questions).toEqual([
      'Read Luke 15:11-32 together. What does it say, and which words stand out to you?',
      '“A son who wasted his substance”: the sermon applied it this way: “Count what God has given you.” What would that look like in your life this week?',
      '“A father who ran to meet him”: the sermon applied it this way: “Come home today.” What would that look like in your life this week?',
      'What did the message say about “The joy of the house”, and what does it mean for you?',
      'What one step will you take this week, and how can the group pray for you?',
    ]);
    // Spanish: the group's questions for adults in usted, for youth in tú.
    expect(block(planHandout(prodigalTwin(), 'congregation')[0]!, 'questions').items[1]).toBe('«Un hijo que desperdició su hacienda»: el sermón lo aplicó así: «Cuente lo que Dios le ha dado.» ¿Cómo se vería eso en su vida esta semana?');
    expect(block(planHandout(prodigalTwin({ audienceType: 'youth' }), 'congregation')[0]!, 'questions').items.at(-1)).toBe('¿Qué paso darás esta semana, y cómo puede el grupo orar por ti?');
    // Never fewer than three, never more than five.
    expect(block(planHandout(emptySermon(), 'congregation')[0]!, 'questions').items).toHaveLength(3);
    expect(block(planHandout(oversizedSermon(), 'congregation')[0]!, 'questions').items).toHaveLength(5);
  });

  it("gives the pastor's copy the answers, and the children a verse to learn, the words to find, things to talk about and room to draw", () => {
    const pastor = planHandout(prodigalSermon(), 'pastor')[0]!;
    expect(block(pastor, 'subtitle').text).toBe("Pastor's copy: answers filled in");
    expect(block(pastor, 'points').answers).toBe(true);

    const children = planHandout(prodigalTwin({ audienceType: 'general' }), 'children')[0]!;
    expect(children.blocks.map((each) => each.type === 'heading' ? each.text : each.type)).toEqual([
      'title', 'Nuestro versículo', 'passage', 'Encuentra la palabra que falta', 'points', 'word-bank', 'Habla con tu familia', 'questions', 'Ora', 'paragraph', 'Haz un dibujo', 'paragraph', 'space', 'left-out',
    ]);
    expect(block(children, 'passage')).toMatchObject({ reference: 'Lucas 15:11', verses: [{ text: 'Y dijo: Un hombre tenía dos hijos;' }] });
    expect(block(children, 'word-bank').words).toEqual(['gozo', 'hacienda', 'padre']);
    // Always tú with children, whatever the sermon's audience.
    expect(block(children, 'questions').items).toEqual(['Lee Lucas 15:11 con alguien en casa. ¿Qué dice?', '¿Qué quiere decir «gozo»? Pide a un adulto que te ayude.', '¿Cómo puedes obedecer a Jesús esta semana?']);
  });

  it('in both languages: a page for each, the same blocks', () => {
    const pages = planHandout(prodigalSermon(), 'congregation', prodigalTwin());
    expect(pages.map((page) => [page.language, block(page, 'title').text])).toEqual([
      ['en', 'The Lost Son Comes Home'],
      ['es', 'El hijo perdido vuelve a casa'],
    ]);
    expect(pages[1]!.blocks.map((each) => each.type)).toEqual(pages[0]!.blocks.map((each) => each.type));
  });
});

describe('the handout as a PDF', () => {
  it('is one A4 page with every section in order, a blank for each key word, and the answers only on the pastor’s copy', async () => {
    const congregation = await pdfPages(prodigalSermon(), 'congregation');
    expect(congregation.pages).toHaveLength(1);
    expect(inOrder(congregation.pages[0]!, ['The Lost Son Comes Home', 'Scripture', 'Luke 15:11-15', 'A certain man had two sons', 'Read the whole passage in your Bible', 'Outline: fill in the blanks', `Point 1: A son who wasted his ${blankFor('substance')} (Luke 15:11-13)`, `Point 2: A ${blankFor('father')} who ran`, 'Notes', 'Small-group questions', '1. Read Luke 15:11-32 together', '5. What one step', 'Left out:'])).toBe(true);
    expect(congregation.pages[0]).not.toContain('wasted his substance (');
    expect(congregation.layout.pages[0]!.noteLines).toBeGreaterThanOrEqual(3);

    const pastor = await pdfPages(prodigalSermon(), 'pastor');
    expect(pastor.pages).toHaveLength(1);
    expect(inOrder(pastor.pages[0]!, ["Pastor's copy: answers filled in", 'Point 1: A son who wasted his substance (Luke 15:11-13)', 'Point 2: A father who ran to meet him'])).toBe(true);

    const children = await pdfPages(prodigalTwin(), 'children');
    expect(children.pages).toHaveLength(1);
    expect(inOrder(children.pages[0]!, ['El hijo perdido vuelve a casa', 'Nuestro versículo', 'Lucas 15:11', 'Y dijo: Un hombre tenía dos hijos;', 'Encuentra la palabra que falta', 'Palabras para usar: gozo · hacienda · padre', 'Habla con tu familia', 'Ora', 'Haz un dibujo'])).toBe(true);
    expect(children.layout.pages[0]!.drawingHeight).toBeGreaterThanOrEqual(45);
  });

  it('in both languages is two pages, the sermon’s then the twin’s', async () => {
    const { pages } = await pdfPages(prodigalSermon(), 'congregation', prodigalTwin());
    expect(pages).toHaveLength(2);
    expect(inOrder(pages[0]!, ['The Lost Son Comes Home', 'Small-group questions'])).toBe(true);
    expect(inOrder(pages[1]!, ['El hijo perdido vuelve a casa', 'Escritura', 'Lucas 15:11-', 'Bosquejo: complete los espacios', 'Notas', 'Preguntas para el grupo pequeño'])).toBe(true);
  });

  it('opens on one page and says what it left out for an empty sermon and for one past every limit', async () => {
    for (const kind of ['congregation', 'pastor', 'children'] as const) {
      const empty = await pdfPages(emptySermon(), kind);
      expect(empty.pages).toHaveLength(1);
      expect(inOrder(empty.pages[0]!, ['Sermon', 'Left out:', 'The sermon has no title.', 'The sermon has no main passage.', 'Point 1 has no word to fill in.'])).toBe(true);

      const oversized = await pdfPages(oversizedSermon(), kind);
      expect(oversized.pages, kind).toHaveLength(1);
      expect(oversized.pages[0]).toContain('The heading of point 6 is shortened.');
      expect(oversized.pages[0]).toMatch(/Only Hebrews 11:1(-\d+)? is printed here, out of Hebrews 11\./);
    }
  });
});

describe('the handout as a Word file', () => {
  it('holds every section in order, with the blanks, the ruled lines for notes and the passage’s verse numbers as superscripts', async () => {
    const { paragraphs, xml } = await wordParagraphs(prodigalSermon(), 'congregation');
    expect(inOrder(paragraphs.join('\n'), ['The Lost Son Comes Home', 'Scripture', 'Luke 15:11-15', '11And he said', 'Outline: fill in the blanks', `Point 1: A son who wasted his ${blankFor('substance')} (Luke 15:11-13)`, 'Notes', 'Small-group questions', '1. Read Luke 15:11-32 together', 'Left out: Only Luke 15:11-15'])).toBe(true);
    expect(xml.match(/<w:vertAlign w:val="superscript"\/>/g)).toHaveLength(5);
    expect(xml).toContain('<w:trHeight w:val="454" w:hRule="exact"/>');

    const pastor = await wordParagraphs(prodigalSermon(), 'pastor');
    expect(pastor.paragraphs).toContain('Point 1: A son who wasted his substance (Luke 15:11-13)');
    expect(pastor.xml).toMatch(/<w:u w:val="single"\/>[\s\S]{0,200}<w:t xml:space="preserve">substance<\/w:t>/);
  });

  // Skips where `soffice` is absent (scripts/ensure-libreoffice.sh installs it when it may).
  it.skipIf(!hasLibreOffice('writer'))(
    'opens in LibreOffice on one page per language, for every kind, however much or little the sermon holds (needs soffice: apt-get install libreoffice-writer-nogui)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'handout-'));
      const cases = [
        ['prodigal', prodigalSermon(), undefined],
        ['both', prodigalSermon(), prodigalTwin()],
        ['empty', emptySermon(), undefined],
        ['oversized', oversizedSermon(), undefined],
      ] as const;
      for (const [name, document, twin] of cases) {
        for (const kind of ['congregation', 'pastor', 'children'] as const) {
          writeFileSync(join(dir, `${name}-${kind}.docx`), (await wordParagraphs(document, kind, twin)).bytes);
        }
      }
      const files = cases.flatMap(([name]) => ['congregation', 'pastor', 'children'].map((kind) => join(dir, `${name}-${kind}.docx`)));
      execFileSync('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, ...files], { timeout: 170_000 });
      for (const [name, , twin] of cases) {
        for (const kind of ['congregation', 'pastor', 'children'] as const) {
          const pages = await extractPdfPages(new Uint8Array(readFileSync(join(dir, `${name}-${kind}.pdf`))));
          expect(pages, `${name} ${kind}`).toHaveLength(twin ? 2 : 1);
        }
      }
      const both = await extractPdfPages(new Uint8Array(readFileSync(join(dir, 'both-congregation.pdf'))));
      expect(inOrder(both[0]!.replace(/\s+/g, ' '), ['The Lost Son Comes Home', 'Outline: fill in the blanks', 'Small-group questions'])).toBe(true);
      expect(inOrder(both[1]!.replace(/\s+/g, ' '), ['El hijo perdido vuelve a casa', 'Bosquejo: complete los espacios', 'Preguntas para el grupo pequeño'])).toBe(true);
    },
    180_000,
  );
});
