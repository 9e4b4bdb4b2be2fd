import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '#client/components/ui/form-styles.ts';
import { UndoNotice } from '#client/components/ui/undo-notice.tsx';
import { SERMON_LIMITS } from '#shared/sermon-limits.ts';
import type { SermonDocument, SermonPoint } from '#shared/sermon-document.ts';
import { addPoint, type DocumentUpdate, insertPoint, movePoint, removePoint, reorder, setFields, setPoint } from './document-updates.ts';
import { GrowTextarea } from './grow-textarea.tsx';
import { PassageField } from './passage-field.tsx';

type ProseField = 'introduction' | 'illustrations' | 'conclusion' | 'notes';

const smallButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

function TextField({ label, value, onChange, testId, hint }: { label: string; value: string; onChange: (value: string) => void; testId: string; hint?: string }) {
  const id = useId();
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <GrowTextarea id={id} data-testid={testId} value={value} maxLength={SERMON_LIMITS.section} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

let nextKey = 0;
const newKey = () => `point-${++nextKey}`;

/**
 * Every section of the sermon, editable in place (product §2 Sermon display). Points are added,
 * removed and moved with buttons (keyboard and touch alike); focus follows the moved point. A
 * removal happens at once and can be undone (the point goes back where it was, words and all).
 * Every change goes out as an update of the document as it is when it lands (document-updates.ts),
 * never as a copy of this render's document: a passage looked up while the pastor types elsewhere
 * must not bring back the words as they were when the lookup started (issue 26).
 */
export function SermonEditor({ document, onChange }: { document: SermonDocument; onChange: (update: DocumentUpdate) => void }) {
  const { t } = useTranslation('display');
  const titleId = useId();
  // Stable keys so a moved point keeps its fields (and what is typed in its reference field).
  const [keys, setKeys] = useState(() => document.points.map(newKey));
  const pointKeys = keys.length === document.points.length ? keys : document.points.map((_, index) => keys[index] ?? newKey());
  // The keys as they are now, for an answer that lands after a point was moved or removed.
  const keysNow = useRef(pointKeys);
  useEffect(() => {
    keysNow.current = pointKeys;
  });
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The last point removed, to put back; any other change to the list of points forgets it.
  const [removed, setRemoved] = useState<{ index: number; point: SermonPoint } | null>(null);
  const { points } = document;
  const { min, max } = SERMON_LIMITS.points;

  const changeKeys = (next: string[]) => {
    keysNow.current = next;
    setKeys(next);
  };
  const set = (patch: Partial<Omit<SermonDocument, 'points'>>) => onChange(setFields(patch));
  // By key, not by place: the point is found where it is when the change lands (gone: nothing changes).
  const setPointOf = (key: string, patch: Partial<SermonPoint>) => onChange((current) => setPoint(keysNow.current.indexOf(key), patch)(current));
  const focusLater = (selector: string) => requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(selector)?.focus());

  function move(index: number, to: number) {
    setRemoved(null);
    changeKeys(reorder(pointKeys, index, to));
    onChange(movePoint(index, to));
    // Focus stays on the same button of the moved point, or its other move button at an end.
    const direction = to < index ? 'up' : 'down';
    const atEnd = (direction === 'up' && to === 0) || (direction === 'down' && to === points.length - 1);
    focusLater(`[data-point="${to}"][data-move="${atEnd ? (direction === 'up' ? 'down' : 'up') : direction}"]`);
  }

  function remove(index: number) {
    changeKeys(pointKeys.filter((_, i) => i !== index));
    onChange(removePoint(index));
    // Focus goes to the notice's Undo (the button pressed is gone with its point).
    setRemoved({ index, point: points[index]! });
  }

  function undoRemove() {
    if (!removed) return;
    const at = Math.min(removed.index, points.length);
    changeKeys([...pointKeys.slice(0, at), newKey(), ...pointKeys.slice(at)]);
    onChange(insertPoint(at, removed.point));
    setRemoved(null);
    focusLater(`[data-point="${at}"][data-field="heading"]`);
  }

  function add() {
    setRemoved(null);
    changeKeys([...pointKeys, newKey()]);
    onChange(addPoint());
    focusLater(`[data-point="${points.length}"][data-field="heading"]`);
  }

  const prose = (field: ProseField, hint?: string) => <TextField label={t(`editor.fields.${field}`)} value={document[field]} onChange={(value) => set({ [field]: value })} testId={`edit-${field}`} hint={hint} />;

  return (
    <div data-testid="sermon-editor" className="space-y-6">
      <div className="space-y-2">
        <label htmlFor={titleId} className="block font-semibold text-slate-800">
          {t('editor.fields.title')}
        </label>
        <input id={titleId} data-testid="edit-title" className={`${inputClass} font-serif text-xl font-bold`} value={document.title} maxLength={SERMON_LIMITS.title} onChange={(event) => set({ title: event.target.value })} />
      </div>
      <PassageField label={t('editor.fields.mainPassage')} passage={document.mainPassage} language={document.language} optional={false} testId="edit-main-passage" onChange={(passage) => passage && set({ mainPassage: passage })} />
      {prose('introduction')}

      <fieldset className="space-y-4">
        <legend className="font-serif text-xl font-bold text-brand-900">{t('editor.fields.points')}</legend>
        <ol ref={list} className="space-y-4">
          {points.map((point, index) => {
            const label = t('editor.point.label', { number: index + 1 });
            const key = pointKeys[index]!;
            return (
              <li key={key} data-testid="edit-point" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                <h2 className="text-sm font-bold tracking-wide text-brand-700 uppercase">{label}</h2>
                <div className="space-y-2">
                  <label htmlFor={`${titleId}-p${key}`} className="block font-semibold text-slate-800">
                    {t('editor.point.heading', { number: index + 1 })}
                  </label>
                  <input
                    id={`${titleId}-p${key}`}
                    data-testid="edit-point-heading"
                    data-point={index}
                    data-field="heading"
                    className={inputClass}
                    value={point.heading}
                    maxLength={SERMON_LIMITS.section}
                    onChange={(event) => setPointOf(key, { heading: event.target.value })}
                  />
                </div>
                <PassageField label={t('editor.point.passage', { number: index + 1 })} passage={point.passage} language={document.language} optional testId="edit-point-passage" onChange={(passage) => setPointOf(key, { passage })} />
                <TextField label={t('editor.point.explanation', { number: index + 1 })} value={point.explanation} onChange={(explanation) => setPointOf(key, { explanation })} testId="edit-point-explanation" />
                <TextField label={t('editor.point.application', { number: index + 1 })} value={point.application} onChange={(application) => setPointOf(key, { application })} testId="edit-point-application" />
                <div role="group" aria-label={t('editor.point.actions', { number: index + 1 })} className="flex flex-wrap gap-2">
                  <button type="button" className={smallButton} data-point={index} data-move="up" data-testid="point-up" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={t('editor.point.moveUp', { number: index + 1 })}>
                    ↑ <span aria-hidden="true">&nbsp;{t('editor.point.up')}</span>
                  </button>
                  <button type="button" className={smallButton} data-point={index} data-move="down" data-testid="point-down" disabled={index === points.length - 1} onClick={() => move(index, index + 1)} aria-label={t('editor.point.moveDown', { number: index + 1 })}>
                    ↓ <span aria-hidden="true">&nbsp;{t('editor.point.down')}</span>
                  </button>
                  <button type="button" className={`${smallButton} text-red-800`} data-testid="point-remove" disabled={points.length <= min} onClick={() => remove(index)} aria-label={t('editor.point.remove', { number: index + 1 })}>
                    {t('editor.point.removeShort')}
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        {removed && (
          <UndoNotice
            message={removed.point.heading.trim() ? t('editor.point.removed', { number: removed.index + 1, heading: removed.point.heading.trim() }) : t('editor.point.removedUntitled', { number: removed.index + 1 })}
            undo={{ label: t('actions.undo'), onChoose: undoRemove }}
            dismiss={{
              label: t('actions.dismiss'),
              onChoose: () => {
                setRemoved(null);
                requestAnimationFrame(() => addButton.current?.focus());
              },
            }}
            focus
            testId="point-removed"
          />
        )}
        <button ref={addButton} type="button" className={smallButton} data-testid="point-add" disabled={points.length >= max} onClick={add}>
          {t('editor.point.add')}
        </button>
        {points.length >= max && <p className="text-sm text-slate-600">{t('editor.point.maxReached', { max })}</p>}
      </fieldset>

      {prose('illustrations')}
      {prose('conclusion')}
      {prose('notes', t('editor.notesHint'))}
    </div>
  );
}
