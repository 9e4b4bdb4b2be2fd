interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  centered?: boolean;
}

export function SectionHeading({ id, eyebrow, title, intro, centered = false }: SectionHeadingProps) {
  return (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-serif text-3xl leading-tight font-bold text-balance text-brand-900 sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-pretty text-slate-700">{intro}</p>
    </div>
  );
}
