import 'server-only';
import { draftMode } from 'next/headers';
import { env } from '@/lib/env';
import { previewAvailable } from './endpoint';

/**
 * Whether this request shows drafts: draft mode is on and the content source
 * has a preview token. A draft-mode cookie left from before the token was
 * removed reads published content instead of failing on a refused query.
 */
export async function showsDrafts(): Promise<boolean> {
  return (await draftMode()).isEnabled && previewAvailable(env());
}
