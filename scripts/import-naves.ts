// Part of `npm run import:bible`: Nave's Topical Bible (public domain) from Debian's SWORD module
// `sword-dict-naves` into data/bible/naves.json (committed), for the offline composer's themes.
//
//   apt-get install sword-dict-naves libsword-utils && npm run import:bible
//
// One topic to a line (navesFileText), so the server can parse a topic only when asked for it.
// Each topic keeps its subtopics (the label Nave gave it and the passages as OSIS ids, e.g.
// "Gen.3.1-Gen.3.19") and the topics it sends the reader to ("See ACCUSATION").
import fs from 'node:fs';
import path from 'node:path';
import { navesFileText, type RawTopic } from '../src/server/bible/naves-topics.ts';
import { readSwordModule } from './read-sword-module.ts';

const MODULE = 'Nave';
const OUTPUT = path.resolve('data/bible/naves.json');


const plain = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/\s*[;,.:]\s*$/, '').trim();

function parseEntry(body: string): RawTopic {
  const topic: RawTopic = { subtopics: [], see: [] };
  for (const target of body.matchAll(/<ref target="Nave:([^"]+)">/g)) topic.see.push(target[1]!);
  // Each "<lb/>→" starts a subtopic: its label is the text before the first passage.
  for (const part of body.split(/<lb\/>\s*→/).slice(1)) {
    const passages = [...part.matchAll(/<ref osisRef="([^"]+)">/g)].map((m) => m[1]!);
    if (passages.length === 0) continue;
    const label = plain(part.slice(0, part.search(/<ref osisRef=/)));
    topic.subtopics.push([label, passages]);
  }
  return topic;
}

const topics: Record<string, RawTopic> = {};
for (const entry of readSwordModule(MODULE, 'sword-dict-naves').split(/^\$\$\$/m).slice(1)) {
  const newline = entry.indexOf('\n');
  const name = entry.slice(0, newline).trim();
  if (!name || name.startsWith('[')) continue;
  const topic = parseEntry(entry.slice(newline + 1));
  if (topic.subtopics.length > 0 || topic.see.length > 0) topics[name] = topic;
}
const passageCount = Object.values(topics).reduce((n, t) => n + t.subtopics.reduce((m, [, p]) => m + p.length, 0), 0);
fs.writeFileSync(OUTPUT, navesFileText({ name: "Nave's Topical Bible", license: 'Public domain', source: `SWORD module ${MODULE} (Debian package sword-dict-naves), converted by scripts/import-naves.ts` }, topics));
console.log(`Wrote ${OUTPUT}: ${Object.keys(topics).length} topics, ${passageCount} passages.`);
