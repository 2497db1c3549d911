import { embeddedImageHandler } from '@/lib/content/images';
import { EMBEDDED_SPACE } from '@/lib/content/endpoint';

/** The embedded service's image files, at the path shape of Contentful's image URLs. */
export async function GET(
  request: Request,
  { params }: RouteContext<'/content/images/[space]/[assetId]/[hash]/[fileName]'>,
) {
  const { space, assetId, fileName } = await params;
  if (space !== EMBEDDED_SPACE.spaceId) return Response.json({ error: 'Not found' }, { status: 404 });
  try {
    return await embeddedImageHandler()(request, { assetId, fileName });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'image_render_failed', assetId, message: String(error) }));
    return Response.json(
      { error: 'The image could not be rendered' },
      { status: 500, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
