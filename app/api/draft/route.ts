import { connection } from 'next/server';
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { previewAvailable } from '@/lib/content/endpoint';
import { previewAddress } from '@/lib/content/entry-preview';
import { siteLocaleOf } from '@/lib/content/model';
import { escapeHtml } from '@/lib/http/escape-html';
import { env } from '@/lib/env';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import { getTranslator } from '@/lib/i18n/server';
import { entryIdSchema } from '@/lib/routes/params';
import { safeRedirectPath } from '@/lib/routes/safe-path';
import { sameSecret } from '@/lib/secrets';

const json = (body: unknown, status: number) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The CMS's preview link: turns Next's draft mode on for this browser and opens
 * the page, which then reads draft content with the preview token and shows
 * module diagnostics. Either by entry, as Contentful fills a content type's
 * preview URL (`?secret=PREVIEW_SECRET&entry={entry.sys.id}&type={entry.sys.contentType.sys.id}&locale={locale}`,
 * its own locale code): the entry's address in that language, from the drafts
 * (lib/content/entry-preview.ts), or a short page saying it has none there; or
 * by `path=/en/about-us/` (the redirects' preview). Without a configured
 * secret, or without a preview token for the content source
 * (EMBEDDED_PREVIEW_TOKEN on the embedded service), the route does not exist:
 * there would be no drafts to show.
 */
export async function GET(request: Request) {
  // Per request, never prerendered: the secret is read at run time.
  await connection();
  const config = env();
  const secret = config.PREVIEW_SECRET;
  if (!secret || !previewAvailable(config)) return json({ error: 'Not found' }, 404);
  const query = new URL(request.url).searchParams;
  if (!sameSecret(query.get('secret'), secret)) return json({ error: 'Unauthorized' }, 401);
  if (query.has('entry')) return openEntry(query);
  const path = safeRedirectPath(query.get('path') ?? '/');
  if (!path) return json({ error: 'path must be a path of this site, e.g. /en/about-us/' }, 400);
  (await draftMode()).enable();
  redirect(path);
}

/** The preview of one entry in one of Contentful's locales: its page in draft mode, or a page saying it has none. */
async function openEntry(query: URLSearchParams): Promise<Response> {
  const id = entryIdSchema.safeParse(query.get('entry'));
  const type = query.get('type') ?? '';
  const locale = siteLocaleOf(query.get('locale') ?? '');
  if (!id.success) return json({ error: 'entry must be a Contentful entry id' }, 400);
  if (!locale) return json({ error: 'locale must be one of the space’s locale codes, e.g. en-UK or it-IT' }, 400);
  const path = await previewAddress(type, id.data, locale);
  if (!path) return noAddress(locale, id.data);
  (await draftMode()).enable();
  redirect(path);
}

/** A short page, in the language asked for, saying the entry has no page there (404: nothing is shown at this link). */
function noAddress(locale: Locale, entry: string): Response {
  const t = getTranslator(locale);
  const language = new Intl.DisplayNames([intlLocale(locale)], { type: 'language' }).of(locale) ?? locale;
  const title = t('preview.noAddressTitle', { language });
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('preview.noAddress', { entry, language }))}</p><p>${escapeHtml(t('preview.noAddressHint'))}</p></body></html>`;
  return new Response(body, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
