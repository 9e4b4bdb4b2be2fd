import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { passageLabel } from '#shared/passage-label.ts';
import { paragraphsOf } from '#shared/render-sermon-blocks.ts';
import type { SermonDocument, SermonPassage } from '#shared/sermon-document.ts';
import { sermonHeadings } from '#shared/sermon-headings.ts';
import { hasLibreOffice } from '#tests/support/libreoffice.ts';
import { biblePassage, emptySermon, oversizedSermon, prodigalSermon, prodigalTwin } from '#tests/support/pack-sermons.ts';
import { interpreterScriptFileName } from './pack/pack-file-names.ts';
import { passageVerses } from './pack/split-passage.ts';
import { PAUSE_MARK, pairByPlace, planInterpreterScript, type InterpreterScript } from './interpreter-script.ts';
import { interpreterScriptDocx } from './interpreter-docx.ts';
import { scriptNote } from './interpreter-words.ts';
import { displayT } from '#tests/support/catalog-t.ts';
import { SEGMENT_BUDGET } from './split-sentences.ts';

const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

interface WordParagraph {
  text: string;
  /** The run's text, italic (a verse's words) or superscript (its number). */
  runs: { text: string; italic: boolean; superscript: boolean }[];
}

/** The Word file's XML, and each column of its table as paragraphs, in order. */
async function wordColumns(preacher: SermonDocument, interpreter: SermonDocument) {
  const bytes = await Packer.toBuffer(interpreterScriptDocx(planInterpreterScript(preacher, interpreter), 'Sermon', displayT(preacher.language)));
  const xml = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!);
  const paragraphsIn = (body: string): WordParagraph[] =>
    [...body.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, paragraph]) => {
      const runs = [...paragraph!.matchAll(/<w:r>([\s\S]*?)<\/w:r>/g)].map(([, run]) => ({
        text: unescape([...run!.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, text]) => text).join('')),
        italic: /<w:i\/>/.test(run!),
        superscript: /<w:vertAlign w:val="superscript"\/>/.test(run!),
      }));
      return { text: runs.map((run) => run.text).join(''), runs };
    });
  const columns: [WordParagraph[], WordParagraph[]] = [[], []];
  const table = /<w:tbl>[\s\S]*<\/w:tbl>/.exec(xml)![0];
  for (const [row] of table.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)) {
    const cells = [...row.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map(([, cell]) => paragraphsIn(cell!));
    expect(cells).toHaveLength(2);
    columns[0].push(...cells[0]!);
    columns[1].push(...cells[1]!);
  }
  return { bytes, xml, columns, before: paragraphsIn(xml.slice(0, xml.indexOf('<w:tbl>'))).map((paragraph) => paragraph.text) };
}

/** A column's words as read aloud: pause marks out, paragraphs joined by spaces. */
const columnText = (column: readonly WordParagraph[]) =>
  column
    .map((paragraph) => paragraph.text.replaceAll(` ${PAUSE_MARK}`, ''))
    .filter((text) => text !== '')
    .join(' ');

/** The verses of a column: consecutive italic paragraphs, a new verse at each superscript number. */
function columnVerses(column: readonly WordParagraph[]) {
  const verses: { number: string | null; parts: string[] }[] = [];
  let open = false;
  for (const paragraph of column) {
    const italic = paragraph.runs.filter((run) => run.italic);
    if (italic.length === 0) {
      open = false;
      continue;
    }
    const number = paragraph.runs.find((run) => run.superscript)?.text ?? null;
    if (!open || number !== null) verses.push({ number, parts: [] });
    open = true;
    verses.at(-1)!.parts.push(...italic.map((run) => run.text));
  }
  return verses.map(({ number, parts }) => ({ number, text: parts.join(' ') }));
}

function inOrder(haystack: string, needles: readonly string[]) {
  let at = 0;
  for (const needle of needles) {
    const found = haystack.indexOf(needle, at);
    expect(found, `“${needle.slice(0, 80)}” in order`).toBeGreaterThanOrEqual(0);
    at = found + needle.length;
  }
}

const quoted = (passage: SermonPassage | null | undefined) => (passage && passage.text.trim() ? passageVerses(passage).map(({ number, text }) => ({ number, text })) : []);

/** Every text of a document, in the order a sermon is preached (the private notes never). */
function documentTexts(document: SermonDocument): string[] {
  const headings = sermonHeadings(document.language);
  const label = (passage: SermonPassage | null) => (passage && passage.reference.trim() ? [passageLabel({ ...passage, reference: passage.reference.trim() }, document.language)] : []);
  const prose = (text: string) => paragraphsOf(text).map((paragraph) => paragraph.replace(/\s+/g, ' '));
  return [
    ...prose(document.title),
    ...label(document.mainPassage),
    ...quoted(document.mainPassage).map((verse) => verse.text),
    ...(prose(document.introduction).length ? [headings.introduction, ...prose(document.introduction)] : []),
    ...document.points.flatMap((point, index) => [headings.point(index + 1), ...prose(point.heading), ...label(point.passage), ...quoted(point.passage).map((verse) => verse.text), ...prose(point.explanation), ...prose(point.application)]),
    ...(['illustrations', 'conclusion'] as const).flatMap((section) => (prose(document[section]).length ? [headings[section], ...prose(document[section])] : [])),
  ];
}

/** The verses a document carries, passage by passage, in order. */
const documentVerses = (document: SermonDocument) => [document.mainPassage, ...document.points.map((point) => point.passage)].flatMap(quoted);

function segmentsOfScript(script: InterpreterScript): string[] {
  return script.sections.flatMap((section) =>
    section.rows.flatMap((row) => (row.kind === 'lines' ? row.cells.flat(2) : row.kind === 'verses' ? row.cells.flat().flatMap((verse) => verse.segments) : [])),
  );
}

describe('pairByPlace', () => {
  it('pairs by place and puts the rest of the longer side in the last row', () => {
    expect(pairByPlace(['a', 'b', 'c'], ['x', 'y', 'z'])).toEqual([[['a'], ['x']], [['b'], ['y']], [['c'], ['z']]]);
    expect(pairByPlace(['a', 'b', 'c', 'd'], ['x', 'y'])).toEqual([[['a'], ['x']], [['b', 'c', 'd'], ['y']]]);
    expect(pairByPlace(['a'], ['x', 'y', 'z'])).toEqual([[['a'], ['x', 'y', 'z']]]);
    expect(pairByPlace([], ['x', 'y'])).toEqual([[[], ['x', 'y']]]);
    expect(pairByPlace([], [])).toEqual([]);
  });
});

describe('the interpreter script, planned', () => {
  it('pairs the sermon and its twin section by section, sentence by sentence, verse by verse', () => {
    const script = planInterpreterScript(prodigalSermon(), prodigalTwin());
    expect(script.languages).toEqual(['en', 'es']);
    expect(script.sections.map((section) => section.id)).toEqual(['main-passage', 'introduction', 'point-1', 'point-2', 'point-3', 'illustrations', 'conclusion']);
    expect(script.sections[1]!.headings).toEqual(['Introduction', 'Introducción']);
    const main = script.sections[0]!.rows;
    expect(main[0]).toEqual({ kind: 'reference', cells: ['Luke 15:11-32', 'Lucas 15:11-32'] });
    // 22 verses in each Bible, one row each, numbered alike.
    const verseRows = main.filter((row) => row.kind === 'verses');
    expect(verseRows).toHaveLength(22);
    for (const row of verseRows) {
      expect(row.cells[0]).toHaveLength(1);
      expect(row.cells[0][0]!.number).toBe(row.cells[1][0]!.number);
    }
    // The application of point 1: two sentences each side, two rows.
    const point1 = script.sections[2]!.rows.filter((row) => row.kind === 'lines');
    expect(point1.at(-2)!.cells).toEqual([[['Count what God has given you.']], [['Cuente lo que Dios le ha dado.']]]);
    expect(point1.at(-1)!.cells).toEqual([[['Do not waste it far from Him.']], [['No lo desperdicie lejos de Él.']]]);
    expect(point1[0]).toMatchObject({ strong: true, cells: [[['A son who wasted his substance']], [['Un hijo que desperdició su hacienda']]] });
    // Point 3 has no passage: said for each sermon.
    expect(script.notes).toEqual([
      { language: 'en', kind: 'point-without-passage', point: 3 },
      { language: 'es', kind: 'point-without-passage', point: 3 },
    ]);
  });

  it('never drops a sentence: a side with more puts the rest in the section’s last row', () => {
    const twin = prodigalTwin({ introduction: 'Jesús habló de un padre. Tenía dos hijos. Uno se fue lejos.' });
    const rows = planInterpreterScript(prodigalSermon(), twin).sections.find((section) => section.id === 'introduction')!.rows;
    expect(rows).toEqual([{ kind: 'lines', cells: [[['Jesus told of a father and two sons.']], [['Jesús habló de un padre.'], ['Tenía dos hijos.'], ['Uno se fue lejos.']]] }]);
  });

  it('pairs a passage the two Bibles number differently by place, and says so', () => {
    const sermon = prodigalSermon({ mainPassage: biblePassage('Jonah 2:9-10', 'en') });
    const twin = prodigalTwin({ mainPassage: biblePassage('Jonás 2:10', 'es') });
    const script = planInterpreterScript(sermon, twin);
    const rows = script.sections[0]!.rows.filter((row) => row.kind === 'verses');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.cells[0].map((verse) => verse.number)).toEqual(['9', '10']);
    expect(rows[0]!.cells[1].map((verse) => verse.text)).toEqual([twin.mainPassage.text]);
    expect(script.notes).toContainEqual({ language: 'en', kind: 'verses-numbered-differently', reference: 'Jonah 2:9-10', otherReference: 'Jonás 2:10' });
    expect(scriptNote(displayT('es'), script.notes.find((note) => note.kind === 'verses-numbered-differently')!)).toBe(
      'Jonah 2:9-10 y Jonás 2:10 dividen sus versículos de otro modo: van emparejados por lugar, y la última fila lleva el resto.',
    );
  });

  it('says what an empty sermon lacks, in the words of each language', () => {
    const script = planInterpreterScript(emptySermon('en'), emptySermon('es'));
    expect(script.sections.map((section) => section.id)).toEqual(['point-1']);
    expect(script.sections[0]!.rows).toEqual([]);
    const english = script.notes.map((note) => scriptNote(displayT('en'), note));
    expect(english).toContain('The English sermon has no title.');
    expect(english).toContain("The Spanish sermon's main passage is empty.");
    expect(english).toContain("The English sermon's introduction is empty.");
    expect(english).toContain('Point 1 of the Spanish sermon has no passage.');
    const spanish = script.notes.map((note) => scriptNote(displayT('es'), note));
    expect(spanish).toContain('Faltan las ilustraciones del sermón en inglés.');
    expect(spanish).toContain('El sermón en español no tiene título.');
  });

  it('says when a point is in one sermon only, and keeps its words', () => {
    const sermon = prodigalSermon();
    const twin = prodigalTwin();
    const shorter = { ...twin, points: twin.points.slice(0, 2) };
    const script = planInterpreterScript(sermon, shorter);
    expect(script.notes).toContainEqual({ language: 'es', kind: 'point-missing', point: 3 });
    const point3 = script.sections.find((section) => section.id === 'point-3')!;
    expect(point3.rows[0]).toMatchObject({ kind: 'lines', cells: [[['The joy of the house']], []] });
  });

  it('keeps every segment short past every limit: 20,000-character sections, 40 verses, a passage only partly quoted', () => {
    const script = planInterpreterScript(oversizedSermon('en'), oversizedSermon('es'));
    for (const segment of segmentsOfScript(script)) expect(segment.length).toBeLessThanOrEqual(SEGMENT_BUDGET);
    const main = script.sections[0]!.rows.filter((row) => row.kind === 'verses');
    expect(main).toHaveLength(40);
    expect(script.notes).toContainEqual({ language: 'en', kind: 'verses-not-quoted', reference: 'Psalm 119', shown: '119:1-40' });
    expect(script.notes).toContainEqual({ language: 'es', kind: 'point-without-passage', point: 2 });
  });
});

describe('the interpreter script as a Word file', () => {
  it('holds every section of both sermons in order, each verse word for word in its own Bible', async () => {
    const [sermon, twin] = [prodigalSermon(), prodigalTwin()];
    const { columns, before, xml } = await wordColumns(sermon, twin);
    // The notes (what the private notes hold) never reach the script.
    expect(xml).not.toContain('Hendersons');
    for (const [side, document] of [sermon, twin].entries()) {
      inOrder(columnText(columns[side]!), documentTexts(document));
      expect(columnVerses(columns[side]!)).toEqual(documentVerses(document));
    }
    // Every line of prose and verse ends with its pause mark.
    for (const paragraph of columns[0].slice(2)) if (paragraph.runs.some((run) => !run.superscript && run.text !== '') && !/^(Point|Introduction|Illustrations|Conclusion|Main scripture|Luke)/.test(paragraph.text)) expect(paragraph.text).toMatch(/ ‖$/);
    expect(columns[0][0]!.text).toBe('Preacher (English)');
    expect(columns[1][0]!.text).toBe('Interpreter (Spanish)');
    expect(before).toContain("Interpreter's script");
    expect(before).toContain('The Lost Son Comes Home');
    expect(before).toContain('Point 3 of the English sermon has no passage.');
    // Each column's language is its own.
    expect(xml).toContain('w:val="es-419"');
    // Every row of this sermon is short: each is kept on one page.
    const rows = [...xml.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map(([row]) => row);
    expect(rows.every((row) => row.includes('<w:cantSplit/>'))).toBe(true);
  });

  it('frames a Spanish preacher’s script in Spanish', async () => {
    const { columns, before } = await wordColumns(prodigalTwin(), prodigalSermon());
    expect(columns[0][0]!.text).toBe('Predicador (español)');
    expect(columns[1][0]!.text).toBe('Intérprete (inglés)');
    expect(before).toContain('Guion del intérprete');
    expect(columnVerses(columns[1])).toEqual(documentVerses(prodigalSermon()));
  });

  it('still makes a file for an empty sermon and for one past every limit, saying what it left out', async () => {
    const empty = await wordColumns(emptySermon('en'), emptySermon('es'));
    expect(empty.before).toContain('Sermon');
    expect(empty.before).toContain('Left out and notes');
    expect(empty.before).toContain('The English sermon has no title.');
    const started = performance.now();
    const [big, bigTwin] = [oversizedSermon('en'), oversizedSermon('es')];
    const oversized = await wordColumns(big, bigTwin);
    expect(performance.now() - started).toBeLessThan(20_000);
    for (const [side, document] of [big, bigTwin].entries()) {
      inOrder(columnText(oversized.columns[side]!), documentTexts(document));
      expect(columnVerses(oversized.columns[side]!)).toEqual(documentVerses(document));
    }
    expect(oversized.before).toContain('The English sermon quotes only part of Psalm 119 (119:1-40); the other verses are not here.');
    // A row of thousands of characters may break across pages, as it must.
    const rows = [...oversized.xml.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map(([row]) => row);
    expect(rows.some((row) => !row.includes('<w:cantSplit/>'))).toBe(true);
  }, 60_000);

  it.skipIf(!hasLibreOffice('writer'))('opens in LibreOffice, empty or past every limit', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'interpreter-'));
    for (const [name, pair] of [
      ['empty', [emptySermon('en'), emptySermon('es')]],
      ['oversized', [oversizedSermon('es'), oversizedSermon('en')]],
    ] as const) {
      writeFileSync(join(folder, `${name}.docx`), await Packer.toBuffer(interpreterScriptDocx(planInterpreterScript(pair[0], pair[1]), 'Sermon', displayT(pair[0].language))));
      execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${folder}/profile`, '--convert-to', 'txt:Text (encoded):UTF8', '--outdir', folder, join(folder, `${name}.docx`)], { stdio: 'ignore', timeout: 120_000 });
      const text = readFileSync(join(folder, `${name}.txt`), 'utf8');
      expect(text).toContain(name === 'empty' ? 'Left out and notes' : 'Lo que quedó fuera y notas');
    }
  }, 180_000);

  it('is named after the sermon, in its language', () => {
    expect(interpreterScriptFileName('The Lost Son Comes Home', 'en')).toBe('The_Lost_Son_Comes_Home_interpreter_en_es.docx');
    expect(interpreterScriptFileName('El hijo perdido', 'es')).toBe('El_hijo_perdido_guion_interprete_es_en.docx');
    expect(interpreterScriptFileName('', 'es')).toBe('Sermón_guion_interprete_es_en.docx');
  });
});
