import { env } from '@/lib/env';
import { embeddedContentService } from '@/lib/content/embedded';
import { EMBEDDED_SPACE } from '@/lib/content/endpoint';
import { clientAddress, createLimiter } from '@/lib/limits/rate-limit';

type Context = { params: Promise<{ space: string; environment: string }> };

/**
 * Requests one client address may make per minute (CONTENT_API_REQUESTS_PER_MINUTE, default 300): far above what
 * the site's browser-side queries need (the destination search), far below what
 * would crowd out other visitors. Then a minute's wait, doubled for each block of the day (at most an hour); in
 * memory, or Redis with REDIS_URL. The site's own server-side queries run in-process and never pass here.
 *
 * And no more than a sixtieth of that in any one second (5 by default; Contentful limits its API per second too),
 * then a second's wait, doubled per block up to a minute: one client sending the largest filter the input bounds
 * take, back to back, spent its minute's 300 in three seconds of the main thread (12 ms each) and held the cached
 * home page's p99 at 2.3x its figure alone (bench:abuse). The destination search asks at most once per pause of
 * its 150 ms debounce.
 */
let limiters: { minute: ReturnType<typeof createLimiter>; second: ReturnType<typeof createLimiter> } | undefined;
const contentApiLimiters = () => {
  if (limiters) return limiters;
  const perMinute = env().CONTENT_API_REQUESTS_PER_MINUTE;
  return (limiters = {
    minute: createLimiter('content-api', {
      points: perMinute,
      durationSeconds: 60,
      blockSeconds: 60,
      maxBlockSeconds: 3600,
    }),
    second: createLimiter('content-api-second', {
      points: Math.max(1, Math.ceil(perMinute / 60)),
      durationSeconds: 1,
      blockSeconds: 1,
      maxBlockSeconds: 60,
    }),
  });
};

function notFound(code: 'UNKNOWN_SPACE' | 'UNKNOWN_ENVIRONMENT', message: string): Response {
  return Response.json(
    { errors: [{ message, extensions: { contentful: { code } } }] },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );
}

/** Contentful's answer past its rate limit: 429 with the wait in `Retry-After` (its header is X-Contentful-RateLimit-Reset). */
function rateLimited(retryAfterSeconds: number): Response {
  return Response.json(
    {
      errors: [
        {
          message: `Rate limit exceeded: try again in ${retryAfterSeconds} seconds.`,
          extensions: { contentful: { code: 'RATE_LIMIT_EXCEEDED' } },
        },
      ],
    },
    {
      status: 429,
      headers: {
        'retry-after': String(retryAfterSeconds),
        'x-contentful-ratelimit-reset': String(retryAfterSeconds),
        'cache-control': 'no-store',
      },
    },
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
  const client = clientAddress(request.headers);
  const { minute, second } = contentApiLimiters();
  const answers = await Promise.all([minute.consume([client]), second.consume([client])]);
  const refused = answers.filter((answer) => !answer.allowed);
  if (refused.length > 0)
    return rateLimited(Math.max(...refused.map((answer) => (answer.allowed ? 0 : answer.retryAfterSeconds))));
  return embeddedContentService().handle(request);
}

export { handle as GET, handle as POST };
