import { useId } from 'react';

/** A checkbox with its label beside it, large enough to tap (the sermon page's "Include my notes", "Both languages"). */
export function CheckboxField({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (checked: boolean) => void; testId: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" data-testid={testId} className="size-5 accent-brand-700" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id} className="text-slate-800">
        {label}
      </label>
    </div>
  );
}
