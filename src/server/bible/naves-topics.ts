import fs from 'node:fs';
import { projectPath } from '../project-paths.ts';
import type { PassageRange } from './parse-references.ts';

interface NavesSubtopic {
  label: string;
  passages: PassageRange[];
}

interface NavesTopic {
  name: string;
  subtopics: NavesSubtopic[];
  /** Topics Nave sends the reader to instead ("See ACCUSATION"). */
  see: string[];
}

/** A topic as the file stores it: subtopics as [label, OSIS passages], and the "See" topics. */
export interface RawTopic {
  subtopics: Array<[label: string, passages: string[]]>;
  see: string[];
}

/**
 * The file's text: valid JSON, written with one topic to a line (`"AARON":{…},`) so that the
 * server can keep the file's bytes and an index of where each topic's line starts, and parse a
 * topic only when a sermon asks for it. Parsed whole, its 4,793 topics held 4.7 MB of heap; kept
 * as bytes, 1.5 MB (decision 0012, addendum). scripts/import-naves.ts writes it with this.
 */
export function navesFileText(about: Record<string, string>, topics: Record<string, RawTopic>): string {
  const lines = Object.entries(topics).map(([name, topic]) => `${JSON.stringify(name)}:${JSON.stringify(topic)}`);
  return `${JSON.stringify(about).slice(0, -1)},"topics":{\n${lines.join(',\n')}\n}}\n`;
}

interface NavesFile {
  bytes: Buffer;
  /** Topic name → where its line starts in bytes. */
  lineStart: Map<string, number>;
}

let file: NavesFile | null = null;

function load(): NavesFile {
  if (file) return file;
  const bytes = fs.readFileSync(projectPath('data/bible/naves.json'));
  const lineStart = new Map<string, number>();
  // Every line after the first but the last is one topic; its name is the JSON string it starts with.
  for (let start = bytes.indexOf(0x0a) + 1, end = bytes.indexOf(0x0a, start); end > start && bytes[start] === 0x22; start = end + 1, end = bytes.indexOf(0x0a, start)) {
    const head = bytes.toString('utf8', start, Math.min(end, start + 200));
    lineStart.set(JSON.parse(head.slice(0, head.indexOf('":{') + 1)) as string, start);
  }
  file = { bytes, lineStart };
  return file;
}

/** One topic, parsed from its line. */
function rawTopic(name: string): RawTopic | null {
  const { bytes, lineStart } = load();
  const start = lineStart.get(name);
  if (start === undefined) return null;
  const line = bytes.toString('utf8', start, bytes.indexOf(0x0a, start)).replace(/,$/, '');
  return JSON.parse(line.slice(line.indexOf('":{') + 2)) as RawTopic;
}

/** "Gen.3.1-Gen.3.19" / "Ps.23" → a range of OSIS points; null for anything else. */
export function osisToRange(osis: string): PassageRange | null {
  const [from, to = from] = osis.split('-');
  const point = (ref: string | undefined) => {
    const match = /^([1-3]?[A-Za-z]+)\.(\d+)(?:\.(\d+))?$/.exec(ref ?? '');
    if (!match) return null;
    return { book: match[1]!, chapter: Number(match[2]), ...(match[3] ? { verse: Number(match[3]) } : {}) };
  };
  const start = point(from);
  const end = point(to);
  return start && end ? { start, end } : null;
}

/** One of Nave's topics by its name (any case), with its passages as ranges. */
export function navesTopic(name: string): NavesTopic | null {
  const key = name.trim().toUpperCase();
  const raw = rawTopic(key);
  if (!raw) return null;
  return {
    name: key,
    see: raw.see,
    subtopics: raw.subtopics.map(([label, passages]) => ({
      label,
      passages: passages.map(osisToRange).filter((range): range is PassageRange => range !== null),
    })),
  };
}

/**
 * Topics named by the words of an English theme: the whole phrase first ("fall of man"), then
 * each significant word ("power of prayer" → PRAYER, POWER). Short and common words are skipped.
 */
export function findNavesTopics(theme: string): string[] {
  const all = load().lineStart;
  const phrase = theme.trim().toUpperCase().replace(/\s+/g, ' ');
  const found = new Set<string>();
  if (all.has(phrase)) found.add(phrase);
  const words = phrase.split(/[^A-Z']+/).filter((word) => word.length > 3 && !STOP_WORDS.has(word));
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    // Nave names some topics in the plural (MIRACLES) and most in the singular (PRAYER).
    const candidates = [word, word.endsWith('S') ? word.slice(0, -1) : `${word}S`];
    const topic = candidates.find((candidate) => all.has(candidate));
    if (topic) found.add(topic);
  }
  return [...found];
}

const STOP_WORDS = new Set(['THE', 'THAT', 'THIS', 'WITH', 'FROM', 'YOUR', 'THEIR', 'WHEN', 'WHAT', 'WHERE', 'WHICH', 'INTO', 'UPON', 'UNTO', 'THEE', 'THOU', 'HAVE', 'BEING', 'ABOUT', 'OVER']);
