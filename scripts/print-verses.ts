// Prints verses in both Bibles with the KJV's Strong's tags, for writing library entries: `node scripts/print-verses.ts Acts 16 25 34`.
import { strongsForVerse } from '#server/bible/strongs.ts';
import { bibleFor } from '#server/bible/bible-text.ts';
const [book, ch, a, b] = process.argv.slice(2);
for (let v = Number(a); v <= Number(b ?? a); v++) {
  console.log(`${book} ${ch}:${v}`, bibleFor('en').verse(book!, Number(ch), v));
  console.log('   ES', bibleFor('es').verse(book!, Number(ch), v));
  console.log('   ', strongsForVerse({ book: book!, chapter: Number(ch), verse: v }).map((w) => `${w.text}=${w.strong}`).join(' | '));
}
