import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { z } from 'zod';
import type { PageLayout } from '@/lib/content/model';
import type { Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/i18n/translate';

/** What every module renderer knows besides its own data. */
export type ModuleContext = {
  locale: Locale;
  /** Draft mode: editors see diagnostics instead of silence. */
  preview: boolean;
  /**
   * The page's translator: modules stay plain (sync, no server-only imports)
   * so Storybook and unit tests render them as they are; client leaves get
   * their strings as props.
   */
  t: Translate;
  /**
   * Renders one tab's panel of a "Modules" entry of this page, for a tab the visitor opens in the browser
   * (a bound server action: screens/page/tab-panel.tsx). Where it is set, a tabs module sends only its first
   * tab's cards with the page; without it (Storybook, tests, the not-found page's help) every panel is rendered
   * with the page.
   */
  tabPanel?: (moduleId: string, tabId: string) => Promise<ReactNode>;
  /**
   * Renders the page's hero banners after the first, for a carousel the visitor reaches for (a bound server
   * action: screens/page/hero-slides.tsx); null when they could not be rendered. Where it is set, the hero
   * carousel sends only its first slide with the page; without it (Storybook, tests) every slide is sent.
   */
  heroSlides?: () => Promise<ReactNode[] | null>;
};

/** The props of a module's component: exactly what its schema outputs. */
export type ModuleProps<Schema extends z.ZodType> = { data: z.output<Schema>; context: ModuleContext };

export type ModuleDefinition<Kind extends string, Schema extends z.ZodType> = {
  /** The CMS content type id of the module kind (`newsletter`). */
  kind: Kind;
  /** Validates the CMS payload once, on the server; its output is the component's `data`. */
  schema: Schema;
  component: ComponentType<ModuleProps<Schema>>;
  /** The page layouts this kind may appear in. */
  layouts: readonly PageLayout[];
  /**
   * The kind opens the page (hero banners, the search box): the browser draws
   * it with the first screen. Every other module is drawn only when it comes near the
   * screen (`content-visibility: auto`, see renderer/RenderModules.tsx).
   */
  opensPage?: boolean;
};

/** The outcome of validating one payload: the module's element, or why it cannot be shown. */
export type Prepared = { ok: true; element: ReactElement } | { ok: false; issues: readonly z.core.$ZodIssue[] };

/** A registry entry: the definition, plus `prepare`, which ties its schema to its component once, here. */
export type RegisteredModule<Kind extends string, Schema extends z.ZodType> = ModuleDefinition<Kind, Schema> & {
  /** Parses the payload once (`safeParse`) and, when valid, gives the component its output. */
  prepare(payload: unknown, context: ModuleContext): Prepared;
};

/**
 * Declares a module kind. The component's props are derived from the schema,
 * so a component that expects anything else does not compile
 * (registry/define.type-test.tsx).
 */
export function defineModule<Kind extends string, Schema extends z.ZodType>(
  definition: ModuleDefinition<Kind, Schema>,
): RegisteredModule<Kind, Schema> {
  return {
    ...definition,
    prepare(payload, context) {
      // With the input in each issue, diagnostics tell an empty field (GraphQL's null) from a wrong value.
      const parsed = definition.schema.safeParse(payload, { reportInput: true });
      if (!parsed.success) return { ok: false, issues: parsed.error.issues };
      return { ok: true, element: createElement(definition.component, { data: parsed.data, context }) };
    },
  };
}
