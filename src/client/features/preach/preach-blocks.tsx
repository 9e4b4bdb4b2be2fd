import type { SermonBlock } from '#shared/render-sermon-blocks.ts';
import { PassageText } from '#client/components/scripture/passage-text.tsx';

/** The blocks of one screen, in the preaching view's large type; passages set apart. */
export function PreachBlocks({ blocks, dark }: { blocks: SermonBlock[]; dark: boolean }) {
  const passage = dark ? 'border-amber-300 bg-slate-900 text-amber-100' : 'border-gold-500 bg-amber-50 text-slate-900';
  const heading = dark ? 'text-amber-200' : 'text-brand-900';
  return (
    <>
      {blocks.map((block, index) => {
        // Blocks never reorder within a screen; the index is a stable key.
        switch (block.type) {
          case 'title':
            return (
              <h1 key={index} className={`font-serif text-[1.6em] leading-tight font-bold ${heading}`}>
                {block.text}
              </h1>
            );
          case 'main-passage':
          case 'passage':
            return (
              <blockquote key={index} data-testid="preach-passage" className={`my-[0.6em] rounded-r-lg border-l-8 px-[0.8em] py-[0.5em] font-serif ${passage}`}>
                <p className="font-semibold">{block.reference}</p>
                {block.text && (
                  <p className="mt-[0.3em] italic">
                    “<PassageText text={block.text} verses={block.verses} />”
                  </p>
                )}
              </blockquote>
            );
          case 'section-heading':
            return (
              <h2 key={index} className={`font-serif text-[1.3em] font-bold ${heading}`} data-testid={`preach-heading-${block.section}`}>
                {block.text}
              </h2>
            );
          case 'point-heading':
            return (
              <h3 key={index} className={`font-serif text-[1.15em] font-bold ${heading}`}>
                <span className="block text-[0.7em] tracking-wide uppercase opacity-80">{block.label}</span>
                {block.text}
              </h3>
            );
          case 'paragraph':
            return (
              <p key={index} className={block.section === 'notes' ? 'rounded-md border border-dashed border-current px-[0.6em] py-[0.3em]' : undefined}>
                {block.text}
              </p>
            );
        }
      })}
    </>
  );
}
