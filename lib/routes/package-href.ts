import type { Locale } from '@/lib/i18n/locales';
import { hrefFor } from './href';
import { invalidParams } from './params';

/** A package's own page, when its slug makes a valid address: what its card and its list entry link to. */
export function packageHref(locale: Locale, slug: string | null | undefined): string | null {
  return slug && invalidParams({ package: slug }).length === 0
    ? hrefFor(locale, 'packageDetail', { package: slug })
    : null;
}
