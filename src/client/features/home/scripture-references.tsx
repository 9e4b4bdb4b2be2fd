/** The Bible references behind a statement; the book icon labels them visually, the hidden label for screen readers. */
export function ScriptureReferences({ label, references, className = 'mt-4' }: { label: string; references: string; className?: string }) {
  return (
    <p className={`flex items-start gap-2 text-sm ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 6.5C10.5 5 8 4.5 4 4.5v14c4 0 6.5.5 8 2 1.5-1.5 4-2 8-2v-14c-4 0-6.5.5-8 2z" />
        <path d="M12 6.5v14" />
      </svg>
      <span>
        <span className="sr-only">{label}: </span>
        <span className="font-serif font-semibold text-brand-700">{references}</span>
      </span>
    </p>
  );
}
