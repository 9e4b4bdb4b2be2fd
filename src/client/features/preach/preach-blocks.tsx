import type { SermonBlock } from '#shared/render-sermon-blocks.ts';
import type { Language } from '#shared/languages.ts';
import { PassageText } from '#client/components/scripture/passage-text.tsx';

/** The twin's blocks to show small under each block (pairBlocks), in the twin's language. */
interface TwinUnder {
  language: Language;
  blocks: Map<SermonBlock, SermonBlock[]>;
}

/**
 * One block in the preaching view's large type; passages set apart. As the twin's echo under a
 * block (`echo`) it is muted and its headings are plain bold lines, so the page's outline stays
 * the sermon's own.
 */
function PreachBlock({ block, dark, echo = false }: { block: SermonBlock; dark: boolean; echo?: boolean }) {
  const heading = echo ? 'font-bold' : dark ? 'text-amber-200' : 'text-brand-900';
  switch (block.type) {
    case 'title':
      return echo ? <p className="font-serif text-[1.3em] leading-tight font-bold">{block.text}</p> : <h1 className={`font-serif text-[1.6em] leading-tight font-bold ${heading}`}>{block.text}</h1>;
    case 'main-passage':
    case 'passage': {
      const box = echo ? (dark ? 'border-amber-300/60' : 'border-gold-500/70') : dark ? 'border-amber-300 bg-slate-900 text-amber-100' : 'border-gold-500 bg-amber-50 text-slate-900';
      return (
        <blockquote data-testid={echo ? 'preach-twin-passage' : 'preach-passage'} className={`${echo ? 'border-l-4 px-[0.6em]' : 'my-[0.6em] rounded-r-lg border-l-8 px-[0.8em] py-[0.5em]'} font-serif ${box}`}>
          <p className="font-semibold">{block.reference}</p>
          {block.text && (
            <p className="mt-[0.3em] italic">
              {block.marks.open}
              <PassageText text={block.text} verses={block.verses} />
              {block.marks.close}
            </p>
          )}
        </blockquote>
      );
    }
    case 'section-heading':
      return echo ? (
        <p className={`font-serif ${heading}`}>{block.text}</p>
      ) : (
        <h2 className={`font-serif text-[1.3em] font-bold ${heading}`} data-testid={`preach-heading-${block.section}`}>
          {block.text}
        </h2>
      );
    case 'point-heading': {
      const label = <span className="block text-[0.7em] tracking-wide uppercase opacity-80">{block.label}</span>;
      return echo ? (
        <p className={`font-serif ${heading}`}>
          {label}
          {block.text}
        </p>
      ) : (
        <h3 className={`font-serif text-[1.15em] font-bold ${heading}`}>
          {label}
          {block.text}
        </h3>
      );
    }
    case 'paragraph':
      return <p className={block.section === 'notes' ? 'rounded-md border border-dashed border-current px-[0.6em] py-[0.3em]' : undefined}>{block.text}</p>;
  }
}

/**
 * The blocks of one screen; with `under`, each followed by the twin's matching blocks, small and
 * muted, marked with the twin's language (issue 27, the bilingual preaching view).
 */
export function PreachBlocks({ blocks, dark, under = null }: { blocks: SermonBlock[]; dark: boolean; under?: TwinUnder | null }) {
  // Muted, yet readable on both grounds: slate-600 on white and slate-400 on slate-950 are above 7:1.
  const muted = dark ? 'text-slate-400' : 'text-slate-600';
  return (
    <>
      {blocks.map((block, index) => {
        // Blocks never reorder within a screen; the index is a stable key.
        const echoes = under?.blocks.get(block) ?? [];
        if (!under || echoes.length === 0) return <PreachBlock key={index} block={block} dark={dark} />;
        return (
          <div key={index} data-testid="preach-paired-block">
            <PreachBlock block={block} dark={dark} />
            <div lang={under.language} data-testid="preach-twin" className={`mt-[0.25em] space-y-[0.3em] text-[0.7em] leading-snug ${muted}`}>
              {echoes.map((echo, at) => (
                <PreachBlock key={at} block={echo} dark={dark} echo />
              ))}
            </div>
          </div>
        );
      })}
    </>
  );
}
