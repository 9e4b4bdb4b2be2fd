/** A full-page navigation to another site (hosted checkout, billing portal). Kept here so tests can see it. */
export function goTo(url: string): void {
  window.location.assign(url);
}
