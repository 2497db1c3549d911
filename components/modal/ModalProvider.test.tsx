// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MODAL } from '@/machines/modal';
import { type ModalContent, type ModalOptions, ModalProvider, useModal } from './ModalProvider.client';

beforeAll(async () => {
  // Without Vitest globals, Testing Library cannot flag the act() environment itself.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

beforeAll(async () => {
  // The provider loads the dialog on its first open (React.lazy). Open one once, with real
  // timers, so each test below starts with it loaded, as a browser that has opened one before.
  render(
    <ModalProvider>
      <Opener name="warm up" content={<Dialog title="warm" />} />
    </ModalProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'warm up' }));
  await screen.findByRole('dialog');
  cleanup();
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets the before-handler promise settle without moving the clock. */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(0));
}

/** Flushes the before-handler promise and the opening/closing delay. */
async function finishTransition() {
  await act(() => vi.advanceTimersByTimeAsync(MODAL.transitionMs));
}

function Opener({ content, options, name }: { content: ModalContent; options?: ModalOptions; name: string }) {
  const modal = useModal();
  return (
    <button type="button" onClick={() => modal.open(content, options)}>
      {name}
    </button>
  );
}

function Dialog({ title, close }: { title: string; close?: () => void }) {
  return (
    <>
      <h2 id={`${title}-title`}>{title}</h2>
      <button type="button">first {title}</button>
      <button type="button" onClick={close}>
        last {title}
      </button>
    </>
  );
}

/** A quick 60 px drag down with the mouse, starting on `element`. */
function dragDown(element: Element) {
  fireEvent.pointerDown(element, { pointerType: 'mouse', button: 0, clientY: 100, pointerId: 1 });
  fireEvent.pointerMove(element, { pointerType: 'mouse', clientY: 160, pointerId: 1 });
  fireEvent.pointerUp(element, { pointerType: 'mouse', clientY: 160, pointerId: 1 });
}

async function openWith(options: ModalOptions = {}, content: ModalContent = <Dialog title="one" />) {
  render(
    <ModalProvider>
      <Opener name="open" content={content} options={{ labelledBy: 'one-title', ...options }} />
    </ModalProvider>,
  );
  const trigger = screen.getByRole('button', { name: 'open' });
  trigger.focus();
  fireEvent.click(trigger);
  await finishTransition();
  return trigger;
}

const dialogs = () => document.querySelectorAll('[role="dialog"]');
const backdrops = () => Array.from(document.querySelectorAll<HTMLElement>('[data-modal-backdrop]'));
const pressKey = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });

describe('ModalProvider', () => {
  it('shows a centred dialog by default, and a sheet that fills the screen when asked (the phone menu)', async () => {
    await openWith();
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('data-presentation')).toBe('dialog');
    expect(dialog.style.left).toBe('50%');
    expect(dialog.style.borderRadius).not.toBe('');
    cleanup();

    await openWith({ presentation: 'sheet' });
    const sheet = screen.getByRole('dialog');
    expect(sheet.getAttribute('data-presentation')).toBe('sheet');
    expect(sheet.style.width).toBe('100%');
    expect(sheet.style.height).toBe('100dvh');
    expect(sheet.style.borderRadius).toBe('');
    expect(sheet.style.transform).toBe('translateY(0px)');
  });

  it('opens an accessible dialog, traps focus, closes on Escape and returns focus', async () => {
    const onOpened = vi.fn();
    const onClosed = vi.fn();
    const trigger = await openWith({ onOpened, onClosed });

    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-labelledby')).toBe('one-title');
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(dialog.parentElement).toBe(document.body);
    expect(onOpened).toHaveBeenCalledTimes(1);

    const first = screen.getByRole('button', { name: 'first one' });
    const last = screen.getByRole('button', { name: 'last one' });
    expect(document.activeElement).toBe(first);
    last.focus();
    pressKey('Tab');
    expect(document.activeElement).toBe(first);
    pressKey('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(last);

    pressKey('Escape');
    await settle();
    expect(dialog.getAttribute('data-state')).toBe('closing');
    await finishTransition();

    expect(dialogs()).toHaveLength(0);
    expect(document.activeElement).toBe(trigger);
    expect(onClosed).toHaveBeenCalledWith('escape');
  });

  it('renders nothing until mounted on the client', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <ModalProvider>
        <p>page</p>
      </ModalProvider>,
    );
    expect(html).toBe('<p>page</p>');
  });

  it('hydrates the page under it in one pass: no second render once on the client', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const commits: string[] = [];
    const page = (
      <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
        <ModalProvider>
          <p>page</p>
        </ModalProvider>
      </Profiler>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page));
    expect(container.innerHTML).toBe('<p>page</p>');
    // A provider that re-renders after hydration (to learn it is on the client) commits an 'update' here.
    expect(commits).toEqual(['mount']);
    act(() => root.unmount());
    container.remove();
  });

  it('closes on a pointerdown outside the dialog', async () => {
    await openWith();
    fireEvent.pointerDown(backdrops()[0]!);
    await finishTransition();
    expect(dialogs()).toHaveLength(0);
  });

  it('stays open on outside click when closeOnOutsideClick is false', async () => {
    await openWith({ closeOnOutsideClick: false });
    fireEvent.pointerDown(backdrops()[0]!);
    await finishTransition();
    expect(dialogs()).toHaveLength(1);
  });

  it('stays open on Escape when closeOnEscape is false', async () => {
    await openWith({ closeOnEscape: false });
    pressKey('Escape');
    await finishTransition();
    expect(screen.getByRole('dialog').getAttribute('data-state')).toBe('open');
  });

  it('closes through the api handed to render-function content', async () => {
    await openWith({}, ({ close }) => <Dialog title="one" close={close} />);
    fireEvent.click(screen.getByRole('button', { name: 'last one' }));
    await finishTransition();
    expect(dialogs()).toHaveLength(0);
  });

  it('closes on a quick downward swipe of the panel', async () => {
    await openWith();
    const dialog = screen.getByRole('dialog');
    dragDown(dialog);
    await finishTransition();
    expect(dialogs()).toHaveLength(0);
  });

  it('takes a downward drag inside a scrolled list for a scroll back up, not a swipe', async () => {
    await openWith(
      {},
      <ul data-testid="long-list">
        <li>Rome</li>
      </ul>,
    );
    const list = screen.getByTestId('long-list');
    // jsdom does no layout: the list says it is scrolled down, as a browser would after a scroll.
    Object.defineProperty(list, 'scrollTop', { value: 120, configurable: true });
    const item = screen.getByText('Rome');
    dragDown(item);
    await finishTransition();
    expect(dialogs()).toHaveLength(1);
    // Scrolled back to its top, the same drag closes.
    Object.defineProperty(list, 'scrollTop', { value: 0, configurable: true });
    dragDown(item);
    await finishTransition();
    expect(dialogs()).toHaveLength(0);
  });

  it('keeps the dialog open when beforeClose vetoes', async () => {
    const beforeClose = vi.fn(() => Promise.resolve(false));
    await openWith({ beforeClose });
    pressKey('Escape');
    await finishTransition();
    expect(beforeClose).toHaveBeenCalledWith('escape');
    expect(screen.getByRole('dialog').getAttribute('data-state')).toBe('open');
  });

  it('never shows a dialog whose beforeOpen vetoes', async () => {
    const onOpened = vi.fn();
    await openWith({ beforeOpen: () => false, onOpened });
    expect(dialogs()).toHaveLength(0);
    expect(onOpened).not.toHaveBeenCalled();
  });

  it('stacks modals by 2 z-index steps and Escape closes only the top one', async () => {
    function Stack() {
      const modal = useModal();
      const second = () => modal.open(<Dialog title="two" />, { labelledBy: 'two-title' });
      return (
        <button type="button" onClick={() => modal.open(<button onClick={second}>open two</button>, { label: 'one' })}>
          open
        </button>
      );
    }
    render(
      <ModalProvider>
        <Stack />
      </ModalProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await finishTransition();
    const openTwo = screen.getByRole('button', { name: 'open two' });
    expect(document.activeElement).toBe(openTwo);
    fireEvent.click(openTwo);
    await finishTransition();

    expect(backdrops().map((backdrop) => backdrop.style.zIndex)).toEqual(['1000', '1002']);
    expect(Array.from(dialogs()).map((dialog) => (dialog as HTMLElement).style.zIndex)).toEqual(['1001', '1003']);

    pressKey('Escape');
    await finishTransition();
    expect(dialogs()).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'one' })).toBeVisible();
    expect(document.activeElement).toBe(openTwo);
  });

  it('closes programmatically through the handle returned by open()', async () => {
    let close = () => {};
    function HandleOpener() {
      const modal = useModal();
      return (
        <button type="button" onClick={() => ({ close } = modal.open(<Dialog title="one" />, { label: 'one' }))}>
          open
        </button>
      );
    }
    render(
      <ModalProvider>
        <HandleOpener />
      </ModalProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await finishTransition();
    expect(dialogs()).toHaveLength(1);
    act(() => close());
    await finishTransition();
    expect(dialogs()).toHaveLength(0);
  });

  it('survives the double effects of StrictMode', async () => {
    const onOpened = vi.fn();
    const onClosed = vi.fn();
    render(
      <StrictMode>
        <ModalProvider>
          <Opener name="open" content={<Dialog title="one" />} options={{ label: 'one', onOpened, onClosed }} />
        </ModalProvider>
      </StrictMode>,
    );
    const trigger = screen.getByRole('button', { name: 'open' });
    trigger.focus();
    fireEvent.click(trigger);
    await finishTransition();
    expect(screen.getByRole('dialog').getAttribute('data-state')).toBe('open');
    expect(onOpened).toHaveBeenCalledTimes(1);

    pressKey('Escape');
    await finishTransition();
    expect(dialogs()).toHaveLength(0);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(trigger);
  });
});
