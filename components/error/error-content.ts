import type { Locale } from '@/lib/i18n/locales';
import type { MessageKey, Translate } from '@/lib/i18n/translate';
import { hrefFor } from '@/lib/routes/href';

/** The error object the error page reads (SPEC section 3). */
export type SiteError = {
  statusCode: number;
  statusMessage: string;
  message?: string;
  data?: unknown;
  stack?: string;
};

export type ErrorContent = {
  status: number;
  statusMessage: string;
  title?: string;
  subtitle?: string;
  home?: { href: string; label: string };
};

const KNOWN_STATUSES = new Set([400, 401, 403, 404, 500, 503]);

export function statusMessage(status: number, t: Translate): string {
  const key = (KNOWN_STATUSES.has(status) ? `errors.status.${status}` : 'errors.status.other') as MessageKey;
  return t(key);
}

/**
 * What the error page says for a status (SPEC sections 2 and 8): 404 has its
 * own title, subtitle and button; 503 explains the outage and offers no home
 * link; every other status shows its message and a way back home.
 */
export function errorContent(status: number, locale: Locale, t: Translate, path?: string): ErrorContent {
  const home = hrefFor(locale, 'home', {});
  if (status === 404) {
    return {
      status,
      statusMessage: path ? t('errors.notFound.message', { path }) : statusMessage(404, t),
      title: t('errors.notFound.title'),
      subtitle: t('errors.notFound.subtitle'),
      home: { href: home, label: t('errors.notFound.button') },
    };
  }
  if (status === 503) {
    return {
      status,
      statusMessage: statusMessage(503, t),
      title: t('errors.unavailable.title'),
      subtitle: t('errors.unavailable.subtitle'),
    };
  }
  return { status, statusMessage: statusMessage(status, t), home: { href: home, label: t('errors.backToHome') } };
}

/** The captions of the showErrors details (ErrorDetails is a client component: it gets strings, not `t`). */
export function detailLabels(t: Translate) {
  return {
    data: t('errors.details.data'),
    stack: t('errors.details.stack'),
    copy: t('errors.details.copy'),
    copied: t('errors.details.copied'),
  };
}
