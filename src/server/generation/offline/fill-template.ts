// Filling the composer's templates: {name} and {Name} (capitalised) placeholders, and the Spanish
// article a reference to the Psalms takes inside a sentence ("del Salmo 23", "el Salmo 23 nos
// enseña", "el libro de los Salmos"), since every other book is named without one.

/** The first letter upper-cased, after any opening quotation mark: "“for" → "“For". */
export const capitalize = (text: string) => text.replace(/^(\P{L}*)(\p{L})/u, (_, lead: string, letter: string) => lead + letter.toLocaleUpperCase());

/**
 * "Salmo 23" inside a Spanish sentence takes its article: "de Salmo 23" → "del Salmo 23", "a" →
 * "al", a sentence that opens with it → "El Salmo 23", after any other word → "el Salmo 23"; the
 * book alone is "los Salmos". A reference in parentheses, as after a quotation, or heading a line
 * as a label ("Salmos 103:2 — …"), stays bare.
 */
export function withPsalmArticles(text: string): string {
  return text
    .replace(/(^|[^\p{L}])(de|a) Salmos? (\d)/gu, (_, lead: string, word: string, digit: string) => `${lead}${word === 'de' ? 'del' : 'al'} Salmo ${digit}`)
    // A reference heading its own line as a label ("Salmos 103:2 — …") is a citation, not a sentence: it stays bare.
    .replace(/(^|[.!?¿¡]\s+)Salmos? (\d)(?![\d:,\-–]* —)/gu, '$1El Salmo $2')
    .replace(/(\p{L}|[,;:»”]) Salmos? (\d)/gu, (whole, before: string, digit: string, offset: number, all: string) => (/(^|\s)(el|El|del|al)$/u.test(all.slice(Math.max(0, offset - 3), offset + before.length)) ? whole : `${before} el Salmo ${digit}`))
    .replace(/(^|[^\p{L}])(de|en|a) Salmos(?! \d)/gu, (_, lead: string, word: string) => `${lead}${word === 'a' ? 'a los' : `${word} los`} Salmos`);
}

/** Fills {name} and {Name} (capitalised) placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  const filled = template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key] ?? values[key[0]!.toLowerCase() + key.slice(1)];
    if (value === undefined) return whole;
    const text = String(value);
    return /^\p{Lu}/u.test(key) ? capitalize(text) : text;
  });
  return withPsalmArticles(filled);
}
