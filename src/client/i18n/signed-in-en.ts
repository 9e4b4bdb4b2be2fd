// The catalogs only signed-in pages show, in one module: one request for all four (i18n.ts).
import account from './locales/en/account.json' with { type: 'json' };
import display from './locales/en/display.json' with { type: 'json' };
import preach from './locales/en/preach.json' with { type: 'json' };
import sermons from './locales/en/sermons.json' with { type: 'json' };

export default { account, display, preach, sermons };
