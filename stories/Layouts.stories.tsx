import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import type { PageLayout } from '@travel/cms/model/values';
import { errorContent } from '@/components/error/error-content';
import { ErrorView } from '@/components/error/ErrorView';
import { dictionaries } from '@/lib/i18n/dictionaries';
import type { Locale } from '@/lib/i18n/locales';
import { createTranslator } from '@/lib/i18n/translate';
import * as actionButtons from '@/registry/action-buttons/fixtures';
import { fixtureContext } from '@/registry/fixture-context';
import * as heroBanner from '@/registry/hero-banner/fixtures';
import * as journeyDay from '@/registry/journey-day/fixtures';
import * as landingBox from '@/registry/landing-box/fixtures';
import * as linksModule from '@/registry/links-module/fixtures';
import * as modules from '@/registry/modules/fixtures';
import * as newsletter from '@/registry/newsletter/fixtures';
import * as recommendation from '@/registry/recommendation/fixtures';
import * as searchboxItem from '@/registry/searchbox-item/fixtures';
import * as sponsor from '@/registry/sponsor/fixtures';
import * as weather from '@/registry/weather/fixtures';
import { DefaultLayout } from '@/renderer/layouts/DefaultLayout';
import { LandingLayout } from '@/renderer/layouts/LandingLayout';
import { NotFoundLayout } from '@/renderer/layouts/NotFoundLayout';
import { ParallaxLayout } from '@/renderer/layouts/ParallaxLayout';
import { RenderModules, type RawModule } from '@/renderer/RenderModules';

const bannerPhoto = heroBanner.valid.items[0]!.photo!;

/** The modules each layout is shown with: fixtures of the kinds it allows (and, in preview, one it does not). */
const modulesOf: Record<PageLayout, RawModule[]> = {
  default: [heroBanner.valid, searchboxItem.valid, modules.valid, newsletter.valid, linksModule.valid],
  landing: [landingBox.valid, landingBox.grid, sponsor.valid],
  parallax: [journeyDay.valid, weather.valid, recommendation.valid, actionButtons.valid],
  '404': [actionButtons.valid, linksModule.valid],
};

type LayoutStoryProps = { layout: PageLayout; locale: Locale; preview: boolean; extra?: RawModule[] };

/** A page in one of the four layouts, its modules through the real renderer. */
function LayoutStory({ layout, locale, preview, extra = [] }: LayoutStoryProps) {
  const body = (
    <RenderModules
      modules={[...modulesOf[layout], ...extra]}
      layout={layout}
      context={fixtureContext(locale, { preview })}
      path={`/${locale}/`}
    />
  );
  switch (layout) {
    case 'default':
      return (
        <DefaultLayout title="Help" description="Answers to the questions our travellers ask most.">
          {body}
        </DefaultLayout>
      );
    case 'landing':
      return (
        <LandingLayout
          title="Run through 2,700 years of history"
          audience="Runners"
          description={
            'The course starts and finishes by the **Colosseum**.\n\n- Race entry\n- Hotel\n- Transfer to the start'
          }
          specialNote="Race entries are limited and non-transferable."
          photo={bannerPhoto}
          t={fixtureContext(locale).t}
        >
          {body}
        </LandingLayout>
      );
    case 'parallax':
      return (
        <ParallaxLayout
          title="Iceland: Fire and Ice"
          description="Glaciers, geysers and black beaches in ten days."
          facts={['10 days', '9 nights', 'From £2,490']}
          photo={bannerPhoto}
          t={fixtureContext(locale).t}
        >
          {body}
        </ParallaxLayout>
      );
    case '404': {
      const t = createTranslator(locale, dictionaries[locale]);
      return (
        <NotFoundLayout message={<ErrorView content={errorContent(404, locale, t, `/${locale}/atlantis/`)} />}>
          {body}
        </NotFoundLayout>
      );
    }
  }
}

const meta = {
  title: 'Layouts',
  component: LayoutStory,
  parameters: { layout: 'fullscreen' },
  args: { layout: 'default', locale: 'en', preview: false },
  argTypes: {
    layout: { control: 'inline-radio', options: ['default', 'landing', 'parallax', '404'] },
    locale: { control: 'inline-radio', options: ['en', 'it', 'pt', 'es'] },
  },
} satisfies Meta<typeof LayoutStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Content pages and the home page: hero banners, search box, then modules. */
export const Default: Story = {};

/** Events: header photo with audience and title, introduction, note, boxes and sponsors. */
export const Landing: Story = { args: { layout: 'landing' } };

/** Special journeys: the drifting header photo with the key facts, then days, weather and recommendations. */
export const Parallax: Story = { args: { layout: 'parallax' } };

/** The not-found page with the modules editors put on the page with the 404 layout. */
export const NotFound: Story = { args: { layout: '404' } };

/** In preview, a kind the layout does not allow shows the editor why it is missing. */
export const ParallaxWithMisplacedModuleInPreview: Story = {
  args: { layout: 'parallax', preview: true, extra: [landingBox.valid] },
};
