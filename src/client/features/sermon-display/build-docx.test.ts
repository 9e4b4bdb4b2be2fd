import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Packer } from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sermonDocx } from './build-docx.ts';
import { englishDocument, spanishDocument } from '#tests/support/test-sermons.ts';
import { wordFileName } from './word-file-name.ts';

async function documentXml(document = englishDocument(), options = {}) {
  const bytes = await Packer.toBuffer(sermonDocx(document, options));
  const files = unzipSync(new Uint8Array(bytes));
  return { bytes, xml: strFromU8(files['word/document.xml']!) };
}

/** The text of each paragraph of document.xml, in order. */
const paragraphs = (xml: string) => [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, body]) => [...body!.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''));

const hasSoffice = spawnSync('soffice', ['--version'], { stdio: 'ignore' }).status === 0;

describe('the Word file', () => {
  it('unzips, and its document.xml holds every section in order with real headings', async () => {
    const { xml } = await documentXml();
    const text = paragraphs(xml);
    const order = ['The New Birth', 'John 3:5', 'Except a man be born', 'Introduction', 'Jesus spoke with Nicodemus', 'Main Points', 'Point 1: Born of water', 'Acts 2:38', 'Peter preached', 'Have you obeyed?', 'Point 2: Born of the Spirit', 'The Spirit gives', 'Illustrations', 'A seed must die', 'Conclusion', 'Be born again today.'].map((part) =>
      text.findIndex((paragraph) => paragraph.includes(part)),
    );
    expect(order.every((index) => index >= 0), `${order}\n${text.join('\n')}`).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(xml.match(/<w:pStyle w:val="Heading1"\/>/g)).toHaveLength(4);
    expect(xml.match(/<w:pStyle w:val="Heading2"\/>/g)).toHaveLength(2);
    // Passages set apart: an indented paragraph with a left border.
    expect(xml).toMatch(/<w:pBdr><w:left [^>]*\/><\/w:pBdr>/);
  });

  it('sets a passage of several verses with each verse number as a real superscript, before its words (issue 26)', async () => {
    const verses = ['The LORD is my shepherd; I shall not want.', 'He maketh me to lie down in green pastures.'];
    const passage = { reference: 'Psalm 23:1-2', text: verses.join(' '), verseStarts: [{ chapter: 23, verse: 1, at: 0 }, { chapter: 23, verse: 2, at: verses[0]!.length + 1 }] };
    const { xml } = await documentXml(englishDocument({ mainPassage: passage, points: [{ heading: 'The Shepherd', passage, explanation: 'He leads.', application: 'Follow.' }] }));
    const text = paragraphs(xml);
    expect(text).toContain(`1${verses[0]} 2${verses[1]}`);
    expect(text).toContain(`Psalm 23:1-2 — “1${verses[0]} 2${verses[1]}”`);
    expect(xml.match(/<w:vertAlign w:val="superscript"\/>/g)).toHaveLength(4);
  });

  it('leaves the private notes out unless asked for', async () => {
    expect((await documentXml()).xml).not.toContain('Tuesday baptism');
    const withNotes = paragraphs((await documentXml(englishDocument(), { includeNotes: true })).xml);
    expect(withNotes.at(-2)).toBe('Notes');
    expect(withNotes.at(-1)).toContain('Tuesday baptism');
  });

  it('keeps Spanish accents and headings', async () => {
    const text = paragraphs((await documentXml(spanishDocument())).xml);
    expect(text).toContain('¿Qué es el nuevo nacimiento?');
    expect(text).toContain('Introducción');
    expect(text.some((paragraph) => paragraph.startsWith('Punto 1: Nacer del agua'))).toBe(true);
  });

  // Issue 25: control characters saved before the API removed them made document.xml ill-formed.
  it('stays well-formed XML whatever characters the sermon holds, keeping the words around them', async () => {
    const nasty = 'A\u0001B\u000bC\u001fD\ufffeE\uffffF\ud800G\udc00H\u0000I\tJ';
    const document = englishDocument({
      title: nasty,
      mainPassage: { reference: nasty, text: nasty },
      introduction: `${nasty}\n${nasty}`,
      points: [{ heading: nasty, passage: { reference: nasty, text: nasty }, explanation: nasty, application: nasty }],
      illustrations: nasty,
      conclusion: nasty,
      notes: nasty,
    });
    const bytes = await Packer.toBuffer(sermonDocx(document, { includeNotes: true }));
    const files = unzipSync(new Uint8Array(bytes));
    for (const [name, content] of Object.entries(files).filter(([name]) => name.endsWith('.xml'))) {
      const xml = strFromU8(content);
      // XML 1.0's Char production: tab, newline and carriage return are the only controls allowed.
      expect(xml.match(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu), name).toBeNull();
    }
    const text = paragraphs(strFromU8(files['word/document.xml']!));
    expect(text[0]).toBe('ABCDEFGHI\tJ');
  });

  it('is named like the PDF', () => {
    expect(wordFileName('¿Qué es la fe? 2')).toBe('_Qué_es_la_fe__2.docx');
  });

  // Skips where `soffice` is absent (scripts/ensure-libreoffice.sh installs it when it may).
  it.skipIf(!hasSoffice)('opens in LibreOffice: it converts to PDF, and to text with every section in order (needs soffice: apt-get install libreoffice-writer-nogui)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docx-'));
    writeFileSync(join(dir, 'sermon.docx'), (await documentXml()).bytes);
    const convert = (to: string) => execFileSync('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', to, '--outdir', dir, join(dir, 'sermon.docx')], { timeout: 120_000 });
    convert('pdf');
    expect(readdirSync(dir)).toContain('sermon.pdf');
    convert('txt:Text');
    const text = readFileSync(join(dir, 'sermon.txt'), 'utf8');
    const order = ['The New Birth', 'Introduction', 'Point 1: Born of water', 'Acts 2:38', 'Point 2', 'Illustrations', 'Conclusion'].map((part) => text.indexOf(part));
    expect(order.every((index) => index >= 0), `${order}\n${text}`).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  }, 120_000);
});
