// Part of `npm run import:bible`: Strong's Greek and Hebrew dictionaries (public domain) from
// Debian's SWORD modules StrongsGreek and StrongsHebrew (packages sword-dict-strongs-greek and
// sword-dict-strongs-hebrew) into data/bible/strongs-dictionary.json (committed), then packed into
// data/bible/strongs-dictionary.bin, the file the server reads (scripts/pack-strongs-dictionary.ts).
//
//   apt-get install sword-dict-strongs-greek sword-dict-strongs-hebrew libsword-utils && npm run import:bible
//
// Each entry is [lemma, transliteration, definition, KJV usage] under its number ("G25", "H1254").
// The definition is Strong's own, without the derivation ("from G25;", "A primitive root;"); the
// KJV usage is what Strong lists after ":--", the ways the KJV translates the word.
import fs from 'node:fs';
import path from 'node:path';
import { packStrongsDictionary, STRONGS_DICTIONARY_JSON } from './pack-strongs-dictionary.ts';
import { readSwordModule } from './read-sword-module.ts';

const OUTPUT = path.resolve(STRONGS_DICTIONARY_JSON);

type Entry = [lemma: string, transliteration: string, definition: string, kjvUsage: string];

const tidy = (text: string) =>
  text
    .replace(/<hi rend="super">([^<]*)<\/hi>/g, '$1') // the raised e of "yᵉhôvâh" is part of the word
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;:.)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .trim();

/** Drops the leading clauses that only say where the word comes from. */
function withoutDerivation(definition: string): string {
  const derivation =
    /^\s*(?:\(Chaldee\)|(?:a |an )?(?:primitive|prim\.)\b[^;]*|(?:(?:probably|perhaps|apparently|properly|of uncertain|by implication)\s+)?(?:from|of|a variation of|plural of|feminine of|masculine of|corresponding to|the same as|prolonged|contracted|intensive|causative|denominative|a form of|a primary|a root|an orthographical|another form|an incorrect|for\b|comparative|superlative|neuter|adverb|genitive|accusative|dative|middle voice|passive|active|imperative|a derivative|a modified|a primitive|a compound|compound|reduplicated|a reduplicated)\b[^;]*);\s*/i;
  // The Hebrew e-text has no <orig> markup: there a capitalised clause naming another entry
  // ("Feminine passive participle of H3467;") is a derivation too.
  const hebrewDerivation = /^\s*[A-Z][^;]*\bH\d+\b[^;]*;\s*/;
  let rest = definition;
  for (let i = 0; i < 4; i++) {
    const match = derivation.exec(rest) ?? hebrewDerivation.exec(rest);
    if (!match || match[0].length >= rest.length) break;
    rest = rest.slice(match[0].length);
  }
  return rest.trim();
}

function greekEntry(body: string): Entry {
  const lemma = tidy(/<orth>([\s\S]*?)<\/orth>/.exec(body)?.[1] ?? '');
  const transliteration = tidy(/<orth rend="bold" type="trans">([\s\S]*?)<\/orth>/.exec(body)?.[1] ?? '');
  const def = /<def>([\s\S]*?)<\/def>/.exec(body)?.[1] ?? '';
  const [meaning = '', usage = ''] = tidy(def.replace(/<orig>[\s\S]*?<\/orig>/g, ' ')).split(/\s*:?\s*--\s*/);
  // A few entries put the whole definition inside the derivation markup: then it is kept from there.
  const fallback = meaning ? '' : withoutDerivation(tidy(def).split(/\s*:?\s*--\s*/)[0] ?? '');
  return [lemma, transliteration, (withoutDerivation(meaning) || fallback).replace(/[;:,]$/, ''), cleanUsage(usage)];
}

function hebrewEntry(body: string): Entry {
  const lemma = tidy(/<orth>([\s\S]*?)<\/orth>/.exec(body)?.[1] ?? '');
  // The e-text writes the sin (ś) as a Greek "ώ": 'âώâh → 'âśâh.
  const transliteration = tidy(/<orth rend="bold" type="trans">([\s\S]*?)<\/orth>/.exec(body)?.[1] ?? '').replace(/ώ/g, 'ś');
  // This e-text lost its commas: "{word}" stands for "word," and "6<lb/>" for ",".
  const def = tidy(
    (/<def>([\s\S]*?)<\/def>/.exec(body)?.[1] ?? '')
      .replace(/6<lb\/>/g, ',')
      .replace(/\{([^}]*)\}/g, '$1,')
      .replace(/<lb\/>/g, ' '),
  ).replace(/,(\s*[,;:)])/g, '$1');
  const split = def.search(/\s+-\s+/);
  const meaning = split < 0 ? def : def.slice(0, split);
  const usage = split < 0 ? '' : def.slice(split).replace(/^\s+-\s+/, '');
  return [lemma, transliteration, withoutDerivation(meaning).replace(/[;:,]$/, ''), cleanUsage(usage)];
}

/** "(be-)love(-ed). Compare G5368." → "(be-)love(-ed)": the cross-reference notes are dropped. */
function cleanUsage(usage: string): string {
  return usage
    .replace(/\s*\b(?:Compare|See|Also|Often|Used)\b[\s\S]*$/, '')
    .replace(/[.,;\s]+$/, '')
    .trim();
}

function read(module: string, debianPackage: string, prefix: 'G' | 'H', parse: (body: string) => Entry): Record<string, Entry> {
  const entries: Record<string, Entry> = {};
  for (const raw of readSwordModule(module, debianPackage).split(/^\$\$\$/m).slice(1)) {
    const newline = raw.indexOf('\n');
    const key = raw.slice(0, newline).trim();
    if (!/^\d+$/.test(key)) continue;
    entries[`${prefix}${Number(key)}`] = parse(raw.slice(newline + 1));
  }
  return entries;
}

const greek = read('StrongsGreek', 'sword-dict-strongs-greek', 'G', greekEntry);
const hebrew = read('StrongsHebrew', 'sword-dict-strongs-hebrew', 'H', hebrewEntry);
fs.writeFileSync(
  OUTPUT,
  `${JSON.stringify({
    name: "Strong's Greek and Hebrew dictionaries",
    license: 'Public domain',
    source: 'SWORD modules StrongsGreek and StrongsHebrew (Debian packages sword-dict-strongs-greek, sword-dict-strongs-hebrew), converted by scripts/import-strongs-dictionary.ts',
    fields: ['lemma', 'transliteration', 'definition', 'kjvUsage'],
    entries: { ...hebrew, ...greek },
  })}\n`,
);
console.log(`Wrote ${OUTPUT}: ${Object.keys(greek).length} Greek and ${Object.keys(hebrew).length} Hebrew entries.`);
// Packed from the file just written, as scripts/pack-strongs-dictionary.ts alone packs it.
packStrongsDictionary();
