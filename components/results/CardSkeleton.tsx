/**
 * A product card's shape while results load: the photo's box and the lines
 * of text, in the card's own size, so nothing moves when the card arrives.
 */
export function CardSkeleton() {
  return (
    <div aria-hidden="true" className="flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white">
      <div className="aspect-[17/13] w-full animate-pulse bg-neutral-200 motion-reduce:animate-none" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-5 w-3/4 animate-pulse rounded bg-neutral-200 motion-reduce:animate-none" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-neutral-200 motion-reduce:animate-none" />
        <div className="h-4 w-full animate-pulse rounded bg-neutral-100 motion-reduce:animate-none" />
        <div className="h-4 w-5/6 animate-pulse rounded bg-neutral-100 motion-reduce:animate-none" />
        <div className="mt-auto h-10 w-1/2 animate-pulse rounded-full bg-neutral-200 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
