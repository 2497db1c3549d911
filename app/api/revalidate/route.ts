import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { env } from '@/lib/env';
import { contentTag } from '@/lib/content/tags';
import { sameSecret } from '@/lib/secrets';

export const dynamic = 'force-dynamic';

export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';

/** The part of a Contentful webhook body that says what changed (an entry of a type, or an asset). */
const webhookBody = z.object({
  sys: z.object({
    type: z.enum(['Entry', 'DeletedEntry', 'Asset', 'DeletedAsset']),
    contentType: z.object({ sys: z.object({ id: z.string().min(1).max(64) }) }).optional(),
  }),
});

const json = (body: unknown, status: number) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * Called by the CMS webhook on publish / unpublish: purges the cached content
 * of the changed content type, so the change shows within seconds without a
 * rebuild. Protected by REVALIDATE_SECRET (header `x-revalidate-secret`,
 * compared in constant time); without a configured secret the route does not exist.
 */
export async function POST(request: Request) {
  const secret = env().REVALIDATE_SECRET;
  if (!secret) return json({ error: 'Not found' }, 404);
  if (!sameSecret(request.headers.get(REVALIDATE_SECRET_HEADER), secret)) return json({ error: 'Unauthorized' }, 401);

  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: 'The body must be the JSON of a Contentful webhook' }, 400);
  }
  const parsed = webhookBody.safeParse(body);
  if (!parsed.success) return json({ error: 'The body must be the JSON of a Contentful webhook', issues: parsed.error.issues }, 400);

  const { sys } = parsed.data;
  const isAsset = sys.type === 'Asset' || sys.type === 'DeletedAsset';
  if (!isAsset && !sys.contentType) return json({ error: 'An entry webhook needs sys.contentType.sys.id' }, 400);
  const tag = contentTag(isAsset ? 'asset' : sys.contentType!.sys.id);
  revalidateTag(tag, 'max');
  return json({ revalidated: [tag] }, 200);
}
