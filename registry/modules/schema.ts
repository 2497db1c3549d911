import { z } from 'zod';
import { LINK_PATTERN, limits, moduleLayouts } from '@/lib/content/model';
import { cardPhotoSchema, productCardSchema } from '@/lib/content/product-card';
import { flag, optional, optionalText } from '@/lib/content/fields';

/**
 * A list of linked entries as the query returns it (`fooCollection { items }`),
 * as a plain array: links that could not be resolved (an unpublished slide)
 * come back as null and are left out.
 */
function linkedEntries<Item extends z.ZodType>(item: Item, max: number) {
  return z
    .object({ items: z.array(item.nullable()).max(max) })
    .nullish()
    .transform((collection) =>
      (collection?.items ?? []).filter((entry): entry is NonNullable<typeof entry> => entry != null),
    );
}

/** One slide (SlideFields fragment). */
export const slideSchema = z.object({
  sys: z.object({ id: z.string().min(1) }),
  title: z.string().min(1),
  description: optionalText,
  link: optional(z.string().regex(new RegExp(LINK_PATTERN))),
  external: flag,
  photo: cardPhotoSchema,
});

/** One item of a dropdown list: a question and its answer (markdown). */
export const dropdownItemSchema = z.object({
  sys: z.object({ id: z.string().min(1) }),
  title: z.string().min(1),
  description: optionalText,
  icon: optionalText,
});

/** One tab as loadPageModules hands it over: its products already filtered to the visitor's market, each with its offer. */
export const tabSchema = z.object({
  sys: z.object({ id: z.string().min(1) }),
  name: z.string().min(1),
  products: z.array(productCardSchema).max(limits.tabProducts),
});

/** Which field a layout reads, named as editors know it in the CMS. */
const contentFieldsOf = {
  sliders: ['leftSliders', 'rightSliders'],
  dropdown: ['dropdownList'],
  tabs: ['tabs'],
} as const;

/**
 * A "Module: sliders, dropdown or tabs" as loadPageModules returns it: the
 * ModulesModule fragment with `tabs` (products filtered by market) in place of
 * `tabsCollection`. The layout decides which fields are shown; a layout
 * whose fields are empty has nothing to show and is invalid, with the field
 * named for the editor (a module withdrawn with "Hide from the site" is not
 * checked: it shows nothing anyway).
 */
export const modulesSchema = z
  .object({
    sys: z.object({ id: z.string().min(1) }),
    name: z.string().min(1),
    layout: z.enum(moduleLayouts),
    description: optionalText,
    dark: flag,
    unPublish: flag,
    hideTabsMenu: flag,
    leftSlidersCollection: linkedEntries(slideSchema, limits.slidersPerSide),
    rightSlidersCollection: linkedEntries(slideSchema, limits.slidersPerSide),
    dropdownListCollection: linkedEntries(dropdownItemSchema, limits.dropdownItems),
    tabs: z.array(tabSchema),
  })
  .transform(({ leftSlidersCollection, rightSlidersCollection, dropdownListCollection, ...module }) => ({
    ...module,
    leftSliders: leftSlidersCollection,
    rightSliders: rightSlidersCollection,
    dropdownList: dropdownListCollection,
  }))
  .superRefine((module, context) => {
    if (module.unPublish) return;
    const fields = contentFieldsOf[module.layout];
    if (fields.some((field) => module[field].length > 0)) return;
    for (const field of fields) {
      context.addIssue({
        code: 'too_small',
        origin: 'array',
        minimum: 1,
        inclusive: true,
        input: module[field],
        path: [field],
      });
    }
  });

export type ModulesData = z.output<typeof modulesSchema>;
export type Slide = ModulesData['leftSliders'][number];
export type DropdownItem = ModulesData['dropdownList'][number];
export type Tab = ModulesData['tabs'][number];
