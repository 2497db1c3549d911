import type { Locale } from '@/lib/i18n/locales';
import { folderTemplate, routeTable, type ScreenId, type ScreenParams } from './table';

type ParamsArgument<S extends ScreenId> = keyof ScreenParams<S> extends never ? [] : [params: ScreenParams<S>];

function fill(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for template "${template}"`);
    return encodeURIComponent(value);
  });
}

function join(locale: Locale, path: string): string {
  return path === '' ? `/${locale}/` : `/${locale}/${path}/`;
}

/** The localized href of a screen: `href('it', 'contact')` -> `/it/contattaci/`. */
export function href<S extends ScreenId>(locale: Locale, screen: S, ...[params]: ParamsArgument<S>): string {
  return hrefFor(locale, screen, params ?? {});
}

/** Same as `href`, for a screen and parameters only known at run time (the proxy, the switcher). */
export function hrefFor(locale: Locale, screen: ScreenId, params: Readonly<Record<string, string>>): string {
  return join(locale, fill(routeTable[screen][locale], params));
}

/** The path of the `app/[locale]/...` folder that renders a screen: the proxy's rewrite target. */
export function folderPath(locale: Locale, screen: ScreenId, params: Readonly<Record<string, string>>): string {
  return join(locale, fill(folderTemplate(screen), params));
}
