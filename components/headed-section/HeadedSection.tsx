import { useId, type ReactNode } from 'react';

/**
 * A module's section under its heading (an h2 at the modules' size), in the
 * page's width. A `landmark` section is named by its heading, so it is a
 * region a screen reader can jump to.
 */
export function HeadedSection({
  heading,
  headingId,
  landmark = false,
  className = 'mx-auto w-full max-w-7xl px-4',
  headingClassName = 'text-2xl font-bold md:text-3xl',
  children,
}: {
  heading: ReactNode;
  headingId: string;
  landmark?: boolean;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={landmark ? headingId : undefined} className={className}>
      <h2 id={headingId} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * A module's items (seasons, tips, days, sponsors) as a list named by the
 * section's heading (`aria-labelledby`), so screen readers announce the list
 * by its heading. `children` are the list's items.
 */
export function HeadedList({
  heading,
  ordered = false,
  className,
  headingClassName,
  listClassName,
  children,
}: {
  heading: ReactNode;
  /** An ordered list (`ol`): the order is part of the content (day 1, day 2...). */
  ordered?: boolean;
  className?: string;
  headingClassName?: string;
  listClassName: string;
  children: ReactNode;
}) {
  const headingId = useId();
  const List = ordered ? 'ol' : 'ul';
  return (
    <HeadedSection heading={heading} headingId={headingId} className={className} headingClassName={headingClassName}>
      <List aria-labelledby={headingId} className={listClassName}>
        {children}
      </List>
    </HeadedSection>
  );
}
