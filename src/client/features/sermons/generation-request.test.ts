import { describe, expect, it } from 'vitest';
import { buildGenerateRequest } from './build-generate-request.ts';
import { fieldErrorsFromServer, subjectKind, type GeneratorFields } from './generation-request.ts';

const base: GeneratorFields = { theme: '', audienceType: 'general', language: 'en', languageStyle: 'standard' };

describe('generator request', () => {
  it('sends a digits:digits text as scripture with an empty title', () => {
    expect(buildGenerateRequest({ ...base, theme: '  John 3:16 ' })).toEqual({
      ok: true,
      request: { title: '', scripture: 'John 3:16', audienceType: 'general', language: 'en', languageStyle: 'standard' },
    });
    expect(buildGenerateRequest({ ...base, theme: 'Juan 3:16-18', language: 'es' })).toMatchObject({ ok: true, request: { title: '', scripture: 'Juan 3:16-18', language: 'es' } });
  });

  it('sends anything else as the title with an empty scripture', () => {
    expect(buildGenerateRequest({ ...base, theme: 'The new birth', audienceType: 'youth', languageStyle: 'theological' })).toEqual({
      ok: true,
      request: { title: 'The new birth', scripture: '', audienceType: 'youth', language: 'en', languageStyle: 'theological' },
    });
    expect(buildGenerateRequest({ ...base, theme: 'Psalm 23' })).toMatchObject({ request: { title: 'Psalm 23', scripture: '' } });
  });

  it('requires the text and every selection, and limits the text to 300 characters', () => {
    expect(buildGenerateRequest({ theme: '   ', audienceType: '', language: '', languageStyle: '' })).toEqual({
      ok: false,
      errors: { theme: 'required', audienceType: 'required', language: 'required', languageStyle: 'required' },
    });
    expect(buildGenerateRequest({ ...base, theme: 'a'.repeat(301) })).toEqual({ ok: false, errors: { theme: 'tooLong' } });
    expect(buildGenerateRequest({ ...base, theme: 'a'.repeat(300) }).ok).toBe(true);
  });

  it('tells how the text will be read', () => {
    expect(subjectKind(' ')).toBe('empty');
    expect(subjectKind('Romanos 12 : 1')).toBe('scripture');
    expect(subjectKind('Holiness')).toBe('theme');
    // A book and a number alone go as a theme, but are preached as the passage: the hint says so.
    for (const text of ['Psalm 23', 'Salmo 23', 'Jude 24', '1 John 4', 'Song of Solomon 2']) expect(subjectKind(text), text).toBe('passage');
    expect(subjectKind('The 7 churches')).toBe('theme');
  });

  it('maps the server field codes onto the form', () => {
    expect(fieldErrorsFromServer({ title: 'theme_required' })).toEqual({ theme: 'required' });
    expect(fieldErrorsFromServer({ scripture: 'theme_too_long', languageStyle: 'invalid_style' })).toEqual({ theme: 'tooLong', languageStyle: 'required' });
    expect(fieldErrorsFromServer(undefined)).toEqual({});
  });
});
