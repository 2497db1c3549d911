'use client';

import { useEffect } from 'react';
import { DestinationSearchDocument } from '@/codegen/generated/graphql';
import { toContentfulLocale } from '@/lib/content/model';
import { ContentProvider } from '@/lib/content/client/ContentProvider.client';
import { useOneOffQuery } from '@/lib/content/client/use-one-off-query';
import { destinationOptions, type DestinationOption } from '@/lib/content/destination-search';
import type { Locale } from '@/lib/i18n/locales';

export type DestinationSearchQueryProps = {
  url: string;
  token: string;
  locale: Locale;
  search: string;
  onAnswer: (answer: { search: string; options: DestinationOption[] } | { search: string; failed: true }) => void;
};

function Query({ locale, search, onAnswer }: Omit<DestinationSearchQueryProps, 'url' | 'token'>) {
  const [{ data, error, fetching }] = useOneOffQuery({
    query: DestinationSearchDocument,
    variables: { search, locale: toContentfulLocale(locale) },
  });
  useEffect(() => {
    if (fetching) return;
    if (error) onAnswer({ search, failed: true });
    else if (data) onAnswer({ search, options: destinationOptions(data, locale) });
  }, [data, error, fetching, locale, search, onAnswer]);
  return null;
}

/**
 * The destination search's content query: the site's first query from the
 * browser, so urql and its provider live in this chunk, which the combobox
 * loads when the visitor first focuses it. Renders nothing; answers go up.
 */
export default function DestinationSearchQuery({ url, token, ...query }: DestinationSearchQueryProps) {
  return (
    <ContentProvider url={url} token={token}>
      <Query {...query} />
    </ContentProvider>
  );
}
