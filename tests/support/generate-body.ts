/** A valid sermon request: a theme, every choice at its default (POST /api/sermons/generate). */
export const GENERATE_BODY = { title: 'Grace', scripture: '', audienceType: 'general', language: 'en', languageStyle: 'standard' } as const;
