import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { STATE_SEGMENT } from '@/lib/results/segment';
import { contentScreens, internalSegments, routeTable, type ScreenId } from './table';

/**
 * URL parameter formats, taken from the content model: continent, country and
 * city slugs are lower-case kebab-case words (`south-america`, `costa-rica`),
 * entry ids are Contentful entry ids (letters, digits, `.`, `_`, `-`; at most
 * 64 characters), generic page slugs are kebab-case and may not shadow a
 * fixed path of any language.
 */
export const slugSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const entryIdSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);

/** First segments of every fixed path in every language, plus internal folders. */
export const reservedSegments: ReadonlySet<string> = new Set([
  ...internalSegments,
  ...(Object.keys(routeTable) as ScreenId[])
    .filter((screen) => !(contentScreens as readonly ScreenId[]).includes(screen))
    .flatMap((screen) => locales.map((locale) => routeTable[screen][locale].split('/')[0] ?? ''))
    .filter((segment) => segment !== '' && !segment.startsWith('{')),
]);

export const pageSlugSchema = slugSchema.refine((slug) => !reservedSegments.has(slug), {
  message: 'The slug belongs to a fixed path of the site',
});

/** Which format each parameter name has. Every `{name}` in the route table must be listed here. */
export const paramSchemas = {
  slug: slugSchema,
  package: slugSchema,
  id: entryIdSchema,
  country: slugSchema,
  continent: slugSchema,
  city: slugSchema,
  page: pageSlugSchema,
  subpage: slugSchema,
  /** Not in the route table: the results' query string, which the proxy adds to their folder path. */
  state: z.string().regex(STATE_SEGMENT),
} as const satisfies Record<string, z.ZodType<string>>;

export type ParamName = keyof typeof paramSchemas;

export function isParamName(name: string): name is ParamName {
  return Object.hasOwn(paramSchemas, name);
}

/** Validates route parameters; returns the list of parameter names that failed. */
export function invalidParams(params: Readonly<Record<string, string>>): string[] {
  return Object.entries(params)
    .filter(([name, value]) => !isParamName(name) || !paramSchemas[name].safeParse(value).success)
    .map(([name]) => name);
}
