import { Link } from 'react-router';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useLocalPath } from '#client/components/layout/use-language.ts';

interface SermonNotFoundProps {
  testId: string;
  /** The page's title (the brand is appended). */
  title: string;
  heading: string;
  body: string;
  /** The words of the link back to the member's sermons. */
  link: string;
  /** On a page wider than a sentence wants (the interpreter's script), the notice keeps a readable width. */
  narrow?: boolean;
}

/** A sermon that is not there, or not the member's: what happened, and the way back to the member's sermons. */
export function SermonNotFound({ testId, title, heading, body, link, narrow = false }: SermonNotFoundProps) {
  const localPath = useLocalPath();
  return (
    <>
      <PageMeta title={title} />
      <section data-testid={testId} className={`${narrow ? 'mx-auto max-w-2xl ' : ''}rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8`}>
        <h1 className="font-serif text-2xl font-bold text-brand-900 sm:text-3xl">{heading}</h1>
        <p className="mt-3 text-slate-700">{body}</p>
        <Link to={localPath('sermons')} className="mt-5 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {link}
        </Link>
      </section>
    </>
  );
}
