import { options } from 'preact';

/**
 * Preact runs effects after the next animation frame (or 100 ms later), React in a task right
 * after the commit. Do as React does: an effect — a redirect, a focus, a fetch — then never waits
 * for a frame that a background tab, or a test's paused clock, does not draw.
 */
export function runEffectsAfterCommit(): void {
  const channel = new MessageChannel();
  let queued: Array<() => void> = [];
  channel.port1.onmessage = () => {
    const due = queued;
    queued = [];
    for (const callback of due) callback();
  };
  options.requestAnimationFrame = (callback) => {
    queued.push(callback);
    if (queued.length === 1) channel.port2.postMessage(null);
  };
}
