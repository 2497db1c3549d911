import { revalidateTag } from 'next/cache';
import { unrenderableModules } from '@/renderer/unrenderable';
import { z } from 'zod';
import { contentTypeIds } from '@travel/cms/model';
import { ENTITY_ID_PATTERN } from '@/lib/content/model';
import { env } from '@/lib/env';
import { redirectSourceTypes, refusalsOf } from '@/lib/content/redirects';
import { addressContentTypes, followRenames, RENAMES_TAG } from '@/lib/content/renames';
import { contentTag, entryTag } from '@/lib/content/tags';
import { privateJson, readLimitedBody } from '@/lib/http/body';
import { sameSecret } from '@/lib/secrets';

export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';

/** A Contentful webhook body is a few KB; anything bigger is not one. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;

const entryId = z.string().regex(ENTITY_ID_PATTERN, { message: 'must be a Contentful id' });

/** The part of a Contentful webhook body that says what changed: an entry of a content type, or an asset. */
const webhookBody = z.object({
  sys: z.discriminatedUnion('type', [
    z.object({
      type: z.enum(['Entry', 'DeletedEntry']),
      id: entryId,
      contentType: z.object({
        sys: z.object({
          id: z.enum(contentTypeIds as unknown as [string, ...string[]], {
            message: 'is not a content type of this site',
          }),
        }),
      }),
    }),
    z.object({ type: z.enum(['Asset', 'DeletedAsset']), id: entryId }),
  ]),
});

const badBody = (message: string, issues?: unknown) =>
  privateJson(
    { error: `The body must be the JSON of a Contentful webhook: ${message}`, ...(issues ? { issues } : {}) },
    400,
  );

/**
 * Called by the CMS webhook on publish, unpublish and delete: purges the
 * cached content that shows what changed (lib/content/tags.ts): every result
 * and page containing the entry or asset (`entry:{id}`), and every list of its
 * content type (`content:{type}`), which a new or re-slugged entry may join.
 * The purge expires at once: the next request renders with the new content,
 * and every proxy loads its redirect table again (lib/cache/purges.mjs).
 *
 * A published redirect is checked against the whole table as the CMS holds
 * it now: what it makes the site refuse (a redirect to itself, into a chain,
 * ...: lib/routes/redirects.ts) is in the answer's `refused`, which
 * Contentful's webhook log shows, and in one `redirect_refused` log line each.
 * A refused redirect is never served; the rest of the table is.
 *
 * A published page's modules and hero banners are parsed as its render will
 * parse them, in every language: those visitors will not see are in the
 * answer's `unrenderable` (with the preview's sentences), and in one
 * `module_unrenderable` log line each.
 *
 * A published entry with an address (a page, an event, a destination) may
 * have new slugs: before purging, the webhook compares every entry's address
 * now with the last ones the data store knew (lib/content/renames.ts); an old
 * address then redirects (308) to the new one, in each language where it
 * changed (`renamed` in the answer). When the renames change, their tag is
 * purged too, so every proxy reads them.
 * Protected by REVALIDATE_SECRET (header `x-revalidate-secret`, compared in
 * constant time); without a configured secret the route does not exist.
 */
export async function POST(request: Request) {
  const secret = env().REVALIDATE_SECRET;
  if (!secret) return privateJson({ error: 'Not found' }, 404);
  if (!sameSecret(request.headers.get(REVALIDATE_SECRET_HEADER), secret))
    return privateJson({ error: 'Unauthorized: wrong or missing x-revalidate-secret' }, 401);

  const read = await readLimitedBody(request, MAX_WEBHOOK_BYTES);
  if (!read.ok)
    return read.reason === 'too_large'
      ? privateJson({ error: `The body is larger than ${MAX_WEBHOOK_BYTES} bytes` }, 413)
      : badBody('it could not be read');
  let body: unknown;
  try {
    body = JSON.parse(read.text);
  } catch {
    return badBody('it is not JSON');
  }
  const parsed = webhookBody.safeParse(body);
  if (!parsed.success) {
    return badBody(
      'it needs sys.type (Entry, DeletedEntry, Asset or DeletedAsset), sys.id and, for entries, a known sys.contentType.sys.id',
      parsed.error.issues.map(({ path, message }) => ({ path: path.join('.'), message })),
    );
  }

  const { sys } = parsed.data;
  const contentType = 'contentType' in sys ? sys.contentType.sys.id : 'asset';
  const published = sys.type === 'Entry';
  const renames = published && addressContentTypes.includes(contentType) ? await recordRenames() : undefined;
  const refused = published && redirectSourceTypes.includes(contentType) ? await checkRedirects(sys.id) : undefined;
  const unrenderable = published && contentType === 'page' ? await checkModules(sys.id) : undefined;
  const tags = [entryTag(sys.id), contentTag(contentType), ...(renames?.changed ? [RENAMES_TAG] : [])];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  const renamed = renames?.renamed.map(({ from, to }) => ({ from, to }));
  return privateJson(
    {
      revalidated: tags,
      ...(refused ? { refused } : {}),
      ...(renamed?.length ? { renamed } : {}),
      ...(unrenderable?.length ? { unrenderable } : {}),
    },
    200,
  );
}

/**
 * One of the webhook's steps beside the purge (see above): its result, or, when it cannot run, one `failure` log
 * line (naming the entry when there is one) and undefined, and the purge goes on.
 */
async function orLogged<Result>(failure: string, entry: string | null, step: () => Promise<Result>) {
  try {
    return await step();
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        event: failure,
        ...(entry === null ? {} : { entry }),
        message: error instanceof Error ? error.message : String(error),
      }),
    );
    return undefined;
  }
}

/** Records the renames of a publish (see above). */
const recordRenames = () =>
  orLogged('renames_failed', null, async () => {
    const result = await followRenames();
    for (const { from, to, entryId } of result.renamed)
      console.info(JSON.stringify({ level: 'info', event: 'address_renamed', entry: entryId, from, to }));
    return result;
  });

/** The webhook's check of a published redirect (see above). */
const checkRedirects = (entryId: string) =>
  orLogged('redirect_check_failed', entryId, async () => {
    const refused = await refusalsOf(entryId, { outsideRender: true });
    for (const refusal of refused)
      console.error(JSON.stringify({ level: 'warn', event: 'redirect_refused', ...refusal }));
    return refused.map(({ id, from, message }) => ({ id, from, message }));
  });

/** The webhook's check of a published page's modules (see above). */
const checkModules = (pageId: string) =>
  orLogged('module_check_failed', pageId, async () => {
    const unrenderable = await unrenderableModules(pageId);
    for (const item of unrenderable)
      console.error(JSON.stringify({ level: 'warn', event: 'module_unrenderable', page: pageId, ...item }));
    return unrenderable;
  });
