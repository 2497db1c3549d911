/**
 * Sign-in and sign-out in the browser (SPEC section 4: either one restarts
 * the realtime connection and resets the client stores). The account forms
 * announce the change; the app's stores, the content client's socket and the
 * header's account button listen, in this tab and, through a
 * BroadcastChannel, in the visitor's other tabs.
 */
export const SESSION_EVENT = 'site:session';
export const SIGNED_IN_COOKIE = 'signed_in';

export type SessionChange = { signedIn: boolean };

const channelName = 'site-session';

/** Marks this tab's own messages: a BroadcastChannel also delivers to the other channels of the same name in the sender's tab. */
const tabId = Math.random().toString(36).slice(2);

type ChannelMessage = SessionChange & { from: string };

export function announceSession(change: SessionChange) {
  window.dispatchEvent(new CustomEvent<SessionChange>(SESSION_EVENT, { detail: change }));
  try {
    const channel = new BroadcastChannel(channelName);
    channel.postMessage({ ...change, from: tabId } satisfies ChannelMessage);
    channel.close();
  } catch {
    // No BroadcastChannel: other tabs learn at their next page.
  }
}

/** Calls `listener` on every sign-in and sign-out, here and in other tabs; returns the unsubscribe. */
export function onSessionChange(listener: (change: SessionChange) => void): () => void {
  const local = (event: Event) => listener((event as CustomEvent<SessionChange>).detail);
  window.addEventListener(SESSION_EVENT, local);
  let channel: BroadcastChannel | null = null;
  try {
    channel = new BroadcastChannel(channelName);
    // This tab's own announcements arrive through the window event above; the channel brings the other tabs'.
    channel.onmessage = ({ data: { from, ...change } }: MessageEvent<ChannelMessage>) => {
      if (from !== tabId) listener(change);
    };
  } catch {
    channel = null;
  }
  return () => {
    window.removeEventListener(SESSION_EVENT, local);
    channel?.close();
  };
}

/** Whether the browser holds a session (the script-readable `signed_in` cookie set beside the HttpOnly token). */
export function hasSessionHint(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.cookie.split(';').some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`)
  );
}
