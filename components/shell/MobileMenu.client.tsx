'use client';

import { useId, useRef, useState } from 'react';
import { useModal } from '@/components/modal/ModalProvider.client';
import type { MobileMenuProps } from './MobileMenuSheet.client';

/**
 * The header's menu button on phones (below `md`): opens the navigation as a
 * full-screen sheet through the modal system (focus trap, Escape, swipe down
 * to close). The sheet's code loads on the first press, not with the page.
 */
export function MobileMenuButton({ openLabel, ...menu }: MobileMenuProps & { openLabel: string }) {
  const modal = useModal();
  const sheetId = useId();
  const [expanded, setExpanded] = useState(false);
  const opening = useRef(false);

  async function open() {
    if (opening.current || expanded) return;
    opening.current = true;
    try {
      const { MobileMenuSheet } = await import('./MobileMenuSheet.client');
      const titleId = `${sheetId}-title`;
      modal.open(({ close }) => <MobileMenuSheet {...menu} id={sheetId} titleId={titleId} onClose={close} />, {
        presentation: 'sheet',
        labelledBy: titleId,
        onOpened: () => setExpanded(true),
        onClosed: () => setExpanded(false),
      });
      setExpanded(true);
    } finally {
      opening.current = false;
    }
  }

  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={sheetId}
      aria-label={openLabel}
      onClick={open}
      className="grid size-11 place-items-center rounded-full text-neutral-900 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand md:hidden"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M4 7h16M4 12h16M4 17h16" />
      </svg>
    </button>
  );
}
