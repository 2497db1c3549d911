'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from './locales';
import { createTranslator, type ClientMessages, type Translate } from './translate';

const I18nContext = createContext<{ locale: Locale; messages: ClientMessages } | null>(null);

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: ClientMessages;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useLocale(): Locale {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useLocale() needs an <I18nProvider> above it');
  return context.locale;
}

export function useT(): Translate {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useT() needs an <I18nProvider> above it');
  const { locale, messages } = context;
  return useMemo(() => createTranslator(locale, messages), [locale, messages]);
}
