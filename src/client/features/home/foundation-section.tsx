import { useTranslation } from 'react-i18next';
import { ScriptureReferences } from './scripture-references.tsx';
import { SectionHeading } from './section-heading.tsx';

const STEPS = ['repentance', 'baptism', 'holyGhost'] as const;

/** Acts 2:38: repentance, baptism in Jesus' name and the Holy Ghost, in the order Peter preached them. */
export function FoundationSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="foundation-title" className="border-y border-slate-200 bg-white py-16 sm:py-20" data-testid="foundation">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="foundation-title" eyebrow={t('foundation.eyebrow')} title={t('foundation.heading')} intro={t('foundation.intro')} centered />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step} className="relative flex flex-col rounded-2xl border border-slate-200 bg-stone-50 p-6 pt-8" data-testid={`foundation-${step}`}>
              <span aria-hidden="true" className="absolute -top-5 left-6 flex h-10 w-10 items-center justify-center rounded-full bg-gold-400 font-serif text-lg font-bold text-brand-900 shadow">
                {index + 1}
              </span>
              <h3 className="font-serif text-xl font-bold text-brand-900">{t(`foundation.${step}.title`)}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-slate-700">{t(`foundation.${step}.body`)}</p>
              <ScriptureReferences label={t('foundation.referencesLabel')} references={t(`foundation.${step}.refs`)} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
