import { useTranslation } from 'react-i18next';
import { ScriptureReferences } from './scripture-references.tsx';
import { SectionHeading } from './section-heading.tsx';

const BELIEFS = ['oneGod', 'word', 'newBirth', 'holiness', 'return'] as const;

export function BeliefsSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="beliefs-title" className="pt-16 sm:pt-20" data-testid="beliefs">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="lg:sticky lg:top-8 lg:self-start">
          <SectionHeading id="beliefs-title" eyebrow={t('beliefs.eyebrow')} title={t('beliefs.heading')} intro={t('beliefs.intro')} />
        </div>
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {BELIEFS.map((belief) => (
            <li key={belief} className="flex gap-4 p-6" data-testid={`belief-${belief}`}>
              <span aria-hidden="true" className="mt-1.5 h-3 w-3 shrink-0 rotate-45 bg-gold-500" />
              <div>
                <h3 className="font-serif text-lg font-bold text-brand-900">{t(`beliefs.${belief}.title`)}</h3>
                <p className="mt-1 leading-relaxed text-slate-700">{t(`beliefs.${belief}.body`)}</p>
                <ScriptureReferences label={t('beliefs.referencesLabel')} references={t(`beliefs.${belief}.refs`)} className="mt-3" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
