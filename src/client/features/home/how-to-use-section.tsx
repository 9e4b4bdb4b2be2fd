import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIENCE_TYPES, LANGUAGE_STYLES } from '#shared/constants.ts';
import { OPEN_BOOK } from '#client/components/ui/line-drawings.tsx';
import { LineIcon } from '#client/components/ui/line-icon.tsx';
import { SectionHeading } from './section-heading.tsx';

/** How each note under the steps looks: the result stands out on the dark brand colour, the Scripture note sits quieter in amber. */
const NOTE_LOOKS = {
  dark: { box: 'rounded-2xl bg-brand-900 p-6 text-white shadow-lg sm:p-8', heading: 'text-2xl text-gold-400', icon: 'h-7 w-7 shrink-0', body: 'text-lg text-indigo-100' },
  amber: { box: 'rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:p-8', heading: 'text-xl text-brand-900', icon: 'h-6 w-6 shrink-0 text-amber-800', body: 'text-slate-800' },
};

// A page with a check mark: the finished sermon.
const FINISHED_PAGE = (
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5z" />
    <path d="M14 3v5h5M9 13l2 2 4-4" />
  </>
);

/** The two notes under the steps: what the pastor gets, and where its Scripture comes from. */
const NOTES = [
  { key: 'result', look: NOTE_LOOKS.dark, drawing: FINISHED_PAGE, testId: 'how-to-use-result' },
  { key: 'scripture', look: NOTE_LOOKS.amber, drawing: OPEN_BOOK, testId: undefined },
] as const;

export function HowToUseSection() {
  const { t } = useTranslation('home');
  return (
    <section id="how-to-use" aria-labelledby="how-to-use-title" className="scroll-mt-4 py-16 sm:py-20" data-testid="how-to-use">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="how-to-use-title" eyebrow={t('howTo.eyebrow')} title={t('howTo.heading')} intro={t('howTo.intro')} />
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {([1, 2, 3] as const).map((step) => (
            <StepCard key={step} number={step} title={t(`howTo.step${step}.title`)} body={t(`howTo.step${step}.body`)}>
              {/* The second step, choosing the congregation and the style, shows the choices. */}
              {step === 2 && (
                <>
                  <ChipList label={t('howTo.step2.audienceLabel')} items={AUDIENCE_TYPES.map((audience) => t(`howTo.audiences.${audience}`))} />
                  <ChipList label={t('howTo.step2.styleLabel')} items={LANGUAGE_STYLES.map((style) => t(`howTo.styles.${style}`))} />
                </>
              )}
            </StepCard>
          ))}
        </ol>
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {NOTES.map(({ key, look, drawing, testId }) => (
            <div key={key} className={look.box} data-testid={testId}>
              <h3 className={`flex items-center gap-3 font-serif font-bold ${look.heading}`}>
                <LineIcon className={look.icon}>{drawing}</LineIcon>
                {t(`howTo.${key}.title`)}
              </h3>
              <p className={`mt-3 leading-relaxed ${look.body}`}>{t(`howTo.${key}.body`)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function StepCard({ number, title, body, children }: { number: number; title: string; body: string; children?: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-serif text-lg font-bold text-white">
        {number}
      </span>
      <h3 className="mt-4 font-serif text-xl font-bold text-brand-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-slate-700">{body}</p>
      {children}
    </li>
  );
}

function ChipList({ label, items }: { label: string; items: string[] }) {
  return (
    <div className="mt-4">
      <p className="text-xs font-semibold tracking-wider text-slate-600 uppercase">{label}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
