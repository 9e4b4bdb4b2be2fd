import fs from 'node:fs';
import { projectPath } from '../project-paths.ts';
import type { PassageRange } from './parse-references.ts';

export interface NavesSubtopic {
  label: string;
  passages: PassageRange[];
}

export interface NavesTopic {
  name: string;
  subtopics: NavesSubtopic[];
  /** Topics Nave sends the reader to instead ("See ACCUSATION"). */
  see: string[];
}

type RawTopics = Record<string, { subtopics: Array<[string, string[]]>; see: string[] }>;
let topics: RawTopics | null = null;

function load(): RawTopics {
  topics ??= (JSON.parse(fs.readFileSync(projectPath('data/bible/naves.json'), 'utf8')) as { topics: RawTopics }).topics;
  return topics;
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
  const raw = load()[key];
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
  const all = load();
  const phrase = theme.trim().toUpperCase().replace(/\s+/g, ' ');
  const found = new Set<string>();
  if (all[phrase]) found.add(phrase);
  const words = phrase.split(/[^A-Z']+/).filter((word) => word.length > 3 && !STOP_WORDS.has(word));
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    // Nave names some topics in the plural (MIRACLES) and most in the singular (PRAYER).
    const candidates = [word, word.endsWith('S') ? word.slice(0, -1) : `${word}S`];
    const topic = candidates.find((candidate) => all[candidate]);
    if (topic) found.add(topic);
  }
  return [...found];
}

const STOP_WORDS = new Set(['THE', 'THAT', 'THIS', 'WITH', 'FROM', 'YOUR', 'THEIR', 'WHEN', 'WHAT', 'WHERE', 'WHICH', 'INTO', 'UPON', 'UNTO', 'THEE', 'THOU', 'HAVE', 'BEING', 'ABOUT', 'OVER']);
