import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { renderSermonBlocks, type SermonBlock, type SermonSection } from '#shared/render-sermon-blocks.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { PassageText } from '#client/components/scripture/passage-text.tsx';

/**
 * A card below the screen is not laid out until it nears the screen: a whole sermon is tens of
 * kilobytes of text, and laying it all out at once held a phone's page for one long task as it
 * opened. Its last size is remembered (`auto`), so the scrollbar does not jump; printing lays out all.
 */
const OFFSCREEN_SKIPPED = '[content-visibility:auto] [contain-intrinsic-size:auto_32rem] print:[content-visibility:visible]';

type Heading = Extract<SermonBlock, { type: 'section-heading' }>;
type PointOpen = Extract<SermonBlock, { type: 'point-heading' }>;
type MainPassage = Extract<SermonBlock, { type: 'main-passage' }>;

interface Point {
  open: PointOpen;
  body: SermonBlock[];
}

interface Group {
  heading: Heading;
  body: SermonBlock[];
  points: Point[];
}

/** The rendered blocks gathered into what the page shows as cards: sections, and points within Main Points. */
function layout(blocks: SermonBlock[]) {
  let title = '';
  let mainPassage: MainPassage | null = null;
  const groups: Group[] = [];
  for (const block of blocks) {
    const group = groups.at(-1);
    if (block.type === 'title') title = block.text;
    else if (block.type === 'main-passage') mainPassage = block;
    else if (block.type === 'section-heading') groups.push({ heading: block, body: [], points: [] });
    else if (block.type === 'point-heading') group?.points.push({ open: block, body: [] });
    else if (group) (group.points.at(-1)?.body ?? group.body).push(block);
  }
  return { title, mainPassage, groups };
}

export function Body({ blocks }: { blocks: SermonBlock[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        // Blocks never reorder; the index is a stable key here.
        block.type === 'passage' ? (
          <blockquote key={index} data-testid="point-passage" className="border-l-4 border-gold-500 pl-3 font-serif text-slate-900 italic">
            <span className="font-semibold not-italic">{block.reference}</span> — {block.marks.open}
            <PassageText text={block.text} verses={block.verses} />
            {block.marks.close}
          </blockquote>
        ) : block.type === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : null,
      )}
    </>
  );
}

function Section({ section, title, children }: { section: SermonSection; title: string; children: ReactNode }) {
  const id = `section-${section}`;
  return (
    <section aria-labelledby={id} data-testid={id} className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${OFFSCREEN_SKIPPED}`}>
      <h2 id={id} className="font-serif text-xl font-bold text-brand-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-800">{children}</div>
    </section>
  );
}

/** Where the outline came from, said quietly under the passage (decision 0026), in the page's language. */
function ProvenanceNote({ provenance }: { provenance: SermonDocument['provenance'] }) {
  const { t, i18n } = useTranslation('display');
  if (!provenance) return null;
  const kind = provenance.outline.kind;
  return (
    <p data-testid="sermon-provenance" data-kind={kind} lang={i18n.resolvedLanguage} className="text-sm text-slate-600 print:hidden">
      {t(`provenance.${kind}`)}
    </p>
  );
}

/** The sermon itself, from its rendered blocks; its headings are in the sermon's language, marked with `lang`. */
export function SermonView({ document, actions }: { document: SermonDocument; actions: ReactNode }) {
  const { title, mainPassage, groups } = layout(renderSermonBlocks(document));
  return (
    <article lang={document.language} className="space-y-6">
      <header className="space-y-4">
        {/* Focusable by script: focus lands here when a sermon has just been written or editing ends. */}
        <h1 data-testid="sermon-title" tabIndex={-1} className="font-serif text-3xl font-bold break-words text-brand-900 focus:outline-none sm:text-4xl">
          {title}
        </h1>
        {mainPassage?.reference && (
          <figure className="rounded-xl border-l-4 border-gold-500 bg-amber-50 p-4 sm:p-5">
            <figcaption className="text-sm font-semibold text-slate-700">
              <span className="sr-only">{mainPassage.label}: </span>
              <span data-testid="main-scripture" className="text-base text-brand-900">
                {mainPassage.reference}
              </span>
            </figcaption>
            {mainPassage.text && (
              <blockquote data-testid="main-scripture-text" className="mt-2 font-serif text-lg leading-relaxed text-slate-900 italic">
                <PassageText text={mainPassage.text} verses={mainPassage.verses} />
              </blockquote>
            )}
          </figure>
        )}
        <ProvenanceNote provenance={document.provenance} />
        {actions}
      </header>
      {groups.map((group) =>
        group.heading.section === 'points' ? (
          <section key="points" aria-labelledby="section-points" className="space-y-4">
            <h2 id="section-points" className="font-serif text-xl font-bold text-brand-900 sm:text-2xl">
              {group.heading.text}
            </h2>
            {group.points.map(({ open, body }) => (
              <div key={open.point} data-testid="point-card" className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${OFFSCREEN_SKIPPED}`}>
                <h3 className="text-sm font-bold tracking-wide text-brand-700 uppercase">{open.label}</h3>
                <div className="mt-2 space-y-3 leading-relaxed text-slate-800">
                  {open.text && <p className="font-serif text-lg font-semibold text-brand-900">{open.text}</p>}
                  <Body blocks={body} />
                </div>
              </div>
            ))}
          </section>
        ) : (
          <Section key={group.heading.section} section={group.heading.section} title={group.heading.text}>
            <Body blocks={group.body} />
          </Section>
        ),
      )}
    </article>
  );
}
