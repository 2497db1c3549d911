import { z } from 'zod';
import { actionButtonActions, actionButtonTypes } from '@/lib/content/model';
import { flag, optionalText, SAFE_LINK } from '@/lib/content/fields';
import { publishedCollection } from '@/registry/collection';
import { SEARCH_BOX_ID } from '@/registry/searchbox-item/anchor';

/** What is left of a phone link once `tel:` and the spaces editors type for readability are gone. */
const PHONE_NUMBER = /^\+?[0-9][0-9().-]*$/;

export function phoneNumberOf(link: string): string {
  return link.replace(/^tel:/i, '').replace(/\s+/g, '');
}

/**
 * One button as the ActionButtonsModule fragment returns it, turned into where
 * it leads. `href` is null only for a catalogue request without a link of its
 * own: the component sends those to the catalogue request page.
 */
export const actionButtonSchema = z
  .object({
    sys: z.object({ id: z.string().min(1) }),
    text: z.string().min(1),
    type: z
      .enum(actionButtonTypes)
      .nullish()
      .transform((value) => value ?? 'primary'),
    link: optionalText,
    external: flag,
    action: z
      .enum(actionButtonActions)
      .nullish()
      .transform((value) => value ?? 'link'),
    /** Not drawn: the model names icons freely ("phone", "mail"), with no fixed set the site could draw. */
    icon: optionalText,
  })
  .transform(({ sys, text, type, link, external, action }, ctx) => {
    const needLink = (message: string) => {
      ctx.issues.push({ code: 'custom', path: ['link'], message, input: link });
      return z.NEVER;
    };
    // Not a web address, a path, #section, mailto: or tel: (javascript:, data:, ...): never an href.
    const badLink = () => {
      ctx.issues.push({
        code: 'custom',
        path: ['link'],
        message: 'must be a web address, a path of this site, #section, mailto: or tel:',
        input: link,
      });
      return z.NEVER;
    };
    switch (action) {
      case 'openSearch':
        return { id: sys.id, text, type, action, href: `#${SEARCH_BOX_ID}`, external: false };
      case 'call': {
        if (!link) return needLink('A call button needs a phone number (tel:+44...).');
        const number = phoneNumberOf(link);
        if (!PHONE_NUMBER.test(number)) return needLink('A call button needs a phone number (tel:+44...).');
        return { id: sys.id, text, type, action, href: `tel:${number}`, external: false };
      }
      case 'requestCatalogue':
        if (link !== null && !SAFE_LINK.test(link)) return badLink();
        return { id: sys.id, text, type, action, href: link, external: link !== null && external };
      case 'link':
        if (!link) return needLink('A button needs a link.');
        if (!SAFE_LINK.test(link)) return badLink();
        return { id: sys.id, text, type, action, href: link, external };
    }
  });

export type ActionButton = z.output<typeof actionButtonSchema>;

/** A buttons module as the page query returns it: at least one published button. */
export const actionButtonsSchema = z
  .object({
    sys: z.object({ id: z.string().min(1) }),
    title: z.string().min(1),
    buttonsCollection: publishedCollection(actionButtonSchema, 'No button is published.'),
  })
  .transform(({ sys, title, buttonsCollection }) => ({ id: sys.id, title, buttons: buttonsCollection.items }));

export type ActionButtonsData = z.output<typeof actionButtonsSchema>;
