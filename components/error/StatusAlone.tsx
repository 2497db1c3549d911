/**
 * An error page's status code on its own: what the error boundaries show until the error page's texts and code have
 * loaded (app/[locale]/error.tsx, app/global-error.tsx). Imports nothing, so it costs no page anything.
 */
export function StatusAlone({ status }: { status: number }) {
  return <p className="py-16 text-center text-8xl font-extrabold text-brand">{status}</p>;
}
