'use server';

import { z } from 'zod';
import { formTexts } from '@/lib/i18n/form-texts';
import { locales } from '@/lib/i18n/locales';
import type { EnquiryTexts } from './enquiry-props';

const locale = z.enum(locales);

/**
 * The enquiry form's messages and labels in one language, for the form kit's form when a visitor first touches the
 * plain one (EnquiryLoader.client.tsx): the package page sends the plain form only, not the 6 KB of texts the kit's
 * form may show (the page weight budget). A server action, as the search box's texts are (search-texts.ts); the
 * language comes from the browser, so it is checked. Null for anything but a language of the site.
 */
export async function enquiryTexts(asked: unknown): Promise<EnquiryTexts | null> {
  const parsed = locale.safeParse(asked);
  return parsed.success ? formTexts(parsed.data, 'enquiry') : null;
}
