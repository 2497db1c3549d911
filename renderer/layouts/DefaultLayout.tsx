import type { ReactNode } from 'react';

/**
 * The default layout (home, content pages and subpages): the page's title and
 * introduction, then its sections top to bottom (hero banners, search box,
 * campaign product, modules). The home page keeps its title for screen readers
 * only: its hero banners speak for it.
 */
export function DefaultLayout({
  title,
  description,
  titleHidden = false,
  children,
}: {
  title: string;
  description?: string | null;
  titleHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div data-layout="default" className="pb-16">
      {titleHidden ? (
        <h1 className="sr-only">{title}</h1>
      ) : (
        <header className="mx-auto max-w-7xl px-4 pb-6 pt-10">
          <h1 className="text-3xl font-bold text-neutral-900 md:text-4xl">{title}</h1>
          {description ? <p className="mt-3 max-w-3xl text-lg text-neutral-700">{description}</p> : null}
        </header>
      )}
      <div className="flex flex-col gap-10">{children}</div>
    </div>
  );
}
