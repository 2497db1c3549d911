'use client';

import {
  type ReactNode,
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import type { ModalCloseReason, ModalMachineInput } from '@/machines/modal';
import type { ModalContent, ModalPresentation } from './Modal.client';

// The dialog and its state machine load on the first open, not with every page.
const Modal = lazy(() => import('./Modal.client').then((module) => ({ default: module.Modal })));

export type { ModalApi, ModalContent, ModalPresentation } from './Modal.client';
export type { ModalCloseReason } from '@/machines/modal';

export interface ModalOptions extends Omit<ModalMachineInput, 'transitionMs'> {
  /** Id of a visible heading inside the content; preferred over `label`. */
  labelledBy?: string;
  /** Accessible name when the content has no heading; pass a translated string. */
  label?: string;
  /** 'sheet' fills the screen (the phone menu); a centred dialog by default. */
  presentation?: ModalPresentation;
  onOpened?: () => void;
  onClosed?: (reason: ModalCloseReason) => void;
}

export interface ModalHandle {
  id: string;
  close(): void;
}

export interface ModalController {
  open(content: ModalContent, options?: ModalOptions): ModalHandle;
}

interface ModalDescriptor {
  id: string;
  content: ModalContent;
  options: ModalOptions;
  /** A counter rather than a flag so a close() after a vetoed close still reaches the machine. */
  closeRequests: number;
}

const ModalContext = createContext<ModalController | null>(null);

export function ModalProvider({ children }: { children: ReactNode }) {
  const [modals, setModals] = useState<readonly ModalDescriptor[]>([]);
  const idPrefix = useId();
  const nextId = useRef(0);

  const remove = useCallback((id: string) => {
    setModals((list) => list.filter((modal) => modal.id !== id));
  }, []);

  const open = useCallback<ModalController['open']>(
    (content, options = {}) => {
      nextId.current += 1;
      const id = `${idPrefix}modal-${nextId.current}`;
      setModals((list) => [...list, { id, content, options, closeRequests: 0 }]);
      return {
        id,
        close: () =>
          setModals((list) =>
            list.map((modal) => (modal.id === id ? { ...modal, closeRequests: modal.closeRequests + 1 } : modal)),
          ),
      };
    },
    [idPrefix],
  );

  const controller = useMemo<ModalController>(() => ({ open }), [open]);
  const topIndex = modals.length - 1;

  return (
    <ModalContext value={controller}>
      {children}
      {/* Dialogs open from the visitor's actions, so only on the client, where document.body exists. */}
      {modals.length > 0 &&
        createPortal(
          <Suspense fallback={null}>
            {modals.map(({ id, content, options, closeRequests }, index) => (
              <Modal
                key={id}
                content={content}
                stackIndex={index}
                isTopmost={index === topIndex}
                closeRequests={closeRequests}
                labelledBy={options.labelledBy}
                label={options.label}
                presentation={options.presentation}
                closeOnEscape={options.closeOnEscape}
                closeOnOutsideClick={options.closeOnOutsideClick}
                beforeOpen={options.beforeOpen}
                beforeClose={options.beforeClose}
                onOpened={options.onOpened}
                onClosed={(reason) => {
                  remove(id);
                  options.onClosed?.(reason);
                }}
                onOpenCancelled={() => remove(id)}
              />
            ))}
          </Suspense>,
          document.body,
        )}
    </ModalContext>
  );
}

export function useModal(): ModalController {
  const controller = useContext(ModalContext);
  if (!controller) throw new Error('useModal() must be used inside <ModalProvider>.');
  return controller;
}
