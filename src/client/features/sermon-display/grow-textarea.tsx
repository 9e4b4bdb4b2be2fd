import { type TextareaHTMLAttributes, useLayoutEffect, useRef } from 'react';
import { inputClass } from '#client/components/ui/form-styles.ts';

/** A text area as tall as its text (product §2 Sermon display: text areas grow with their content). */
export function GrowTextarea({ value, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + 2}px`;
  }, [value]);
  return <textarea ref={ref} rows={3} value={value} className={`${inputClass} resize-y overflow-hidden leading-relaxed`} {...props} />;
}
