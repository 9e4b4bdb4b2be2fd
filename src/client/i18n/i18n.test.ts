import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#shared/languages.ts';
import { catalogLoader } from './i18n.ts';
import { NAMESPACES, SIGNED_IN_ONLY_NAMESPACES } from './namespaces.ts';
import { resources } from './resources.ts';
import signedInEn from './signed-in-en.ts';
import signedInEs from './signed-in-es.ts';

describe('catalog loading', () => {
  it.each(LANGUAGES)('loads every namespace of %s, the signed-in ones from their one module', async (language) => {
    for (const namespace of NAMESPACES) {
      const load = catalogLoader(language, namespace);
      expect(load, `${language}/${namespace}`).toBeDefined();
      expect(await load!(), `${language}/${namespace}`).toEqual(resources[language][namespace]);
    }
  });

  it('bundles exactly the signed-in-only namespaces, in each language', () => {
    for (const bundle of [signedInEn, signedInEs]) expect(Object.keys(bundle).sort()).toEqual([...SIGNED_IN_ONLY_NAMESPACES].sort());
  });

  it('has no loader for a language or namespace the app has not', () => {
    expect(catalogLoader('fr', 'common')).toBeUndefined();
    expect(catalogLoader('fr', 'account')).toBeUndefined();
    expect(catalogLoader('en', 'nothing')).toBeUndefined();
  });
});
