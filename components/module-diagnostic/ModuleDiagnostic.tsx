/** What an editor sees in preview where a module could not be rendered; visitors never get it. */
export function ModuleDiagnostic({
  title,
  message,
  details = [],
  hint,
}: {
  title: string;
  message: string;
  details?: string[];
  hint: string;
}) {
  return (
    <aside
      role="note"
      data-testid="module-diagnostic"
      className="mx-auto my-4 max-w-7xl rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-semibold">{title}</p>
      <p>{message}</p>
      {details.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-xs text-amber-700">{hint}</p>
    </aside>
  );
}
