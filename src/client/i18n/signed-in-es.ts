// The catalogs only signed-in pages show, in one module: one request for all four (i18n.ts).
import account from './locales/es/account.json' with { type: 'json' };
import display from './locales/es/display.json' with { type: 'json' };
import preach from './locales/es/preach.json' with { type: 'json' };
import sermons from './locales/es/sermons.json' with { type: 'json' };

export default { account, display, preach, sermons };
