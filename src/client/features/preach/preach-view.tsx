import { useEffect, useLayoutEffect, useMemo, useRef, useState, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { useTwinSermon } from '#client/lib/use-twin-sermon.ts';
import type { Sermon } from '#shared/sermon.ts';
import { pairBlocks } from '#shared/twin-pairs.ts';
import { PreachBlocks } from './preach-blocks.tsx';
import { loadProgress, saveProgress } from './preach-progress.ts';
import { matchingSection, preachSections } from './preach-sections.ts';
import { FONT_SIZES, usePreachSettings } from './preach-settings.ts';
import { formatElapsed, timerState } from './preach-timer-state.ts';
import { useElapsed } from './use-elapsed.ts';
import { useWakeLock } from './use-wake-lock.ts';

const TARGETS = [10, 15, 20, 25, 30, 35, 40, 45, 50, 60, 75, 90] as const;
/** A swipe is a mostly sideways move of at least this many pixels. */
const SWIPE_PX = 60;
const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown', 'PageDown', ' ']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp', 'PageUp']);

/**
 * Whether a key belongs to the focused element rather than the page turn: a text field takes every
 * key, the target list its arrows (choosing a length); Page Up/Down and Space, what a clicker
 * sends, still turn there. Buttons and links take none of the clicker's keys: after a tap on the
 * toolbar the focus stays on the button, and the clicker must still turn the page.
 */
function keyBelongsToFocus(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA') return true;
  return target.tagName === 'SELECT' && key.startsWith('Arrow');
}

/** The key that switches the view to the twin's language and back (L for language; no clicker sends it). */
const SWITCH_KEY = 'l';

/** Whether a typed letter belongs to the focused element: a text field, or a list's type-to-choose. */
function letterBelongsToFocus(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** A control that Space would press (on release, in Chromium: the dark-mode button mid-sermon) or open. */
function isPressable(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (['BUTTON', 'A', 'SUMMARY', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'button');
}

/** product §2 Preach: the sermon for the pulpit, section by section or whole, with a timer. */
export function PreachView({ sermon, offline, offlineReady = false }: { sermon: Sermon; offline: boolean; offlineReady?: boolean }) {
  const { t } = useTranslation('preach');
  const localPath = useLocalPath();
  const [settings, update] = usePreachSettings();
  // Where the preacher was before a reload of this tab: the same section (and language), the timer still counting.
  const [progress] = useState(() => loadProgress(sermon.id));
  // The twin in the other language (issue 27), read once and kept on the device like the sermon;
  // when it cannot be had the view preaches in one language and says so quietly.
  const [twinLoad] = useTwinSermon(sermon.twinId, sermon.document.language, { offline: true });
  const twin = twinLoad.status === 'loaded' ? twinLoad.sermon.document : null;
  const [showTwin, setShowTwin] = useState(progress?.twin === true);
  const inTwin = showTwin && twin !== null;
  const shownDocument = inTwin && twin ? twin : sermon.document;
  const otherDocument = twin ? (inTwin ? sermon.document : twin) : null;
  const sections = useMemo(() => preachSections(shownDocument, { includeNotes: settings.showNotes }), [shownDocument, settings.showNotes]);
  const otherSections = useMemo(() => (otherDocument ? preachSections(otherDocument, { includeNotes: settings.showNotes }) : null), [otherDocument, settings.showNotes]);
  const under = useMemo(
    () =>
      settings.twinUnder && otherDocument && otherSections
        ? { language: otherDocument.language, blocks: pairBlocks(sections.flatMap((section) => section.blocks), otherSections.flatMap((section) => section.blocks)) }
        : null,
    [settings.twinUnder, otherDocument, otherSections, sections],
  );
  const [index, setIndex] = useState(progress?.section ?? 0);
  const current = Math.min(index, sections.length - 1);
  const { elapsed, running, toggle, reset, state: stopwatch } = useElapsed(progress);
  const timer = timerState(elapsed, settings.targetMinutes);
  const wakeLock = useWakeLock();
  const dark = settings.theme === 'dark';
  const sectionMode = settings.mode === 'sections';
  const controlsShown = settings.controls === 'shown';
  const touch = useRef<{ x: number; y: number } | null>(null);
  const go = (step: number) => setIndex((at) => Math.max(0, Math.min(sections.length - 1, Math.min(at, sections.length - 1) + step)));

  const { startedAt, banked } = stopwatch;
  useEffect(() => saveProgress(sermon.id, { section: index, startedAt, banked, ...(inTwin ? { twin: true as const } : {}) }), [sermon.id, index, startedAt, banked, inTwin]);

  // The switch keeps the preacher's place: the same screen (section by section), or the same
  // section at the same height on the screen (whole sermon). Focus stays where it was.
  const held = useRef<{ key: string; top: number } | null>(null);
  const [announced, setAnnounced] = useState('');
  const twinMissing = twinLoad.status === 'error';
  const otherLanguage = otherDocument?.language ?? null;
  const switchLanguage = () => {
    if (!otherSections) return;
    if (sectionMode) setIndex((at) => matchingSection(sections, at, otherSections));
    else {
      const articles = [...document.querySelectorAll<HTMLElement>('[data-testid="preach-section"]')];
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const inView = articles.find((article) => article.getBoundingClientRect().bottom > header + 1);
      if (inView) held.current = { key: inView.dataset.section ?? '', top: inView.getBoundingClientRect().top };
    }
    setShowTwin(!inTwin);
    // Said to a screen reader, which hears no change of focus.
    if (otherLanguage) setAnnounced(t(`twin.nowIn_${otherLanguage}`));
  };
  useLayoutEffect(() => {
    const place = held.current;
    held.current = null;
    if (!place) return;
    const from = otherSections ?? sections;
    const key = sections[matchingSection(from, from.findIndex((section) => section.key === place.key), sections)]?.key;
    const article = document.querySelector<HTMLElement>(`[data-testid="preach-section"][data-section="${key}"]`);
    if (article) window.scrollBy({ top: article.getBoundingClientRect().top - place.top, behavior: 'instant' });
  }, [inTwin, sections, otherSections]);
  // The keyboard handler below is set up once per mode; it calls the switch as it now stands.
  const switchRef = useRef(switchLanguage);
  useEffect(() => {
    switchRef.current = switchLanguage;
  });

  // Clicker keys turn the page whatever has the focus (caught before any control sees them), and
  // Space never presses the focused control: it turns the page, or scrolls the whole sermon.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || keyBelongsToFocus(event.target, event.key)) return;
      if (event.key.toLowerCase() === SWITCH_KEY) {
        if (letterBelongsToFocus(event.target)) return;
        event.preventDefault();
        // A held key switches once, not back and forth.
        if (event.repeat) return;
        switchRef.current();
        return;
      }
      if (!sectionMode) {
        // The whole sermon scrolls as usual; only Space on a control needs doing by hand.
        if (event.key === ' ' && isPressable(event.target)) {
          event.preventDefault();
          window.scrollBy({ top: (event.shiftKey ? -0.85 : 0.85) * window.innerHeight });
        }
        return;
      }
      const step = NEXT_KEYS.has(event.key) && !event.shiftKey ? 1 : PREVIOUS_KEYS.has(event.key) || (event.key === ' ' && event.shiftKey) ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      setIndex((at) => Math.max(0, Math.min(sections.length - 1, Math.min(at, sections.length - 1) + step)));
    };
    // A button is pressed when Space is released: hold that back as well.
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ' && isPressable(event.target)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    window.addEventListener('keyup', onKeyUp, { capture: true });
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      window.removeEventListener('keyup', onKeyUp, { capture: true });
    };
  }, [sectionMode, sections.length]);

  const onTouchStart = (event: TouchEvent) => {
    const point = event.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const point = event.changedTouches[0];
    touch.current = null;
    if (!sectionMode || !start || !point) return;
    const dx = point.clientX - start.x;
    const dy = point.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy) * 1.5) go(dx < 0 ? 1 : -1);
  };

  const surface = dark ? 'bg-slate-950 text-slate-100' : 'bg-white text-slate-900';
  const bar = dark ? 'border-slate-700 bg-slate-900' : 'border-slate-200 bg-slate-50';
  const button = `inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 py-1.5 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${dark ? 'border-slate-500 bg-slate-800 text-slate-100 hover:bg-slate-700 focus-visible:outline-amber-300' : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100 focus-visible:outline-brand-600'}`;
  const timerColour =
    timer === 'over' ? 'bg-red-700 text-white' : timer === 'near' ? 'bg-amber-300 text-slate-950' : dark ? 'bg-slate-800 text-slate-100' : 'bg-slate-200 text-slate-900';
  const shown = sectionMode ? [sections[current]!] : sections;

  return (
    <div className={`flex min-h-dvh flex-col ${surface}`} data-testid="preach-view" data-theme={settings.theme} data-offline-ready={offlineReady} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <PageMeta title={`${t('title')}: ${shownDocument.title}`} />
      <header className={`sticky top-0 z-10 border-b px-3 py-1.5 ${bar}`}>
        {/* One slim row always: the fold button, the timer and the way out. The rest folds away on a phone,
            where the whole bar took a fifth of the screen; the choice is remembered. */}
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={button}
            aria-expanded={controlsShown}
            aria-controls="preach-controls"
            onClick={() => update({ controls: controlsShown ? 'hidden' : 'shown' })}
            data-testid="preach-controls-toggle"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className={`mr-1 size-4 transition-transform motion-reduce:transition-none ${controlsShown ? 'rotate-180' : ''}`} fill="currentColor">
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
            {t('controls')}
          </button>
          <span
            role="timer"
            aria-label={t('timer.elapsed')}
            data-testid="preach-timer"
            data-state={timer}
            className={`rounded-md text-center font-mono font-bold tabular-nums ${controlsShown ? 'min-w-20 px-3 py-1.5 text-xl' : 'min-w-16 px-2 py-1 text-base'} ${timerColour}`}
          >
            {formatElapsed(elapsed)}
          </span>
          {(timer === 'near' || timer === 'over') && (
            <span className="text-sm font-semibold" data-testid="preach-timer-note">
              {timer === 'over' ? t('timer.over') : t('timer.near')}
            </span>
          )}
          {otherLanguage && (
            // Always in view, folded or not: the preacher switches mid-sermon. The same button in both
            // languages, so its focus stays put.
            <button type="button" className={`${button} ml-auto`} aria-keyshortcuts="L" onClick={switchLanguage} data-testid="preach-switch-language">
              {t(`twin.switch_${otherLanguage}`)}
            </button>
          )}
          <Link to={`${localPath('sermon-display')}?id=${encodeURIComponent(sermon.id)}`} className={`${button} ${otherLanguage ? '' : 'ml-auto'}`} data-testid="preach-exit">
            {t('exit')}
          </Link>
        </div>
        <div id="preach-controls" hidden={!controlsShown} className="mt-1.5 flex flex-wrap items-center gap-2" data-testid="preach-controls">
          <div role="group" aria-label={t('timer.label')} className="flex flex-wrap items-center gap-2">
            <button type="button" className={button} onClick={toggle} data-testid="preach-timer-toggle">
              {running ? t('timer.pause') : t('timer.resume')}
            </button>
            <button type="button" className={button} onClick={reset} data-testid="preach-timer-reset">
              {t('timer.reset')}
            </button>
            <label className="flex items-center gap-1 text-sm font-medium">
              {t('timer.target')}
              <select
                value={settings.targetMinutes ?? ''}
                onChange={(event) => update({ targetMinutes: event.target.value ? Number(event.target.value) : null })}
                className={`min-h-11 rounded-md border px-2 ${dark ? 'border-slate-500 bg-slate-800 text-slate-100' : 'border-slate-300 bg-white text-slate-900'}`}
                data-testid="preach-target"
              >
                <option value="">{t('timer.noTarget')}</option>
                {TARGETS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t('timer.minutes', { count: minutes })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div role="group" aria-label={t('display.label')} className="flex flex-wrap items-center gap-2">
            <button type="button" className={button} aria-label={t('display.smaller')} disabled={settings.fontStep === 0} onClick={() => update({ fontStep: settings.fontStep - 1 })} data-testid="preach-smaller">
              A−
            </button>
            <button
              type="button"
              className={button}
              aria-label={t('display.larger')}
              disabled={settings.fontStep === FONT_SIZES.length - 1}
              onClick={() => update({ fontStep: settings.fontStep + 1 })}
              data-testid="preach-larger"
            >
              A+
            </button>
            <button type="button" className={button} aria-pressed={dark} onClick={() => update({ theme: dark ? 'light' : 'dark' })} data-testid="preach-dark">
              {t('display.dark')}
            </button>
            <button type="button" className={button} aria-pressed={settings.showNotes} onClick={() => update({ showNotes: !settings.showNotes })} data-testid="preach-notes">
              {t('display.notes')}
            </button>
            <button type="button" className={button} aria-pressed={!sectionMode} onClick={() => update({ mode: sectionMode ? 'scroll' : 'sections' })} data-testid="preach-mode">
              {t('display.whole')}
            </button>
            {otherLanguage && (
              <button type="button" className={button} aria-pressed={settings.twinUnder} onClick={() => update({ twinUnder: !settings.twinUnder })} data-testid="preach-twin-under">
                {t(`twin.under_${otherLanguage}`)}
              </button>
            )}
          </div>
          <p className={`w-full text-sm ${dark ? 'text-slate-300' : 'text-slate-700'}`} data-testid="preach-keys">
            <span className="font-semibold">{t('keys.label')}:</span> {t('keys.turn')}
            {otherLanguage && <> · {t('keys.switch')}</>}
          </p>
        </div>
      </header>

      {(offline || wakeLock === 'unsupported' || twinMissing) && (
        <p className={`px-4 pt-2 text-sm ${dark ? 'text-slate-300' : 'text-slate-700'}`} data-testid="preach-notices">
          {offline && <span data-testid="preach-offline">{t('notice.offline')} </span>}
          {twinMissing && <span data-testid="preach-twin-missing">{t(`twin.missing_${sermon.document.language === 'en' ? 'es' : 'en'}`)} </span>}
          {wakeLock === 'unsupported' && <span data-testid="preach-no-wake-lock">{t('notice.noWakeLock')}</span>}
        </p>
      )}

      {/* Long words break rather than widen the page: at the largest size on a phone, "Arrepentimiento:"
          pushed it to 429 px and Next off the screen. The sermon's language picks the hyphenation. */}
      <main
        lang={shownDocument.language}
        className="mx-auto w-full max-w-5xl min-w-0 flex-1 px-4 py-6 break-words hyphens-auto sm:px-8"
        style={{ fontSize: `${FONT_SIZES[settings.fontStep]}rem` }} data-testid="preach-content" data-font-step={settings.fontStep}>
        {shown.map((section) => (
          <article key={section.key} data-testid="preach-section" data-section={section.key} className="space-y-[0.6em] leading-snug [&+&]:mt-[1.5em]">
            <PreachBlocks blocks={section.blocks} dark={dark} under={under} />
          </article>
        ))}
      </main>

      <p role="status" className="sr-only" data-testid="preach-language-status">
        {announced}
      </p>

      {sectionMode && (
        <nav aria-label={t('nav.label')} className={`sticky bottom-0 flex items-center justify-between gap-2 border-t px-3 py-2 ${bar}`}>
          <button type="button" className={button} disabled={current === 0} onClick={() => go(-1)} data-testid="preach-previous">
            {t('nav.previous')}
          </button>
          <p role="status" className="text-base font-medium" data-testid="preach-position">
            {t('nav.position', { current: current + 1, total: sections.length })}
          </p>
          <button type="button" className={button} disabled={current === sections.length - 1} onClick={() => go(1)} data-testid="preach-next">
            {t('nav.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
