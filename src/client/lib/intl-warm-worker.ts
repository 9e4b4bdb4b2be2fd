// The first use of Intl in a browser process loads its internationalization data: 40–90 ms of one
// core measured here (more on a phone), paid once per process. Paid in this worker at start-up, it
// is off the main thread, so the first date or plural a page formats (the history's rows) does not
// stall the page (decision 0052).
new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(0);
new Intl.PluralRules().select(1);
self.close();
