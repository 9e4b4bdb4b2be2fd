// product §8 "Share": Web Share where the browser has it, else the clipboard, else show the URL.
type ShareOutcome =
  | { kind: 'shared' }
  | { kind: 'copied' }
  | { kind: 'aborted' }
  | { kind: 'denied' }
  | { kind: 'manual'; url: string };

interface ShareTarget {
  url: string;
  title: string;
  text: string;
}

export async function shareLink(target: ShareTarget, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(target);
      return { kind: 'shared' };
    } catch (error) {
      const name = (error as Error)?.name;
      if (name === 'AbortError') return { kind: 'aborted' };
      if (name === 'NotAllowedError') return { kind: 'denied' };
      // Any other failure: fall through to the clipboard.
    }
  }
  try {
    if (!nav.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await nav.clipboard.writeText(target.url);
    return { kind: 'copied' };
  } catch {
    return { kind: 'manual', url: target.url };
  }
}
