// Every catalog of both languages, statically: for the types of t() and for tests. The app itself
// loads catalogs on demand through i18n.ts, so this module must not be imported at run time.
import enAbout from './locales/en/about.json' with { type: 'json' };
import enAccount from './locales/en/account.json' with { type: 'json' };
import enAuth from './locales/en/auth.json' with { type: 'json' };
import enDisplay from './locales/en/display.json' with { type: 'json' };
import enSermons from './locales/en/sermons.json' with { type: 'json' };
import enCommon from './locales/en/common.json' with { type: 'json' };
import enContact from './locales/en/contact.json' with { type: 'json' };
import enHome from './locales/en/home.json' with { type: 'json' };
import esAbout from './locales/es/about.json' with { type: 'json' };
import esAccount from './locales/es/account.json' with { type: 'json' };
import esAuth from './locales/es/auth.json' with { type: 'json' };
import esDisplay from './locales/es/display.json' with { type: 'json' };
import enPreach from './locales/en/preach.json' with { type: 'json' };
import esPreach from './locales/es/preach.json' with { type: 'json' };
import esSermons from './locales/es/sermons.json' with { type: 'json' };
import esCommon from './locales/es/common.json' with { type: 'json' };
import esContact from './locales/es/contact.json' with { type: 'json' };
import esHome from './locales/es/home.json' with { type: 'json' };

export const resources = {
  en: { common: enCommon, home: enHome, about: enAbout, contact: enContact, auth: enAuth, account: enAccount, sermons: enSermons, display: enDisplay, preach: enPreach },
  es: { common: esCommon, home: esHome, about: esAbout, contact: esContact, auth: esAuth, account: esAccount, sermons: esSermons, display: esDisplay, preach: esPreach },
} as const;

export { NAMESPACES } from './namespaces.ts';
