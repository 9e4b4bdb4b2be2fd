/**
 * The stylesheet ahead of the scripts: it is what the first paint waits for, and a phone's
 * connection gives the first requests their bandwidth first (Vite writes the entry script and its
 * preloads before it). Used by the build (vite.config.ts, preload-pages).
 */
export function stylesheetsFirst(html: string): string {
  const stylesheets = [...html.matchAll(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g)].map((match) => match[0]);
  const firstScript = html.search(/[ \t]*<script type="module"/);
  if (stylesheets.length === 0 || firstScript < 0 || html.indexOf(stylesheets[0]!) < firstScript) return html;
  const without = stylesheets.reduce((rest, link) => rest.replace(link, ''), html);
  const at = without.search(/[ \t]*<script type="module"/);
  return `${without.slice(0, at)}${stylesheets.join('')}${without.slice(at)}`;
}
