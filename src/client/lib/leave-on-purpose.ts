// A page that warns before it is left with unsent edits (the sermon editor's `beforeunload`) must
// not warn again when the app itself sends the browser away after asking in its own words: signing
// out with unsent edits asks in a dialog, then erases them and loads the home page; a second,
// browser-worded prompt there would ask the same question twice (and, dismissed, would leave the
// pastor signed out on a page of the signed-in app).

let onPurpose = false;

/** Loads `url` without the page's "leave with unsaved changes?" prompt: the app has already asked. */
export function leaveOnPurpose(url: string): void {
  onPurpose = true;
  window.location.assign(url);
}

/** Whether the page is being left by `leaveOnPurpose` (a `beforeunload` handler then lets it go). */
export function leavingOnPurpose(): boolean {
  return onPurpose;
}
