// The binary layout of data/bible/strongs-dictionary.bin, packed from strongs-dictionary.json by
// scripts/pack-strongs-dictionary.ts and read by strongs.ts. Both sides live here so they cannot
// drift apart. Entries are found by their number, not by a key: Little-endian:
//   u32          magic "SDC1", G (the highest Greek number), H (the highest Hebrew number)
//   u32 × G+H+1  ends: G1…GG then H1…HH; entry i is text[ends[i] … ends[i + 1]), empty for a number with no entry
//   …            text, UTF-8: each entry's four fields joined by U+001F
// The server keeps the file as one Buffer and decodes an entry when it is asked for (the whole
// dictionary parsed into arrays of strings held 4.5 MB of heap; the file is 1.4 MB).

const MAGIC = 0x31434453; // "SDC1"
const HEADER_WORDS = 3;
const FIELD_SEPARATOR = '\u001f';

/** [lemma, transliteration, definition, KJV usage], as strongs-dictionary.json stores an entry. */
export type RawStrongsEntry = [lemma: string, transliteration: string, definition: string, kjvUsage: string];

const numberOf = (key: string) => {
  const match = /^([GH])([1-9]\d*)$/.exec(key);
  if (!match) throw new Error(`not a Strong's number: ${key}`);
  return { testament: match[1] as 'G' | 'H', n: Number(match[2]) };
};

/** The file for the given entries ("G25" → fields); the same entries give the same bytes, in any order. */
export function encodeStrongsDictionary(entries: Record<string, RawStrongsEntry>): Uint8Array {
  const highest = { G: 0, H: 0 };
  for (const key of Object.keys(entries)) {
    const { testament, n } = numberOf(key);
    highest[testament] = Math.max(highest[testament], n);
  }
  const encoder = new TextEncoder();
  const texts = Array.from({ length: highest.G + highest.H }, (_, i) => {
    const entry = entries[i < highest.G ? `G${i + 1}` : `H${i - highest.G + 1}`];
    if (entry?.some((field) => field.includes(FIELD_SEPARATOR))) throw new Error(`an entry holds the field separator: ${JSON.stringify(entry)}`);
    return entry ? encoder.encode(entry.join(FIELD_SEPARATOR)) : new Uint8Array(0);
  });
  const textStart = 4 * (HEADER_WORDS + texts.length + 1);
  const bytes = new Uint8Array(textStart + texts.reduce((sum, text) => sum + text.length, 0));
  const view = new DataView(bytes.buffer);
  [MAGIC, highest.G, highest.H].forEach((value, i) => view.setUint32(4 * i, value, true));
  let end = 0;
  texts.forEach((text, i) => {
    bytes.set(text, textStart + end);
    end += text.length;
    view.setUint32(4 * (HEADER_WORDS + i + 1), end, true);
  });
  return bytes;
}

/** The entry of a normalized number ("G25", "H1254"), or null when the dictionary has none. */
export type StrongsDictionaryLookup = (key: string) => RawStrongsEntry | null;

export function decodeStrongsDictionary(file: Buffer): StrongsDictionaryLookup {
  // Typed arrays need their element size's alignment: a Buffer from a shared pool may not have it.
  const bytes = file.byteOffset % 4 === 0 ? file : Buffer.from(file);
  const header = new Uint32Array(bytes.buffer, bytes.byteOffset, HEADER_WORDS);
  const [magic, greek, hebrew] = header as unknown as [number, number, number];
  if (magic !== MAGIC) throw new Error("not a Strong's dictionary file of this layout");
  const ends = new Uint32Array(bytes.buffer, bytes.byteOffset + 4 * HEADER_WORDS, greek + hebrew + 1);
  const textStart = 4 * (HEADER_WORDS + greek + hebrew + 1);
  if (textStart + ends[greek + hebrew]! !== bytes.byteLength) throw new Error("Strong's dictionary file has the wrong length");
  return (key) => {
    const match = /^([GH])([1-9]\d*)$/.exec(key);
    const n = match ? Number(match[2]) : 0;
    if (!match || n > (match[1] === 'G' ? greek : hebrew)) return null;
    const i = (match[1] === 'G' ? 0 : greek) + n - 1;
    if (ends[i + 1] === ends[i]) return null;
    return bytes.toString('utf8', textStart + ends[i]!, textStart + ends[i + 1]!).split(FIELD_SEPARATOR) as RawStrongsEntry;
  };
}
