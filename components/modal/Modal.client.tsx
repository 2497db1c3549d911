'use client';

import { useActorRef, useSelector } from '@xstate/react';
import {
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
  type TouchEvent as ReactTouchEvent,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { MODAL, type ModalCloseReason, type ModalMachineInput, modalMachine, modalPhase } from '@/machines/modal';

export interface ModalApi {
  close(): void;
}

export type ModalContent = ReactNode | ((api: ModalApi) => ReactNode);

/** A centred dialog, or a sheet that fills the screen (a phone's menu). */
export type ModalPresentation = 'dialog' | 'sheet';

export interface ModalProps extends Omit<ModalMachineInput, 'transitionMs'> {
  content: ModalContent;
  presentation?: ModalPresentation;
  /** Position in the stack, 0 = bottom; drives the z-index. */
  stackIndex: number;
  /** Only the topmost dialog reacts to Escape and traps Tab. */
  isTopmost: boolean;
  /** Bumped by the provider for each programmatic close() of this modal. */
  closeRequests: number;
  labelledBy?: string;
  label?: string;
  onOpened?: () => void;
  onClosed: (reason: ModalCloseReason) => void;
  onOpenCancelled: () => void;
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** A drag that starts in a form control is text selection or a slider, not a swipe. */
const NO_SWIPE_START = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/** Slide distance of the enter/exit animation. */
const HIDDEN_OFFSET_PX = 16;

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hidden && !element.closest('[inert]'),
  );
}

function prefersReducedMotion(): boolean {
  // jsdom and some embedded browsers ship without matchMedia.
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Whether the panel, or anything between it and the touch, is scrolled down. */
function scrolledDown(target: EventTarget, panel: HTMLElement): boolean {
  for (let node = target instanceof Element ? target : null; node && panel.contains(node); node = node.parentElement) {
    if (node.scrollTop > 0) return true;
  }
  return panel.scrollTop > 0;
}

interface Drag {
  startY: number;
  startTime: number;
  pointerId: number | null;
  captured: boolean;
}

/**
 * Touch uses touch events because they keep firing while the browser scrolls
 * the panel, whereas pointer events get cancelled unless `touch-action: none`,
 * which would break scrolling long dialogs. Mouse and pen use pointer events.
 */
function useSwipe(
  panelRef: RefObject<HTMLDivElement | null>,
  onEnd: (gesture: { distance: number; height: number; durationMs: number }) => void,
) {
  const dragRef = useRef<Drag | null>(null);
  const [offset, setOffset] = useState<number | null>(null);

  const start = (target: EventTarget, y: number, time: number, pointerId: number | null) => {
    const panel = panelRef.current;
    // Dragging down inside scrolled content means "scroll back up": the panel's, or a list's inside it.
    if (!panel || scrolledDown(target, panel)) return;
    if (target instanceof Element && target.closest(NO_SWIPE_START)) return;
    dragRef.current = { startY: y, startTime: time, pointerId, captured: false };
  };

  const move = (y: number) => {
    const drag = dragRef.current;
    const panel = panelRef.current;
    if (!drag || !panel) return;
    const distance = Math.max(0, y - drag.startY);
    if (distance <= MODAL.swipeDeadZonePx) return;
    // Capturing only past the dead zone keeps taps on buttons inside the panel
    // targeted at the button (capture retargets the click to the panel).
    if (drag.pointerId !== null && !drag.captured) {
      panel.setPointerCapture?.(drag.pointerId);
      drag.captured = true;
    }
    setOffset(distance);
  };

  const end = (y: number, time: number) => {
    const drag = dragRef.current;
    const panel = panelRef.current;
    dragRef.current = null;
    setOffset(null);
    if (!drag || !panel) return;
    onEnd({ distance: y - drag.startY, height: panel.offsetHeight, durationMs: time - drag.startTime });
  };

  const cancel = () => {
    dragRef.current = null;
    setOffset(null);
  };

  const isTouch = (event: ReactPointerEvent) => event.pointerType === 'touch';
  const firstTouchY = (event: ReactTouchEvent) => event.changedTouches[0]?.clientY;

  const handlers = {
    onPointerDown: (event: ReactPointerEvent) => {
      if (isTouch(event) || event.button !== 0) return;
      start(event.target, event.clientY, event.timeStamp, event.pointerId);
    },
    onPointerMove: (event: ReactPointerEvent) => {
      if (!isTouch(event)) move(event.clientY);
    },
    onPointerUp: (event: ReactPointerEvent) => {
      if (!isTouch(event)) end(event.clientY, event.timeStamp);
    },
    onPointerCancel: (event: ReactPointerEvent) => {
      if (!isTouch(event)) cancel();
    },
    onTouchStart: (event: ReactTouchEvent) => {
      const y = firstTouchY(event);
      if (event.touches.length === 1 && y !== undefined) start(event.target, y, event.timeStamp, null);
      else cancel();
    },
    onTouchMove: (event: ReactTouchEvent) => {
      const y = firstTouchY(event);
      if (y !== undefined) move(y);
    },
    onTouchEnd: (event: ReactTouchEvent) => {
      const y = firstTouchY(event);
      if (y !== undefined) end(y, event.timeStamp);
    },
    onTouchCancel: cancel,
  };

  return { offset, handlers };
}

export function Modal({
  content,
  presentation = 'dialog',
  stackIndex,
  isTopmost,
  closeRequests,
  labelledBy,
  label,
  closeOnEscape,
  closeOnOutsideClick,
  beforeOpen,
  beforeClose,
  onOpened,
  onClosed,
  onOpenCancelled,
}: ModalProps) {
  const [transitionMs] = useState(() => (prefersReducedMotion() ? 0 : MODAL.transitionMs));
  const actorRef = useActorRef(modalMachine, {
    input: { closeOnEscape, closeOnOutsideClick, beforeOpen, beforeClose, transitionMs },
  });
  const phase = useSelector(actorRef, modalPhase);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const [entered, setEntered] = useState(false);

  const api = useMemo<ModalApi>(() => ({ close: () => actorRef.send({ type: 'CLOSE' }) }), [actorRef]);

  const handleOpened = useEffectEvent(() => onOpened?.());
  const handleOpenCancelled = useEffectEvent(() => onOpenCancelled());
  const handleClosed = useEffectEvent((reason: ModalCloseReason) => {
    const target = returnFocusRef.current;
    const active = document.activeElement;
    const panel = panelRef.current;
    // Don't steal focus from a dialog stacked above this one.
    const focusIsOurs = !active || active === document.body || (panel?.contains(active) ?? false);
    if (target?.isConnected && focusIsOurs) target.focus();
    onClosed(reason);
  });

  useLayoutEffect(() => {
    // Captured on mount, before the dialog renders anything that could take focus.
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);

  useEffect(() => {
    const subscriptions = [
      actorRef.on('opened', () => handleOpened()),
      actorRef.on('closed', (event) => handleClosed(event.reason)),
      actorRef.on('openCancelled', () => handleOpenCancelled()),
    ];
    actorRef.send({ type: 'OPEN' });
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef]);

  useEffect(() => {
    if (closeRequests > 0) actorRef.send({ type: 'CLOSE' });
  }, [actorRef, closeRequests]);

  useLayoutEffect(() => {
    if (phase !== 'opening' || entered) return;
    const panel = panelRef.current;
    if (!panel) return;
    if (!panel.contains(document.activeElement)) (focusableIn(panel)[0] ?? panel).focus();
    // Forcing layout commits the hidden starting style, so the switch to the
    // visible style below animates instead of snapping.
    panel.getBoundingClientRect();
    setEntered(true);
  }, [phase, entered]);

  const handleDocumentKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const panel = panelRef.current;
    if (!isTopmost || !panel) return;
    if (event.key === 'Escape') {
      // Respect content that handled Escape itself (e.g. an open combobox).
      if (event.defaultPrevented) return;
      event.preventDefault();
      actorRef.send({ type: 'ESCAPE' });
      return;
    }
    if (event.key === 'Tab') trapTab(event, panel);
  });

  useEffect(() => {
    if (phase === 'closed') return;
    const listener = (event: KeyboardEvent) => handleDocumentKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [phase]);

  const swipe = useSwipe(panelRef, (gesture) => actorRef.send({ type: 'SWIPE_END', ...gesture }));

  if (phase === 'closed') return null;

  const visible = phase === 'open' || (phase === 'opening' && entered);
  const dragging = swipe.offset !== null;
  const translateY = swipe.offset ?? (visible ? 0 : HIDDEN_OFFSET_PX);
  const zIndex = MODAL.baseZIndex + MODAL.zIndexStep * stackIndex;
  const transition = dragging ? 'none' : `opacity ${transitionMs}ms ease, transform ${transitionMs}ms ease`;

  const backdropStyle: CSSProperties = {
    position: 'fixed',
    inset: 0,
    zIndex,
    background: 'rgb(0 0 0 / 0.5)',
    opacity: visible ? 1 : 0,
    transition,
  };
  const panelStyle: CSSProperties = {
    position: 'fixed',
    zIndex: zIndex + 1,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    boxSizing: 'border-box',
    background: 'white',
    color: 'black',
    outline: 'none',
    opacity: visible ? 1 : 0,
    transition,
    ...(presentation === 'sheet'
      ? {
          inset: 0,
          width: '100%',
          height: '100dvh',
          transform: `translateY(${translateY}px)`,
        }
      : {
          left: '50%',
          top: '50%',
          width: 'min(32rem, calc(100vw - 2rem))',
          maxHeight: 'calc(100dvh - 2rem)',
          padding: '1.5rem',
          borderRadius: '0.75rem',
          boxShadow: '0 20px 40px rgb(0 0 0 / 0.25)',
          transform: `translate(-50%, calc(-50% + ${translateY}px))`,
        }),
  };

  return (
    <>
      <div
        aria-hidden="true"
        data-modal-backdrop=""
        data-state={phase}
        style={backdropStyle}
        onPointerDown={() => actorRef.send({ type: 'OUTSIDE_CLICK' })}
        // Keeps focus inside the dialog when the backdrop is clicked but the modal stays open.
        onMouseDown={(event) => event.preventDefault()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        data-state={phase}
        data-presentation={presentation}
        tabIndex={-1}
        style={panelStyle}
        {...swipe.handlers}
      >
        {typeof content === 'function' ? content(api) : content}
      </div>
    </>
  );
}

function trapTab(event: KeyboardEvent, panel: HTMLElement) {
  const focusables = focusableIn(panel);
  const first = focusables[0];
  const last = focusables.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const outside = !active || !panel.contains(active);
  if (event.shiftKey && (outside || active === first || active === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
