// Prints an offline sermon as a pastor reads it, for reviewing library entries and the composer:
// `node scripts/preview-sermon.ts "<scripture or theme>" [en|es] [audience] [style]`.
import { AUDIENCE_TYPES, LANGUAGE_STYLES, type AudienceType, type LanguageStyle } from '#shared/constants.ts';
import { createOfflineEngine } from '#server/generation/offline/offline-engine.ts';
import { isLoneReference } from '#server/bible/quote-reference.ts';

const [text = 'Acts 16:25-34', language = 'en', audience = 'general', style = 'standard'] = process.argv.slice(2);
if (!AUDIENCE_TYPES.includes(audience as AudienceType) || !LANGUAGE_STYLES.includes(style as LanguageStyle) || (language !== 'en' && language !== 'es')) {
  console.error(`audience: ${AUDIENCE_TYPES.join('|')}; style: ${LANGUAGE_STYLES.join('|')}; language: en|es`);
  process.exit(2);
}
const reference = /\d/.test(text) && isLoneReference(text, language);
const sermon = await createOfflineEngine().generate({ title: reference ? '' : text, scripture: reference ? text : '', language, audienceType: audience as AudienceType, languageStyle: style as LanguageStyle });
const passage = (p: { reference: string; text: string; shown?: string } | null) => (p ? `${p.reference}${p.shown ? ` [${p.shown}]` : ''} — ${p.text}` : '(no passage)');
console.log(`# ${sermon.title}\n[${JSON.stringify(sermon.provenance)}]\n\n${passage(sermon.mainPassage)}\n\n## Introduction\n${sermon.introduction}\n`);
sermon.points.forEach((point, index) => console.log(`## ${index + 1}. ${point.heading}\n${passage(point.passage)}\n\n${point.explanation}\n\n> ${point.application}\n`));
console.log(`## Illustration\n${sermon.illustrations}\n\n## Conclusion\n${sermon.conclusion}`);
