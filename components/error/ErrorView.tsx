import type { ReactNode } from 'react';
import type { ErrorContent } from './error-content';

/**
 * The error page body: the status code large, the status message, the texts
 * and (except for 503) a way home. `statusMessage` replaces the content's own
 * (the not-found screen streams the asked-for path into it).
 */
export function ErrorView({
  content,
  details,
  statusMessage = content.statusMessage,
}: {
  content: ErrorContent;
  details?: ReactNode;
  statusMessage?: ReactNode;
}) {
  const { status, title, subtitle, home } = content;
  return (
    <section
      aria-labelledby="error-title"
      data-status={status}
      className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-16 text-center"
    >
      <p className="text-8xl font-extrabold leading-none text-brand" data-testid="error-status">
        {status}
      </p>
      {title ? (
        <>
          <h1 id="error-title" className="text-3xl font-bold text-neutral-900">
            {title}
          </h1>
          <p className="text-sm text-neutral-500" data-testid="error-status-message">
            {statusMessage}
          </p>
        </>
      ) : (
        <h1 id="error-title" className="text-3xl font-bold text-neutral-900" data-testid="error-status-message">
          {statusMessage}
        </h1>
      )}
      {subtitle ? <p className="text-lg text-neutral-700">{subtitle}</p> : null}
      {home ? (
        <a
          href={home.href}
          className="mt-4 rounded-full bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
        >
          {home.label}
        </a>
      ) : null}
      {details}
    </section>
  );
}
