import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ExportAsset, SpaceExport } from '../graphql';
import { createSpaceImageHandler } from './space-assets';

function asset(id: string, fileName: string, image?: { width: number; height: number }): ExportAsset {
  return {
    sys: { id, type: 'Asset' },
    fields: {
      title: { 'en-UK': id },
      file: { 'en-UK': { url: `//images.ctfassets.net/ventura/${id}/0/${fileName}`, fileName, details: { image } } },
    },
  };
}

const space: SpaceExport = {
  contentTypes: [],
  entries: [],
  locales: [{ code: 'en-UK', name: 'English (United Kingdom)', default: true }],
  assets: [asset('lisbon-photo', 'lisbon.webp', { width: 1200, height: 800 }), asset('no-size', 'no-size.webp')],
};

const handle = createSpaceImageHandler(space);
const get = (assetId: string, fileName: string, query = '') =>
  handle(new Request(`http://localhost/content/images/ventura/${assetId}/0/${fileName}${query}`), {
    assetId,
    fileName,
  });

describe('createSpaceImageHandler', () => {
  it("serves a space's image asset at the size the query asks for", async () => {
    const response = await get('lisbon-photo', 'lisbon.webp', '?w=120&h=80&fit=fill&fm=webp');
    expect(response.status).toBe(200);
    const { format, width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 120, height: 80 });
  });

  it("answers 404 for an unknown asset, a file name that is not the asset's, and an asset without image size", async () => {
    expect((await get('atlantis-photo', 'atlantis.webp')).status).toBe(404);
    expect((await get('lisbon-photo', 'porto.webp')).status).toBe(404);
    expect((await get('no-size', 'no-size.webp')).status).toBe(404);
  });
});
