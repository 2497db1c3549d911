// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceSession, onSessionChange } from './session-events';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('session changes', () => {
  it('tells a listener of this tab once per announcement, not again through the channel', async () => {
    const listener = vi.fn();
    stop = onSessionChange(listener);
    announceSession({ signedIn: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ signedIn: true });
  });

  it("tells it of another tab's sign-out, which arrives over the channel", async () => {
    const listener = vi.fn();
    stop = onSessionChange(listener);
    const otherTab = new BroadcastChannel('site-session');
    otherTab.postMessage({ signedIn: false, from: 'another-tab' });
    otherTab.close();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith({ signedIn: false }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
