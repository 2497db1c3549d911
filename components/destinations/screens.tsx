import { notFound } from 'next/navigation';
import type { ScreenContent } from '@/components/screen/screen-route';
import { continentById, listContinents } from '@/lib/content/destinations';
import { DestinationDetail } from './DestinationDetail';
import { DestinationGrid } from './DestinationGrid';

/** The destinations index: every continent of the CMS. */
export const destinationsIndex: ScreenContent = async ({ locale }) => (
  <DestinationGrid locale={locale} destinations={await listContinents(locale)} />
);

/** A continent's page; an id the CMS does not know is a 404. */
export const continentPage: ScreenContent = async ({ locale, params }) => {
  const continent = await continentById(locale, params.id ?? '');
  if (!continent) notFound();
  return <DestinationDetail destination={continent} />;
};
