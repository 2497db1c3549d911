import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { safeRedirectPath } from '@/lib/routes/safe-path';

/** The preview banner's exit link: draft mode off, back to the same page as visitors see it. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  redirect(safeRedirectPath(new URL(request.url).searchParams.get('path')) ?? '/');
}
