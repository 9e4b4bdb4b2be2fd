import { Fragment } from 'react';
import type { NumberedVerse } from '#shared/verse-starts.ts';

/**
 * A passage's words as the page shows them: a passage of several verses with each verse's number
 * before it in superscript (issue 26), else the text as it is. The numbers are presentation only;
 * the words are the passage's own.
 */
export function PassageText({ text, verses }: { text: string; verses?: readonly NumberedVerse[] | null }) {
  if (!verses) return <>{text}</>;
  return (
    <>
      {verses.map((verse, index) => (
        // The verses of one passage never reorder; the index is a stable key.
        <Fragment key={index}>
          {index > 0 && ' '}
          <sup data-testid="verse-number" className="mr-0.5 align-super text-[0.65em] leading-none font-semibold not-italic opacity-80">
            {verse.number}
          </sup>
          {verse.text}
        </Fragment>
      ))}
    </>
  );
}
