import type { Locale } from '../locales';
import en from './en.json';
import es from './es.json';
import it from './it.json';
import pt from './pt.json';

/** The English dictionary defines the keys; the completeness test holds the others to it. */
export type Dictionary = typeof en;

export const dictionaries: Record<Locale, Dictionary> = { en, it, pt, es };
