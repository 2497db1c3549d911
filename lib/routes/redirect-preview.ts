import { escapeHtml as escape } from '@/lib/http/escape-html';
import type { RedirectTable, ServedRedirect } from './redirects';

const when = (time: number | null) =>
  time === null
    ? null
    : new Date(time)
        .toISOString()
        .replace('T', ' ')
        .replace(/:00\.000Z$/, ' UTC')
        .replace(/\.\d{3}Z$/, ' UTC');

function servedLine(redirect: ServedRedirect): string {
  const kind = redirect.status === 308 ? '308, permanent' : '307, temporary';
  const window = [
    redirect.start !== null ? `from ${when(redirect.start)}` : '',
    redirect.end !== null ? `until ${when(redirect.end)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `${redirect.from} → ${redirect.location} (${kind}${window ? `; ${window}` : ''})`;
}

/**
 * The editors' preview of a redirect entry (app/api/draft/redirects/[id]/):
 * what the site would serve for it and what it would refuse, and why, in the
 * table built from the drafts. Plain HTML: it is read once, in the CMS's
 * preview tab.
 */
export function redirectPreviewHtml(id: string, table: RedirectTable): string {
  const served = table.redirects.filter((redirect) => redirect.id === id);
  const refused = table.refused.filter((refusal) => refusal.id === id || refusal.by === id);
  const others = table.refused.filter((refusal) => !refused.includes(refusal));
  const list = (items: string[]) =>
    items.length > 0 ? `<ul>\n${items.map((item) => `<li>${escape(item)}</li>`).join('\n')}\n</ul>` : '<p>None.</p>';
  const verdict =
    refused.length > 0
      ? '<p><strong>Refused: the site does not serve what is listed under “Refused”. Change the redirect (or the one it collides with) and look again.</strong></p>'
      : served.length > 0
        ? '<p><strong>Valid: the site serves it once it is published (from its start, if it has one).</strong></p>'
        : '<p><strong>No redirect with this id in the drafts.</strong></p>';
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Redirect ${escape(id)}: preview</title>
<h1>Redirect ${escape(id)}</h1>
<p>Checked against every redirect and route rule as they are now, drafts included. A visitor is never sent on twice: a redirect to itself, or to an address that redirects again, is refused.</p>
${verdict}
<h2>Served</h2>
${list(served.map(servedLine))}
<h2>Refused</h2>
${list(refused.map((refusal) => `${refusal.from}: ${refusal.message}`))}
<h2>Other refused redirects</h2>
${list(others.map((refusal) => `${refusal.from} (${refusal.id}): ${refusal.message}`))}
</html>
`;
}
