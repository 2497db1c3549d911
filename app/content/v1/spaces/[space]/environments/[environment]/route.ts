import { env } from '@/lib/env';
import { embeddedContentService } from '@/lib/content/embedded';
import { EMBEDDED_SPACE } from '@/lib/content/endpoint';

type Context = { params: Promise<{ space: string; environment: string }> };

function notFound(code: 'UNKNOWN_SPACE' | 'UNKNOWN_ENVIRONMENT', message: string): Response {
  return Response.json({ errors: [{ message, extensions: { contentful: { code } } }] }, { status: 404 });
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
  return embeddedContentService().handle(request);
}

export { handle as GET, handle as POST };
