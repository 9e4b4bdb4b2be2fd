/**
 * Drawings for `LineIcon` that more than one page shows, drawn once so they stay the same picture
 * (the open book stands for Scripture on the About page's mission card and the home page's note).
 */
export const OPEN_BOOK = (
  <>
    <path d="M12 6.5C10.5 5 8 4.5 4 4.5v14c4 0 6.5.5 8 2 1.5-1.5 4-2 8-2v-14c-4 0-6.5.5-8 2z" />
    <path d="M12 6.5v14" />
  </>
);
