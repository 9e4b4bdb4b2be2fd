import { useEffect, useId, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Toast, ToastViewport } from '#client/components/ui/toast.tsx';

export type ShareFeedbackState = { id: number; kind: 'shared' | 'copied' | 'denied' } | { id: number; kind: 'manual'; url: string };

/** The toast that reports how a share ended (product §8). */
export function ShareFeedback({ feedback, ref, onClose }: { feedback: ShareFeedbackState | null; ref?: Ref<HTMLDivElement>; onClose: () => void }) {
  const { t } = useTranslation('home');
  if (!feedback) return null;
  return (
    <ToastViewport>
      {/* The key re-mounts the toast, so a new share is announced even with the same text. */}
      {feedback.kind === 'manual' ? (
        <Toast key={feedback.id} ref={ref} variant="info" testId="share-toast">
          <ManualCopy url={feedback.url} label={t('share.manualLabel')} />
          <Button onClick={onClose} className="mt-2 rounded-md border border-brand-600 px-3 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100" testId="share-manual-close">
            {t('share.close')}
          </Button>
        </Toast>
      ) : (
        <Toast key={feedback.id} ref={ref} variant={feedback.kind === 'denied' ? 'warning' : 'success'} testId="share-toast">
          <p>{t(`share.${feedback.kind}`)}</p>
        </Toast>
      )}
    </ToastViewport>
  );
}

function ManualCopy({ url, label }: { url: string; label: string }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // Neither the share sheet nor the clipboard worked: select the link so one copy shortcut is enough.
  useEffect(() => {
    inputRef.current?.focus({ preventScroll: true });
    inputRef.current?.select();
  }, []);

  return (
    <>
      <label htmlFor={inputId} className="block">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        onClick={(event) => event.currentTarget.select()}
        className="mt-2 w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 font-mono text-xs text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        data-testid="share-manual-url"
      />
    </>
  );
}
