import type { AudienceType, LanguageStyle } from './constants.ts';
import type { Language } from './languages.ts';

/** SPEC §3: the sermon as generation returns it and the display screen receives it. */
export interface SermonContent {
  title: string;
  mainScripture: string;
  introduction: string;
  points: string[];
  illustrations: string;
  conclusion: string;
}

/**
 * A Bible passage quoted in a sermon, with its text from the Bible data. `reference` names the
 * passage asked for; `shown` is set only when the text holds part of it (passage-label.ts).
 */
export interface QuotedVerse {
  reference: string;
  text: string;
  shown?: string;
}

/** A saved sermon, as the API answers it. */
export interface Sermon extends SermonContent {
  id: string;
  language: Language;
  audienceType: AudienceType;
  languageStyle: LanguageStyle;
  engine: string;
  verses: QuotedVerse[];
  createdAt: string;
}

/** A history row: what the list shows; the whole sermon is fetched when it is opened. */
export type SermonSummary = Pick<Sermon, 'id' | 'title' | 'mainScripture' | 'language' | 'createdAt'>;

export interface SermonListPage {
  sermons: SermonSummary[];
  nextCursor: string | null;
}

export const SERMON_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;
