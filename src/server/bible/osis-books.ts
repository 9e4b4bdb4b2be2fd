// The 66 books in canonical order, by their OSIS ids (what bible-passage-reference-parser emits),
// with their English names as written in the King James Version data.
export const OSIS_BOOKS = [
  { id: 'Gen', en: 'Genesis' }, { id: 'Exod', en: 'Exodus' }, { id: 'Lev', en: 'Leviticus' }, { id: 'Num', en: 'Numbers' },
  { id: 'Deut', en: 'Deuteronomy' }, { id: 'Josh', en: 'Joshua' }, { id: 'Judg', en: 'Judges' }, { id: 'Ruth', en: 'Ruth' },
  { id: '1Sam', en: '1 Samuel' }, { id: '2Sam', en: '2 Samuel' }, { id: '1Kgs', en: '1 Kings' }, { id: '2Kgs', en: '2 Kings' },
  { id: '1Chr', en: '1 Chronicles' }, { id: '2Chr', en: '2 Chronicles' }, { id: 'Ezra', en: 'Ezra' }, { id: 'Neh', en: 'Nehemiah' },
  { id: 'Esth', en: 'Esther' }, { id: 'Job', en: 'Job' }, { id: 'Ps', en: 'Psalms' }, { id: 'Prov', en: 'Proverbs' },
  { id: 'Eccl', en: 'Ecclesiastes' }, { id: 'Song', en: 'Song of Solomon' }, { id: 'Isa', en: 'Isaiah' }, { id: 'Jer', en: 'Jeremiah' },
  { id: 'Lam', en: 'Lamentations' }, { id: 'Ezek', en: 'Ezekiel' }, { id: 'Dan', en: 'Daniel' }, { id: 'Hos', en: 'Hosea' },
  { id: 'Joel', en: 'Joel' }, { id: 'Amos', en: 'Amos' }, { id: 'Obad', en: 'Obadiah' }, { id: 'Jonah', en: 'Jonah' },
  { id: 'Mic', en: 'Micah' }, { id: 'Nah', en: 'Nahum' }, { id: 'Hab', en: 'Habakkuk' }, { id: 'Zeph', en: 'Zephaniah' },
  { id: 'Hag', en: 'Haggai' }, { id: 'Zech', en: 'Zechariah' }, { id: 'Mal', en: 'Malachi' }, { id: 'Matt', en: 'Matthew' },
  { id: 'Mark', en: 'Mark' }, { id: 'Luke', en: 'Luke' }, { id: 'John', en: 'John' }, { id: 'Acts', en: 'Acts' },
  { id: 'Rom', en: 'Romans' }, { id: '1Cor', en: '1 Corinthians' }, { id: '2Cor', en: '2 Corinthians' }, { id: 'Gal', en: 'Galatians' },
  { id: 'Eph', en: 'Ephesians' }, { id: 'Phil', en: 'Philippians' }, { id: 'Col', en: 'Colossians' }, { id: '1Thess', en: '1 Thessalonians' },
  { id: '2Thess', en: '2 Thessalonians' }, { id: '1Tim', en: '1 Timothy' }, { id: '2Tim', en: '2 Timothy' }, { id: 'Titus', en: 'Titus' },
  { id: 'Phlm', en: 'Philemon' }, { id: 'Heb', en: 'Hebrews' }, { id: 'Jas', en: 'James' }, { id: '1Pet', en: '1 Peter' },
  { id: '2Pet', en: '2 Peter' }, { id: '1John', en: '1 John' }, { id: '2John', en: '2 John' }, { id: '3John', en: '3 John' },
  { id: 'Jude', en: 'Jude' }, { id: 'Rev', en: 'Revelation' },
] as const;

export type OsisBook = (typeof OSIS_BOOKS)[number]['id'];
