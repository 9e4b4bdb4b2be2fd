import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { biblePassage, emptySermon, oversizedSermon, prodigalSermon, prodigalTwin } from '#tests/support/pack-sermons.ts';
import { inOrder } from '#tests/support/in-order.ts';
import { hasLibreOffice } from '#tests/support/libreoffice.ts';
import { extractPdfPages } from '#tests/support/pdf-text.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { sermonPptxBytes } from './build-pptx.ts';
import { planSlides, slideLines, SLIDE_LIMITS } from './slide-plan.ts';

const decode = (xml: string) => xml.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

interface SlideXml {
  /** Each paragraph's text. */
  paragraphs: string[];
  /** Each paragraph's text without its superscript runs (the verse numbers). */
  words: string[];
  /** The superscript runs: the verse numbers, in order. */
  numbers: string[];
  notes: string;
}

/** The file unzipped: its parts, and each slide's paragraphs in order, read from its XML. */
async function unzipPptx(document: SermonDocument, twin?: SermonDocument) {
  const files = unzipSync(await sermonPptxBytes(document, twin));
  const count = Object.keys(files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
  const slides: SlideXml[] = [];
  for (let number = 1; number <= count; number += 1) {
    const xml = strFromU8(files[`ppt/slides/slide${number}.xml`]!);
    const paragraphs = [...xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)].map(([, body]) => [...body!.matchAll(/<a:r>([\s\S]*?)<\/a:r>/g)].map(([, run]) => ({ text: decode(/<a:t>([^<]*)<\/a:t>/.exec(run!)?.[1] ?? ''), superscript: run!.includes('baseline="30000"') })));
    const notesXml = files[`ppt/notesSlides/notesSlide${number}.xml`];
    slides.push({
      paragraphs: paragraphs.map((runs) => runs.map((run) => run.text).join('')).filter((text) => text !== ''),
      words: paragraphs.map((runs) => runs.filter((run) => !run.superscript).map((run) => run.text).join('').trim()).filter((text) => text !== ''),
      numbers: paragraphs.flatMap((runs) => runs.filter((run) => run.superscript).map((run) => run.text.trim())),
      // The notes placeholder's text (not the slide-number field beside it).
      notes: notesXml ? [.../<p:ph type="body"[\s\S]*?<\/p:sp>/.exec(strFromU8(notesXml))![0].matchAll(/<a:t>([^<]*)<\/a:t>/g)].map(([, text]) => decode(text!)).join('\n') : '',
    });
  }
  return { files, slides };
}

/** The position of each expected text in order inside `haystack`, or -1. */

const verseLabel = /^(?:Luke|Lucas|Hebrews|Hebreos|Psalms?|Salmos?|Esther|Ester) (\d+):(\d+)(?:-(\d+))?$/;

describe('the slides (.pptx)', () => {
  it('hold the title, the main passage, each point with its passage, and the altar call, in order, 16:9', async () => {
    const document = prodigalSermon();
    const { files, slides } = await unzipPptx(document);
    const plan = planSlides(document);
    expect(slides).toHaveLength(plan.slides.length);
    // Every slide shows exactly what was planned for it, in order.
    plan.slides.forEach((slide, index) => expect(inOrder(slides[index]!.paragraphs.join('\n'), slideLines(slide)), `slide ${index + 1}: ${slides[index]!.paragraphs.join(' | ')}`).toBe(true));

    expect(slides[0]!.paragraphs).toEqual(['The Lost Son Comes Home', 'Luke 15:11-32']);
    const headings = slides.flatMap((slide, index) => (slide.paragraphs[0]?.startsWith('Point ') ? [[index, slide.paragraphs.join(' | ')] as const] : []));
    expect(headings.map(([, text]) => text)).toEqual(['Point 1 | A son who wasted his substance | Luke 15:11-13', 'Point 2 | A father who ran to meet him | Luke 15:20', 'Point 3 | The joy of the house']);
    // The main passage's slides come before point 1; point 3 has no passage: the altar call follows it.
    expect(slides.slice(1, headings[0]![0]).every((slide) => slide.paragraphs[0]!.startsWith('Luke 15:'))).toBe(true);
    expect(headings[2]![0]).toBe(slides.length - 2);
    expect(slides.at(-1)!.paragraphs).toEqual(['Respond to God today', 'Repent of your sins', 'Be baptized in the name of Jesus Christ', 'Receive the gift of the Holy Ghost', biblePassage('Acts 2:38', 'en').text, 'Acts 2:38']);
    // 16:9 (13.33 × 7.5 in) and no notes when nothing was left out.
    expect(strFromU8(files['ppt/presentation.xml']!)).toContain('<p:sldSz cx="12192000" cy="6858000"/>');
    expect(slides[0]!.notes).toBe('');
  });

  it('never cut a verse inside a word: each verse slide names its verses, and its words are the Bible’s, whole', async () => {
    const document = prodigalSermon({ points: [{ heading: 'The longest verse', passage: biblePassage('Esther 8:9', 'en'), explanation: '', application: '' }] });
    const { slides } = await unzipPptx(document);
    for (const passage of [document.mainPassage, document.points[0]!.passage!]) {
      const book = passage.reference.split(' ')[0]!;
      const verseSlides = slides.filter((slide) => slide.paragraphs[0]!.startsWith(`${book} `) && slide.paragraphs.length > 1 && !slide.paragraphs[0]!.startsWith('Point'));
      // The words, slide after slide, are the passage's text exactly: every cut falls between two words.
      expect(verseSlides.map((slide) => slide.words.slice(1).join(' ')).join(' ')).toBe(passage.text);
      for (const slide of verseSlides) {
        const label = verseLabel.exec(slide.paragraphs[0]!);
        expect(label, slide.paragraphs[0]).not.toBeNull();
        const [, , first, last = first] = label!;
        if (slide.numbers.length > 0) expect([slide.numbers[0], slide.numbers.at(-1)]).toEqual([first, last]);
        expect(slide.words.slice(1).join(' ').length).toBeLessThanOrEqual(SLIDE_LIMITS.verses.one);
      }
    }
    // Esther 8:9 (528 characters) is cut once, after a clause, into two slides that both name it.
    const esther = slides.filter((slide) => slide.paragraphs[0] === 'Esther 8:9' && slide.paragraphs.length === 2);
    expect(esther).toHaveLength(2);
    expect(esther[0]!.words[1]).toMatch(/[,;:]$/);
  });

  it('in both languages: the twin under each slide, verse by verse from each Bible, its own labels and headings', async () => {
    const document = prodigalSermon();
    const twin = prodigalTwin();
    const { slides } = await unzipPptx(document, twin);
    expect(slides[0]!.paragraphs).toEqual(['The Lost Son Comes Home', 'Luke 15:11-32', 'El hijo perdido vuelve a casa', 'Lucas 15:11-32']);
    const verseSlides = slides.filter((slide) => /^Luke 15:\d/.test(slide.paragraphs[0]!) && slide.paragraphs.length === 4);
    expect(verseSlides.length).toBeGreaterThan(5);
    for (const slide of verseSlides) {
      // Both halves name the same verses, and show the same verse numbers.
      expect(slide.paragraphs[2]).toBe(slide.paragraphs[0]!.replace('Luke', 'Lucas'));
      expect(slide.numbers.slice(0, slide.numbers.length / 2)).toEqual(slide.numbers.slice(slide.numbers.length / 2));
    }
    // The main passage's slides, up to point 1: each language's words are its Bible's, whole.
    const mainSlides = slides.slice(1, slides.findIndex((slide) => slide.paragraphs[0] === 'Point 1'));
    expect(mainSlides.every((slide) => slide.paragraphs.length === 4)).toBe(true);
    const english = mainSlides.map((slide) => slide.words[1]).join(' ');
    const spanish = mainSlides.map((slide) => slide.words[3]).join(' ');
    expect(english).toBe(document.mainPassage.text);
    expect(spanish).toBe(twin.mainPassage.text);
    expect(slides.find((slide) => slide.paragraphs[0] === 'Point 2')!.paragraphs).toEqual(['Point 2', 'A father who ran to meet him', 'Luke 15:20', 'Punto 2', 'Un padre que corrió a su encuentro', 'Lucas 15:20']);
    expect(slides.at(-1)!.paragraphs).toEqual(['Respond to God today', biblePassage('Acts 2:38', 'en').text, 'Acts 2:38', 'Responda hoy a Dios', biblePassage('Hechos 2:38', 'es').text, 'Hechos 2:38']);
  });

  it('shows a passage the two Bibles divide differently in each language in turn', async () => {
    const twin = prodigalTwin();
    twin.points[0]!.passage = biblePassage('Lucas 15:11-14', 'es');
    const { slides } = await unzipPptx(prodigalSermon(), twin);
    const start = slides.findIndex((slide) => slide.paragraphs[0] === 'Point 1');
    const end = slides.findIndex((slide) => slide.paragraphs[0] === 'Point 2');
    const passageSlides = slides.slice(start + 1, end);
    expect(passageSlides.every((slide) => slide.paragraphs.length === 2)).toBe(true);
    expect(passageSlides.map((slide) => slide.paragraphs[0])).toEqual(['Luke 15:11-12', 'Luke 15:13', 'Lucas 15:11-12', 'Lucas 15:13-14']);
  });

  it('open and say what they left out: an empty sermon, 40 verses, a passage cut at 40, 20,000-character headings', async () => {
    const empty = await unzipPptx(emptySermon());
    expect(empty.slides.map((slide) => slide.paragraphs[0])).toEqual(['Sermon', 'Point 1', 'Respond to God today']);
    expect(empty.slides[0]!.notes).toContain('Left out:');
    expect(empty.slides[0]!.notes).toContain('The sermon has no title.');
    expect(empty.slides[0]!.notes).toContain('The sermon has no main passage.');
    expect((await unzipPptx(emptySermon('es'))).slides[0]!.notes).toContain('El sermón no tiene título.');
    // One paragraph per line of the notes, no line break inside a run.
    const notesXml = strFromU8(empty.files['ppt/notesSlides/notesSlide1.xml']!);
    expect([.../<p:ph type="body"[\s\S]*?<\/p:sp>/.exec(notesXml)![0].matchAll(/<a:p>/g)]).toHaveLength(3);
    expect(notesXml).not.toMatch(/<a:t>[^<]*[\r\n]/);

    const document = oversizedSermon();
    const { slides } = await unzipPptx(document);
    // All 40 verses of Hebrews 11, in order.
    const hebrews = slides.filter((slide) => /^Hebrews 11:/.test(slide.paragraphs[0]!)).slice(0, -4);
    expect(hebrews.flatMap((slide) => slide.numbers)).toEqual(Array.from({ length: 40 }, (_, index) => String(index + 1)));
    // Psalm 119's first 40 verses, as the sermon quotes them, and the notes say so; headings cut at a word.
    expect(slides.filter((slide) => /^Psalms? 119:/.test(slide.paragraphs[0]!)).flatMap((slide) => slide.numbers).at(-1)).toBe('40');
    expect(slides[0]!.notes).toContain('The sermon quotes only part of Psalm 119 (119:1-40)');
    for (let point = 1; point <= 6; point += 1) expect(slides[0]!.notes).toContain(`The heading of point ${point} is shortened.`);
    const heading = slides.find((slide) => slide.paragraphs[0] === 'Point 1')!.paragraphs[1]!;
    expect(heading.length).toBeLessThanOrEqual(SLIDE_LIMITS.heading.one);
    expect(heading).toMatch(/^By faith they walked faith( faith)*…$/);
  });

  // Issue 25: a sermon saved before the API removed control characters still makes a file that opens.
  it('stay well-formed XML whatever characters the sermon holds', async () => {
    const nasty = 'A\u0001B\u000bC\u001fD\ufffeE\uffffF\ud800G\u0000H <I> & "J"';
    const { files, slides } = await unzipPptx(prodigalSermon({ title: nasty, points: [{ heading: nasty, passage: null, explanation: nasty, application: nasty }] }));
    for (const [name, content] of Object.entries(files).filter(([each]) => each.endsWith('.xml'))) {
      expect(strFromU8(content).match(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu), name).toBeNull();
    }
    expect(slides[0]!.paragraphs[0]).toBe('ABCDEFGH <I> & "J"');
  });

  it('is a package PowerPoint opens without repair: one paragraph-properties element per paragraph, every content type real, no folders', async () => {
    const { files } = await unzipPptx(prodigalSermon(), prodigalTwin());
    const names = Object.keys(files);
    expect(names.filter((name) => name.endsWith('/'))).toEqual([]);
    const types = strFromU8(files['[Content_Types].xml']!);
    for (const [, part] of types.matchAll(/PartName="\/([^"]+)"/g)) expect(names, part).toContain(part);
    expect([...types.matchAll(/Default Extension="([^"]+)"/g)].map(([, extension]) => extension).sort()).toEqual(['rels', 'xml']);
    expect(strFromU8(files['ppt/notesMasters/notesMaster1.xml']!)).not.toContain('<p:sp>');
    expect(strFromU8(files['ppt/notesMasters/_rels/notesMaster1.xml.rels']!)).toContain('../theme/theme2.xml');
    for (const name of names.filter((each) => /^ppt\/slides\/slide\d+\.xml$/.test(each))) {
      const xml = strFromU8(files[name]!);
      for (const [paragraph] of xml.matchAll(/<a:p>[\s\S]*?<\/a:p>/g)) expect((paragraph.match(/<a:pPr\b/g) ?? []).length, name).toBeLessThanOrEqual(1);
      expect(xml).toContain('</a:solidFill><a:effectLst/></p:bgPr>');
      for (const [shape] of xml.matchAll(/<p:sp>[\s\S]*?<\/p:sp>/g)) expect(shape).toContain('<p:txBody>');
    }
  });

  // Skips where `soffice` is absent (scripts/ensure-libreoffice.sh installs Impress when it may).
  it.skipIf(!hasLibreOffice('impress'))(
    'open in LibreOffice Impress: converted to PDF, each page is its slide, with its text in order, in one language and in two (needs soffice: apt-get install libreoffice-impress-nogui)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'pptx-'));
      for (const [name, document, twin] of [['one', prodigalSermon(), undefined], ['two', prodigalSermon(), prodigalTwin()], ['empty', emptySermon(), undefined]] as const) {
        writeFileSync(join(dir, `${name}.pptx`), await sermonPptxBytes(document, twin));
        execFileSync('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, join(dir, `${name}.pptx`)], { timeout: 120_000 });
        const pages = await extractPdfPages(new Uint8Array(readFileSync(join(dir, `${name}.pdf`))));
        const plan = planSlides(document, twin);
        expect(pages).toHaveLength(plan.slides.length);
        const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
        plan.slides.forEach((slide, index) => expect(inOrder(flat(pages[index]!), slideLines(slide).map(flat)), `${name} slide ${index + 1}: ${flat(pages[index]!)}`).toBe(true));
      }
    },
    180_000,
  );
});
