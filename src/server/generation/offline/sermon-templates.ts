import type { AudienceType, LanguageStyle } from '#shared/constants.ts';

/**
 * The original wording the offline composer assembles sermons from, one set per language.
 * Every string may use these placeholders, filled in by the composer:
 *   {theme}      the theme as the preacher typed it, or the main passage's key phrase
 *   {reference}  a Bible reference in the sermon's language ("Juan 3:16")
 *   {verseText}  the exact text of that passage, from the Bible data (never write verse text here)
 *   {point}      the point's number, 1–3
 * Variants are chosen deterministically from the input, so the same request gives the same sermon
 * and different requests read differently.
 */
export interface SermonTemplates {
  /** Sermon titles: for a theme ({theme}) and for a verse ({reference}, {theme} = key phrase). */
  titles: { fromTheme: string[]; fromVerse: string[] };
  /** Opening paragraphs, per audience; at least 3 variants each. */
  introduction: Record<AudienceType, string[]>;
  /** One or two sentences on how this sermon will study the Word, per style; at least 3 each. */
  approach: Record<LanguageStyle, string[]>;
  /**
   * Point headings for point 1, 2 and 3 (index 0–2), per style; at least 3 variants per point.
   * Point 1 states the truth of the passage, point 2 what it shows of God in Jesus Christ and of
   * the believer, point 3 the response it asks for.
   */
  pointHeadings: Record<LanguageStyle, [string[], string[], string[]]>;
  /** The explanation after the quoted passage, per style; at least 4 variants. Theological: context, word study, doctrine. */
  pointExplanation: Record<LanguageStyle, string[]>;
  /** The application that closes each point, per audience; at least 4 variants. */
  application: Record<AudienceType, string[]>;
  /** Illustrations (short stories, 4–7 sentences, original), per audience; at least 3 each. Children: a simple concrete story. */
  illustrations: Record<AudienceType, string[]>;
  /** The conclusion's summary paragraph, per audience; at least 3 variants. */
  conclusion: Record<AudienceType, string[]>;
  /**
   * The altar call that always ends the conclusion, per style; at least 3 variants each. Each
   * calls to repentance, water baptism in the name of Jesus Christ and the infilling of the Holy
   * Ghost (Acts 2:38), in the Apostolic / Oneness frame (one God revealed in Jesus Christ).
   */
  altarCall: Record<LanguageStyle, string[]>;
}
