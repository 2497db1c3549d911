'use client';

import type { ReactNode } from 'react';
import { ModalProvider } from '@/components/modal/ModalProvider.client';
import { AppStateProvider } from './AppState.client';

/** The client state every page renders in (the root layout), and the stories and tests with it: the stores, then the modal container. */
export function ClientProviders({ children }: { children: ReactNode }) {
  return (
    <AppStateProvider>
      <ModalProvider>{children}</ModalProvider>
    </AppStateProvider>
  );
}
