import type { ReactNode } from 'react';

/**
 * The 404 layout: the not-found message, then what editors put on the page
 * with the 404 layout (buttons, link lists, the continent slider) to help the
 * visitor on.
 */
export function NotFoundLayout({ message, children }: { message: ReactNode; children?: ReactNode }) {
  return (
    <div data-layout="404" className="pb-16">
      {message}
      {children ? <div className="flex flex-col gap-10">{children}</div> : null}
    </div>
  );
}
