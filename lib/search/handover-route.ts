import { fieldMessage, formTexts } from '@/lib/i18n/form-texts';
import { env } from '@/lib/env';
import { PRIVATE_NO_STORE } from '@/lib/http/body';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { searchSchemas } from './forms';
import { handoverTarget, MAX_SEARCH_QUERY, valuesOfQuery } from './handover';
import { isHandoverSection, searchFormOf } from './kinds';
import { searchFieldLabel } from './labels';

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { ...PRIVATE_NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * The handover of a search to the booking engine (`/api/search/{section}/`):
 * the query is the form's values (a GET form, or the form kit after checking
 * them in the browser); they are validated again with the form's own schema,
 * and a valid search is sent on with 303 to the engine (lib/search/handover.ts).
 * An invalid one gets 400 with each field's message in the form's language,
 * the same words the form shows; an unknown section 404.
 */
export function searchResponse(url: URL, section: string): Response {
  if (!isHandoverSection(section)) return text(`Unknown search section "${section.slice(0, 40)}".`, 404);
  const lang = url.searchParams.get('lang');
  const locale = isLocale(lang) ? lang : defaultLocale;
  // A form sent without JavaScript can get here with a long free-text field: said in the form's language.
  if (url.search.length > MAX_SEARCH_QUERY) return text(formTexts(locale).search.tooLong, 414);
  const { lang: _lang, ...values } = valuesOfQuery(url.searchParams);
  const result = searchSchemas[searchFormOf[section]].safeParse(values);
  if (!result.success) {
    const texts = formTexts(locale);
    const lines = result.error.issues.map((issue) => {
      const label = searchFieldLabel(texts, issue.path.map(String));
      return `- ${label}: ${fieldMessage(texts, issue.message, label)}`;
    });
    return text([texts.forms.notAllFilled, ...lines].join('\n'), 400);
  }
  const location = handoverTarget(section, locale, result.data as Record<string, unknown>, {
    engineUrl: env().BOOKING_ENGINE_URL,
  });
  return new Response(null, { status: 303, headers: { ...PRIVATE_NO_STORE, Location: locationOf(location) } });
}

/**
 * A Location as the browser should follow it: the engine's absolute address as it is, the site's own as a path from
 * the root. Made absolute against the request's URL, the site's own was Next's internal origin
 * (`http://localhost:PORT`, whatever address the visitor asked); a relative Location is resolved by the browser
 * against the address it asked (RFC 9110, section 10.2.2). A path that would read as another host (`//host`, `/\host`)
 * keeps a single slash.
 */
export function locationOf(target: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  return `/${target.replace(/^[/\\]+/, '')}`;
}
