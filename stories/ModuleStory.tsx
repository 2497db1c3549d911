import { ClientProviders } from '@/components/shell/ClientProviders.client';
import type { PageLayout } from '@travel/cms/model/values';
import type { Locale } from '@/lib/i18n/locales';
import { fixtureContext } from '@/registry/fixture-context';
import { RenderModules, type RawModule } from '@/renderer/RenderModules';

export type ModuleStoryProps = {
  /** A fixture: the payload exactly as the page query returns it. */
  module: RawModule;
  layout?: PageLayout;
  locale?: Locale;
  /** Draft mode: an invalid fixture shows the editor's diagnostic instead of nothing. */
  preview?: boolean;
};

/**
 * A module as a page shows it: through the real renderer (validation, layout
 * rules, error boundary, preview diagnostics), fed with a fixture.
 */
export function ModuleStory({ module, layout = 'default', locale = 'en', preview = false }: ModuleStoryProps) {
  // The page's client state (the search bar's store, the modal container) is the root layout's, which a story has not.
  return (
    <ClientProviders>
      <RenderModules
        modules={[module]}
        layout={layout}
        context={fixtureContext(locale, { preview })}
        path={`/${locale}/`}
      />
    </ClientProviders>
  );
}
