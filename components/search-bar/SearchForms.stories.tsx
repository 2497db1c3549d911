import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ProductSection } from '@/lib/content/model';
import { formTexts } from '@/lib/i18n/form-texts';
import { contentApiPath, EMBEDDED_SPACE } from '@/lib/content/endpoint';
import type { Locale } from '@/lib/i18n/locales';
import type { SearchInput } from '@/lib/store/search-bar';
import { fixtureContext } from '@/registry/fixture-context';
import { searchLabels } from './labels';
import SearchPanel from './SearchPanel.client';

/** One search form of the bar as a tab opens it (components/search-bar/SearchPanel.client.tsx), with what a visitor typed before. */
function SearchFormStory({
  section,
  locale = 'en',
  saved = {},
  roomBelow = false,
}: {
  section: ProductSection;
  locale?: Locale;
  saved?: SearchInput;
  roomBelow?: boolean;
}) {
  const { t } = fixtureContext(locale);
  return (
    // roomBelow: the page's room under the form, where an open calendar lies over what follows.
    <div className={`max-w-7xl p-4 ${roomBelow ? 'pb-96' : ''}`}>
      <SearchPanel
        section={section}
        locale={locale}
        texts={formTexts(locale)}
        labels={searchLabels(locale, t)}
        content={{
          url: contentApiPath(EMBEDDED_SPACE.spaceId, EMBEDDED_SPACE.environmentId),
          token: EMBEDDED_SPACE.deliveryToken,
        }}
        saved={saved}
        onSave={() => undefined}
        tabUrl={null}
      />
    </div>
  );
}

const meta = {
  title: 'Search bar/Search forms',
  component: SearchFormStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchFormStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const party = { adults: '2', children: [{ age: '8' }], rooms: '1' };

/** Submits the empty form: 'Form incomplete.', the list, and each field's message. */
const submitEmpty: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const texts = formTexts('en');
  await userEvent.click(await canvas.findByRole('button', { name: texts.search.submit }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.forms.incomplete);
};

/** The same, where a required field is left empty: SPEC section 5's 'This field is required' under it. */
const submitEmptyRequired: Story['play'] = async (context) => {
  await submitEmpty?.(context);
  await expect(within(context.canvasElement).getAllByText(formTexts('en').forms.required).length).toBeGreaterThan(0);
};

export const PackagesEmpty: Story = { args: { section: 'TravelPackages' } };
export const PackagesFilled: Story = {
  args: {
    section: 'TravelPackages',
    saved: {
      destination: 'italy',
      destinationName: 'Italy',
      month: '6',
      duration: '6-9',
      travellers: party,
      min: '800',
      max: '2500',
    },
  },
};
export const PackagesInvalid: Story = {
  args: { section: 'TravelPackages', saved: { min: '900', max: '500' } },
  play: submitEmpty,
};

export const CruisesEmpty: Story = { args: { section: 'Cruises' } };
export const CruisesFilled: Story = {
  args: {
    section: 'Cruises',
    saved: {
      month: '8',
      duration: '6-9',
      boardingPort: 'Lisbon',
      cruiseCompany: 'Blue Harbour Cruises',
      ship: 'Aurora',
      travellers: party,
    },
  },
};
export const CruisesInvalid: Story = { args: { section: 'Cruises' }, play: submitEmpty };

export const CarRentalEmpty: Story = { args: { section: 'RentACar' } };
export const CarRentalFilled: Story = {
  args: {
    section: 'RentACar',
    saved: {
      trip: 'oneWay',
      pickupPlace: 'Faro airport',
      dropoffPlace: 'Lisbon, Santa Apolónia',
      pickupAt: '2030-05-01T10:00',
      dropoffAt: '2030-05-08T18:30',
      driverAge: '44',
    },
  },
};
/** A driver of 29: 'The driver must be between 30 and 65 years old.' */
export const CarRentalInvalid: Story = {
  args: { section: 'RentACar', saved: { driverAge: '29' } },
  play: submitEmptyRequired,
};

export const EventsEmpty: Story = { args: { section: 'Experience' } };
export const EventsFilled: Story = {
  args: { section: 'Experience', saved: { venue: 'Arena di Verona', teamOrArtist: 'Aida' } },
};
export const EventsInvalid: Story = { args: { section: 'Experience' }, play: submitEmpty };

export const HotelsEmpty: Story = { args: { section: 'OnlyHotel' } };
export const HotelsFilled: Story = {
  args: {
    section: 'OnlyHotel',
    saved: { destination: 'lisbon', destinationName: 'Lisbon', checkIn: '2030-06-12', nights: '5', travellers: party },
  },
};
export const HotelsInvalid: Story = { args: { section: 'OnlyHotel' }, play: submitEmptyRequired };

export const TransfersEmpty: Story = { args: { section: 'Transfer' } };
export const TransfersFilled: Story = {
  args: {
    section: 'Transfer',
    saved: {
      pickupPlace: 'Faro airport',
      dropoffPlace: 'Hotel Avenida, Albufeira',
      pickupAt: '2030-05-01T14:30',
      travellers: party,
    },
  },
};
export const TransfersInvalid: Story = { args: { section: 'Transfer' }, play: submitEmptyRequired };

export const TailorMadeEmpty: Story = { args: { section: 'DesignYourJourney' } };
export const TailorMadeFilled: Story = {
  args: {
    section: 'DesignYourJourney',
    saved: { destination: 'peru', destinationName: 'Peru', month: '10', duration: '10-14', travellers: party },
  },
};
export const TailorMadeInvalid: Story = { args: { section: 'DesignYourJourney' }, play: submitEmpty };

/** The Italian page's hotel search: its texts, its calendar's month and week start. */
export const HotelsItalianCalendarOpen: Story = {
  args: { section: 'OnlyHotel', locale: 'it', saved: { checkIn: '2030-06-12' }, roomBelow: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = formTexts('it');
    await userEvent.click(await canvas.findByRole('button', { name: new RegExp(texts.search.checkIn) }));
    const calendar = await canvas.findByRole('dialog', { name: texts.search.checkIn });
    // June 2030 starts on a Saturday: with Monday first, the first week holds the 1st and the 2nd only.
    await expect(within(calendar).getByRole('grid')).toHaveAccessibleName(/giugno 2030/i);
    await expect(within(within(calendar).getAllByRole('row')[1]!).getAllByRole('button')[0]).toHaveAccessibleName(
      /^lunedì 3 giugno/i,
    );
  },
};
