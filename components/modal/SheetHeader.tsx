/** A full-screen sheet's top row: its title (the dialog's name, `titleId`) and a close button with its own name. */
export function SheetHeader({
  titleId,
  title,
  closeLabel,
  onClose,
  titleClassName = 'text-neutral-900',
}: {
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  titleClassName?: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <h2 id={titleId} className={`text-xl font-bold ${titleClassName}`}>
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="grid size-11 place-items-center rounded-full hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
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
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  );
}
