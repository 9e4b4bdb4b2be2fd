// Data modules' memory, measured in a fresh process (spawned by bench/data-memory.ts with
// --expose-gc and the server's memory settings): the steps named are loaded in turn, each followed
// by full collections that return free pages to the system (what the memory reducer does on a quiet
// server), and what each step added is printed as a JSON line.
// By hand: node --expose-gc bench/data-memory-child.ts 'kjv text' 'kjv-strongs'
import { bibleFor } from '../src/server/bible/bible-text.ts';
import { crossReferences } from '../src/server/bible/cross-references.ts';
import { glossaryEntries } from '../src/server/bible/glossary.ts';
import { navesTopic } from '../src/server/bible/naves-topics.ts';
import { strongsEntry, strongsForVerse } from '../src/server/bible/strongs.ts';
import { searchVerses } from '../src/server/bible/verse-search.ts';
import { wordStudiesForVerse } from '../src/server/bible/word-studies.ts';
import { bookContextFor, composerText } from '../src/server/content/content-files.ts';
import { createOfflineEngine } from '../src/server/generation/offline/offline-engine.ts';

const john316 = { book: 'John', chapter: 3, verse: 16 };

/** What each step loads: a lookup that makes its module read its data. */
const STEPS: Record<string, () => unknown> = {
  'kjv text': () => bibleFor('en').verse('John', 3, 16),
  'rv1909 text': () => bibleFor('es').verse('John', 3, 16),
  'cross-references': () => crossReferences('John', 3, 16),
  'kjv-strongs': () => strongsForVerse(john316),
  'strongs-dictionary (whole)': () => strongsEntry('G26'),
  glossary: () => glossaryEntries(),
  'word studies (English use)': () => wordStudiesForVerse(john316).map((study) => study.english),
  'word studies (Spanish use)': () => wordStudiesForVerse(john316).map((study) => study.spanish),
  naves: () => navesTopic('LOVE'),
  'book context': () => bookContextFor('John', 'en'),
  'composer': () => [composerText('en')],
  'verse index en': () => searchVerses('grace of God', 'en'),
  'verse index es': () => searchVerses('gracia de Dios', 'es'),
  'sermon en (theme)': () => createOfflineEngine().generate({ title: 'Grace', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'standard' }),
  'sermon es (theme)': () => createOfflineEngine().generate({ title: 'Gracia', scripture: '', audienceType: 'general', language: 'es', languageStyle: 'standard' }),
  'sermon en (verse)': () => createOfflineEngine().generate({ title: '', scripture: 'John 3:16', audienceType: 'general', language: 'en', languageStyle: 'theological' }),
};

export interface Snapshot {
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
}

const gc = (globalThis as { gc?: (options?: never) => void }).gc;

async function settle(): Promise<Snapshot> {
  // Full collections with turns of the event loop between: what a module keeps, not what it
  // allocated on the way.
  for (let i = 0; i < 3; i++) {
    gc!({ type: 'major', execution: 'sync', flavor: 'last-resort' } as never);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const usage = process.memoryUsage();
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return { rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed), externalMb: mb(usage.external) };
}

if (import.meta.main) {
  if (!gc) throw new Error('run with --expose-gc');
  const steps = process.argv.slice(2);
  for (const name of steps) if (!STEPS[name]) throw new Error(`unknown step ${name}; known: ${Object.keys(STEPS).join(', ')}`);
  let before = await settle();
  const start = before;
  for (const step of steps) {
    const started = performance.now();
    await STEPS[step]!();
    const loadMs = Math.round(performance.now() - started);
    const after = await settle();
    console.log(JSON.stringify({ step, before, after, loadMs }));
    before = after;
  }
  console.log(JSON.stringify({ step: 'total', before: start, after: before, loadMs: 0 }));
}
