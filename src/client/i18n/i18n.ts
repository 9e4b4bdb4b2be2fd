import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, languageOfPath, type Language } from '#shared/languages.ts';
import { SIGNED_IN_ONLY_NAMESPACES, type Namespace } from './namespaces.ts';

type Catalog = Record<string, unknown>;

// Each public catalog is its own small chunk: the first page downloads only its language and the
// namespaces it shows (the home page: common + home), not all eighteen catalogs. The catalogs only
// signed-in pages show come as one module per language: one request, not one per namespace (the
// glob leaves out what SIGNED_IN_ONLY_NAMESPACES lists; i18n.test.ts loads every namespace).
const catalogs = import.meta.glob<Catalog>(['./locales/*/*.json', '!./locales/*/{account,display,preach,sermons}.json'], { import: 'default' });
const signedInCatalogs = import.meta.glob<Partial<Record<Namespace, Catalog>>>('./signed-in-*.ts', { import: 'default' });

const isSignedInOnly = (namespace: string) => (SIGNED_IN_ONLY_NAMESPACES as readonly string[]).includes(namespace);

/** The loader of one catalog, or undefined for a language or namespace the app has not. */
export function catalogLoader(language: string, namespace: string): (() => Promise<Catalog | undefined>) | undefined {
  if (!isSignedInOnly(namespace)) return catalogs[`./locales/${language}/${namespace}.json`];
  const bundle = signedInCatalogs[`./signed-in-${language}.ts`];
  return bundle && (async () => (await bundle())[namespace as Namespace]);
}

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogLoader(language, namespace);
    if (!load) return callback(new Error(`No catalog ${language}/${namespace}`), false);
    load().then(
      (catalog) => (catalog ? callback(null, catalog) : callback(new Error(`No catalog ${language}/${namespace}`), false)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

let ready: Promise<unknown> | null = null;

/** Starts i18next in the language of the current URL with the common catalog; the router keeps it in step afterwards. */
export function initI18n(pathname: string): Promise<unknown> {
  ready ??= i18next
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      lng: languageOfPath(pathname) ?? DEFAULT_LANGUAGE,
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      // Load now, not after setTimeout(0): a page whose clock is paused (tests, some embedders) must still start.
      initAsync: false,
    });
  return ready;
}

/** Makes `language` current once its catalogs (every namespace loaded so far) are in, so a page never shows the other language's text. */
export async function switchCatalogsTo(language: unknown): Promise<void> {
  await ready;
  if (isLanguage(language) && i18next.language !== language) await i18next.changeLanguage(language);
}

/** Loads namespaces of the current language before a page renders (the language switch then loads them for the other). */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  await ready;
  await i18next.loadNamespaces([...namespaces]);
}

/**
 * The catalogs a page has loaded, in another language too: for a file written in the sermon's
 * language whatever the page's (the interpreter's script). Loaded when asked for, not with every page.
 */
export async function loadLanguage(language: Language): Promise<void> {
  await ready;
  await i18next.loadLanguages([language]);
}
