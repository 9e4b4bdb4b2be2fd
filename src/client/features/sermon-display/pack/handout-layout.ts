import { superscriptNumber } from '#shared/verse-starts.ts';
import type { HandoutBlock, HandoutPage, HandoutPoint } from './handout-plan.ts';

/**
 * Where everything of a handout page goes (issue 27 item 6), on one A4 page in mm, with any text
 * measure: jsPDF's real one for the PDF (handout-pdf.ts), an estimate for Word (handout-docx.ts),
 * which takes its type scale and number of note lines from here. The page always holds: when the
 * content would push the room for notes below its minimum, or past the foot, the whole page is laid
 * out again at a smaller type scale.
 */
export const HANDOUT_PAGE = {
  width: 210,
  height: 297,
  margin: 15,
  /** Text ends above this (mm from the top). */
  bottom: 282,
  /** Sizes in pt at scale 1. */
  size: { title: 17, subtitle: 10.5, heading: 12, body: 10.5, leftOut: 8 },
  /** A line is this many times its font size tall. */
  leading: 1.3,
  noteLineGap: 8,
  minNoteLines: 3,
  minDrawing: 45,
  scales: [1, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6],
} as const;

const PT = 0.3528; // mm per point

export type RunStyle = 'normal' | 'bold' | 'italic';
export interface Run {
  text: string;
  style: RunStyle;
  underline?: boolean;
}
/** A run placed on a line: its x in mm from the left edge. */
interface PlacedRun extends Run {
  x: number;
}

export type HandoutItem =
  | { kind: 'text'; page: number; y: number; size: number; runs: PlacedRun[] }
  | { kind: 'rule'; page: number; y: number; x1: number; x2: number }
  | { kind: 'frame'; page: number; x: number; y: number; w: number; h: number };

/** The width in mm of a text at a size (pt) in a style. */
export type MeasureText = (text: string, size: number, style: RunStyle) => number;

export interface HandoutLayout {
  items: HandoutItem[];
  /** The type scale each page was laid out at, and how many note lines it has. */
  pages: { scale: number; noteLines: number; drawingHeight: number }[];
}

/** How a blank is written: underscores a little longer than the word, so the word fits by hand. */
export function blankFor(word: string): string {
  return '_'.repeat(Math.max(8, Math.ceil(word.length * 1.6)));
}

/** A point's line as runs: "Point 1: ", the heading with its blank (or, on the pastor's copy, the word underlined), the passage. */
export function pointRuns(point: HandoutPoint, answers: boolean): Run[] {
  const runs: Run[] = [{ text: `${point.label}: `, style: 'bold' }];
  if (point.before) runs.push({ text: point.before, style: 'normal' });
  if (point.word) runs.push(answers ? { text: point.word, style: 'bold', underline: true } : { text: blankFor(point.word), style: 'normal' });
  if (point.after) runs.push({ text: point.after, style: 'normal' });
  if (point.reference) runs.push({ text: ` (${point.reference})`, style: 'italic' });
  return runs;
}

/** A passage's words with each verse's number in superscript characters (the embedded font draws them), as the sermon's PDF prints them. */
function passageText(block: Extract<HandoutBlock, { type: 'passage' }>): string {
  return block.verses.map((verse) => (verse.number ? `${superscriptNumber(verse.number)}${verse.text}` : verse.text)).join(' ');
}

/**
 * Runs wrapped into lines `width` wide, between words; a word wider than a line (a sermon may hold a
 * 5,000-letter "word") is cut where it must be, so nothing runs off the page.
 */
function wrapRuns(runs: readonly Run[], width: number, size: number, measure: MeasureText): PlacedRun[][] {
  const lines: PlacedRun[][] = [];
  let line: PlacedRun[] = [];
  let x = 0;
  const push = (run: Run, text: string) => {
    const last = line.at(-1);
    if (last && last.style === run.style && !!last.underline === !!run.underline) last.text += text;
    else line.push({ ...run, text, x });
    x += measure(text, size, run.style);
  };
  const newLine = () => {
    const last = line.at(-1);
    if (last) last.text = last.text.trimEnd();
    lines.push(line.filter((run) => run.text !== ''));
    line = [];
    x = 0;
  };
  /** The longest start of `text` that fits the rest of the line (at least one character). */
  const fitting = (text: string, style: RunStyle) => {
    let low = 1;
    let high = text.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (measure(text.slice(0, middle), size, style) <= width - x) low = middle;
      else high = middle - 1;
    }
    return low;
  };
  for (const run of runs) {
    for (const token of run.text.match(/\S+\s*|\s+/g) ?? []) {
      if (x > 0 && x + measure(token.trimEnd(), size, run.style) > width) newLine();
      if (x === 0 && token.trim() === '') continue;
      let rest = token;
      while (measure(rest.trimEnd(), size, run.style) > width - x) {
        const cut = fitting(rest, run.style);
        push(run, rest.slice(0, cut));
        newLine();
        rest = rest.slice(cut);
      }
      push(run, rest);
    }
  }
  if (line.length > 0) newLine();
  return lines;
}

interface PageState {
  items: HandoutItem[];
  y: number;
  noteLines: number;
  drawingHeight: number;
}

const lineHeight = (size: number) => size * PT * HANDOUT_PAGE.leading;

/** The runs and size each text block is written in. */
function blockText(block: HandoutBlock, scale: number): { runs: Run[]; size: number; indent: number; gapBefore: number }[] {
  const { size } = HANDOUT_PAGE;
  const s = (value: number) => value * scale;
  switch (block.type) {
    case 'title':
      return [{ runs: [{ text: block.text, style: 'bold' }], size: s(size.title), indent: 0, gapBefore: 0 }];
    case 'subtitle':
      return [{ runs: [{ text: block.text, style: 'italic' }], size: s(size.subtitle), indent: 0, gapBefore: 1 }];
    case 'heading':
      return [{ runs: [{ text: block.text, style: 'bold' }], size: s(size.heading), indent: 0, gapBefore: s(3.5) }];
    case 'passage':
      return [
        { runs: [{ text: block.reference, style: 'bold' }], size: s(size.body), indent: 0, gapBefore: 0.5 },
        { runs: [{ text: passageText(block), style: 'italic' }], size: s(size.body), indent: 0, gapBefore: 0.5 },
        ...(block.note ? [{ runs: [{ text: block.note, style: 'normal' as const }], size: s(size.body), indent: 0, gapBefore: 0.5 }] : []),
      ];
    case 'points':
      return block.points.map((point) => ({ runs: pointRuns(point, block.answers), size: s(size.body), indent: 0, gapBefore: s(1.5) }));
    case 'word-bank':
      return [{ runs: [{ text: `${block.label}: `, style: 'bold' }, { text: block.words.join(' · '), style: 'normal' }], size: s(size.body), indent: 0, gapBefore: s(2) }];
    case 'questions':
      return block.items.map((item, index) => ({ runs: [{ text: `${index + 1}. ${item}`, style: 'normal' }], size: s(size.body), indent: 0, gapBefore: s(1.5) }));
    case 'paragraph':
      return [{ runs: [{ text: block.text, style: 'normal' }], size: s(size.body), indent: 0, gapBefore: 0.5 }];
    case 'left-out':
      return [{ runs: [{ text: `${block.heading}: `, style: 'bold' }, { text: block.items.join(' '), style: 'italic' }], size: s(size.leftOut), indent: 0, gapBefore: s(3) }];
    case 'space':
      return [];
  }
}

/** Lays out blocks from state.y on; the room blocks take is filled by a `space` block. */
function layoutBlocks(blocks: readonly HandoutBlock[], page: number, state: PageState, scale: number, measure: MeasureText): boolean {
  const { margin, width, bottom } = HANDOUT_PAGE;
  const textWidth = width - 2 * margin;
  for (const [index, block] of blocks.entries()) {
    if (block.type === 'space') {
      // The rest of the page, less what comes after: measured by laying it out apart.
      const after: PageState = { items: [], y: 0, noteLines: 0, drawingHeight: 0 };
      layoutBlocks(blocks.slice(index + 1), page, after, scale, measure);
      const room = bottom - state.y - after.y - 2;
      if (block.kind === 'notes') {
        const lines = Math.floor(room / HANDOUT_PAGE.noteLineGap);
        if (lines < HANDOUT_PAGE.minNoteLines) return false;
        for (let line = 1; line <= lines; line += 1) state.items.push({ kind: 'rule', page, y: state.y + line * HANDOUT_PAGE.noteLineGap, x1: margin, x2: width - margin });
        state.noteLines = lines;
        state.y += lines * HANDOUT_PAGE.noteLineGap + 2;
      } else {
        if (room < HANDOUT_PAGE.minDrawing) return false;
        state.items.push({ kind: 'frame', page, x: margin, y: state.y + 2, w: textWidth, h: room - 2 });
        state.drawingHeight = room - 2;
        state.y += room;
      }
      continue;
    }
    for (const part of blockText(block, scale)) {
      state.y += part.gapBefore;
      for (const runs of wrapRuns(part.runs, textWidth - part.indent, part.size, measure)) {
        state.y += lineHeight(part.size);
        state.items.push({ kind: 'text', page, y: state.y - lineHeight(part.size) * 0.25, size: part.size, runs: runs.map((run) => ({ ...run, x: run.x + margin + part.indent })) });
      }
    }
  }
  return true;
}

/** Every page of the handout laid out, each on its own A4 page at the largest scale that fits it. */
export function layoutHandout(pages: readonly HandoutPage[], measure: MeasureText): HandoutLayout {
  const layout: HandoutLayout = { items: [], pages: [] };
  pages.forEach((page, index) => {
    let state: PageState | null = null;
    let scale: number = HANDOUT_PAGE.scales.at(-1)!;
    for (const candidate of HANDOUT_PAGE.scales) {
      const attempt: PageState = { items: [], y: HANDOUT_PAGE.margin, noteLines: 0, drawingHeight: 0 };
      if (layoutBlocks(page.blocks, index + 1, attempt, candidate, measure) && attempt.y <= HANDOUT_PAGE.bottom) {
        state = attempt;
        scale = candidate;
        break;
      }
      state = attempt;
    }
    layout.items.push(...state!.items);
    layout.pages.push({ scale, noteLines: state!.noteLines, drawingHeight: state!.drawingHeight });
  });
  return layout;
}
