import { env } from '@/lib/env';
import { embeddedContentService } from '@/lib/content/embedded';
import { EMBEDDED_SPACE } from '@/lib/content/endpoint';
import { clientAddress, createLimiter } from '@/lib/limits/rate-limit';

type Context = { params: Promise<{ space: string; environment: string }> };

/**
 * Requests one client address may make per minute (CONTENT_API_REQUESTS_PER_MINUTE, default 300): far above what
 * the site's browser-side queries need (the destination search, a watched query every two minutes), far below what
 * would crowd out other visitors. Then a minute's wait, doubled for each block of the day (at most an hour); in
 * memory, or Redis with REDIS_URL. The site's own server-side queries run in-process and never pass here.
 */
let limiter: ReturnType<typeof createLimiter> | undefined;
const contentApiLimiter = () =>
  (limiter ??= createLimiter('content-api', { points: env().CONTENT_API_REQUESTS_PER_MINUTE, durationSeconds: 60, blockSeconds: 60, maxBlockSeconds: 3600 }));

function notFound(code: 'UNKNOWN_SPACE' | 'UNKNOWN_ENVIRONMENT', message: string): Response {
  return Response.json({ errors: [{ message, extensions: { contentful: { code } } }] }, { status: 404, headers: { 'cache-control': 'no-store' } });
}

/** Contentful's answer past its rate limit: 429 with the wait in `Retry-After` (its header is X-Contentful-RateLimit-Reset). */
function rateLimited(retryAfterSeconds: number): Response {
  return Response.json(
    { errors: [{ message: `Rate limit exceeded: try again in ${retryAfterSeconds} seconds.`, extensions: { contentful: { code: 'RATE_LIMIT_EXCEEDED' } } }] },
    { status: 429, headers: { 'retry-after': String(retryAfterSeconds), 'x-contentful-ratelimit-reset': String(retryAfterSeconds), 'cache-control': 'no-store' } },
  );
}

/**
 * The embedded content service over HTTP, at Contentful's path shape
 * (`/content/v1/spaces/{space}/environments/{environment}`), for any GraphQL
 * client and for codegen. Only served when the site runs on embedded content.
 */
async function handle(request: Request, { params }: Context): Promise<Response> {
  const { space, environment } = await params;
  if (env().CONTENT_SOURCE !== 'embedded' || space !== EMBEDDED_SPACE.spaceId) {
    return notFound('UNKNOWN_SPACE', `The space "${space}" does not exist here.`);
  }
  if (environment !== EMBEDDED_SPACE.environmentId) {
    return notFound('UNKNOWN_ENVIRONMENT', `The environment "${environment}" does not exist in this space.`);
  }
  const answer = await contentApiLimiter().consume([clientAddress(request.headers)]);
  if (!answer.allowed) return rateLimited(answer.retryAfterSeconds);
  return embeddedContentService().handle(request);
}

export { handle as GET, handle as POST };
