import type { ReactNode } from 'react';

/** The flow's buttons: the main action (44 px high, brand red) and the others. */
export const mainButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-neutral-300 px-6 font-semibold text-neutral-900 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** A row of buttons under a panel. */
export function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-2 flex flex-wrap gap-3">{children}</div>;
}
