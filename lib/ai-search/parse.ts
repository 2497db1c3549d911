import { locales } from '@/lib/i18n/locales';
import { monthNames } from '@/lib/i18n/months';
import type { AiSearchData, VocabularyEntry } from './data';
import { durationOf, noFilters, type AiFilters } from './filters';
import {
  adultWords,
  capitalOnlyNames,
  childrenPlural,
  childrenSingular,
  coupleWords,
  CURRENCY,
  durationPhrases,
  durationUnits,
  friendWords,
  MAX_WORDS,
  MIN_WORDS,
  monthAbbreviations,
  numberWords,
  partySize,
  seasonWords,
  soloWords,
} from './lexicon';
import { fold, sameWord, words } from './text';

/**
 * The embedded engine's reading of a visitor's text: destination, length,
 * budget, month, who travels and interests, in English, Italian, Portuguese
 * and Spanish, typos forgiven. Pure: the same text and data give the same
 * filters. Each part reads the text on its own; the order of the parts
 * matters only where a number could be two things ("2 weeks", "2 kids",
 * "2000 euros"), and each number pattern names its unit.
 */

const alternation = (list: readonly string[]) => list.map((word) => word.replace(/ /g, '\\s+')).join('|');
const UNIT = alternation(Object.keys(durationUnits));
const CHILDREN = alternation([...childrenPlural, ...childrenSingular]);
const ADULTS = alternation(adultWords);
const FRIENDS = alternation(friendWords);
/** A word a visitor may put between a count and what it counts ("10 full days", "2 small kids"). */
const FILLER = String.raw`(?:(?:full|whole|small|little|young|intere|interi|pieni|piccoli|piccole|pequenos|pequenas|inteiros|completos|peques)\s+)?`;
/** Words after which a number word is a count. */
const COUNTED = new Set([
  ...Object.keys(durationUnits),
  ...childrenPlural,
  ...childrenSingular,
  ...adultWords,
  ...friendWords,
  'mil',
  'mila',
]);
const FILLERS = new Set([
  'full',
  'whole',
  'small',
  'little',
  'young',
  'intere',
  'interi',
  'piccoli',
  'piccole',
  'pequenos',
  'pequenas',
  'inteiros',
  'completos',
]);

/** Words before a party's size, and number words that are articles there ("family of a kind"). */
const PARTY_BEFORE = new Set(['of', 'di', 'de', 'are', 'siamo', 'somos']);
const ARTICLES = new Set(['a', 'an', 'un', 'uno', 'una', 'um', 'uma']);

/** Months by their folded names in the four languages, and the short names. */
const MONTHS: ReadonlyMap<string, number> = new Map([
  ...locales.flatMap((locale) => monthNames(locale).map((name, index) => [fold(name), index + 1] as const)),
  ...Object.entries(monthAbbreviations),
]);

/** A typo in a word the engine counts on ("weeeks", "bambinni") is corrected before the patterns read the text. */
const CORRECTABLE = [...COUNTED].filter((word) => word.length >= 5);

/**
 * The text as the number patterns read it: folded, thousands separators and
 * "2k" / "duemila" / "dos mil" as digits, currency signs as words, number
 * words before what they count as digits, typos in units corrected.
 */
export function prepare(text: string): string {
  let flat = fold(text)
    // "500 euros per person": the budget is per person anyway, and "a persona" is not a party of one.
    .replace(/\b(?:per person|per head|each|a testa|a persona|per persona|por pessoa|por persona|pp)\b/g, ' ')
    .replace(/(\d)[.,' ](?=\d{3}(?!\d))/g, '$1')
    .replace(/(\d+(?:[.,]\d+)?)\s?k\b/g, (_, amount: string) =>
      String(Math.round(Number(amount.replace(',', '.')) * 1000)),
    )
    .replace(/(\d)(?=[a-z])/g, '$1 ')
    .replace(/([€£$])/g, ' $1 ')
    .replace(/[^a-z0-9€£$]+/g, ' ');
  flat = flat.replace(/\b(due|tre|quattro|cinque|sei|sette|otto|nove|dieci)mila\b/g, (_, word: string) =>
    String(numberWords[word]! * 1000),
  );
  const tokens = flat.split(' ').filter(Boolean);
  const corrected = tokens.map((token) =>
    COUNTED.has(token) || MONTHS.has(token) ? token : (CORRECTABLE.find((known) => sameWord(token, known)) ?? token),
  );
  const counted = corrected.map((token, index) => {
    const next = corrected[index + 1];
    const afterNext = corrected[index + 2];
    const before = corrected[index - 1];
    const counts =
      (next !== undefined &&
        (COUNTED.has(next) || (FILLERS.has(next) && afterNext !== undefined && COUNTED.has(afterNext)))) ||
      // "a family of four", "siamo in cinque": the size of the party (articles are not counts there).
      (before !== undefined && PARTY_BEFORE.has(before) && !ARTICLES.has(token));
    return counts && token in numberWords ? String(numberWords[token]) : token;
  });
  return counted
    .join(' ')
    .replace(/\b(\d+) (?:mil|mila)\b/g, (_, amount: string) => String(Number(amount) * 1000))
    .replace(/\b(?:mille|mil)\b/g, '1000');
}

/** The trip's length in days: "10 days", "a week", "7 notti", "dos semanas", "un weekend", "7 to 10 days" (the longer). */
export function readDays(flat: string): number | null {
  const range = new RegExp(String.raw`\b(\d{1,2}) (?:to|or|e|y|a|o|ou|al)? ?(\d{1,2}) ${FILLER}(${UNIT})\b`).exec(flat);
  const single = new RegExp(String.raw`\b(\d{1,2}) ${FILLER}(${UNIT})\b`).exec(flat);
  const match = range ?? single;
  if (match) {
    const count = Number(range ? match[2] : match[1]);
    const unit = durationUnits[match[range ? 3 : 2]!]!;
    const days = count * unit.days + (unit.nights ? 1 : 0);
    return days > 0 && days <= 120 ? days : null;
  }
  const phrase = durationPhrases.find(({ pattern }) => pattern.test(flat));
  if (phrase) return phrase.days;
  // "week in Tuscany", "settimana bianca": a week without a count is one week.
  return /\b(?:week|settimana|semana)\b/.test(flat) ? 7 : null;
}

const NOT_MONEY_AFTER = new RegExp(
  String.raw`^ ${FILLER}(?:${UNIT}|${CHILDREN}|${ADULTS}|${FRIENDS}|star|stars|stelle|estrelas|estrellas)\b`,
);

/** The budget per person: "under 1500 euros", "menos de 2000", "tra 1000 e 2000 €", "at least £800", "budget 3k". */
export function readBudget(flat: string): { min: number | null; max: number | null } {
  const amount = String.raw`(?:${CURRENCY} )?(\d{2,7})(?: ${CURRENCY})?`;
  const range = new RegExp(
    String.raw`\b(?:between|tra|fra|entre|from|da|de|desde|dai|dos)? ?${amount} (?:and|e|y|to|a|al|hasta|ate|and about) ${amount}\b`,
  ).exec(flat);
  if (range) {
    const [low, high] = [Number(range[1]), Number(range[2])];
    const rest = flat.slice(range.index + range[0].length);
    const explicit = new RegExp(CURRENCY).test(range[0]) || /\b(?:between|tra|fra|entre)\b/.test(range[0]);
    if (low >= 50 && high > low && !NOT_MONEY_AFTER.test(rest) && explicit) return { min: low, max: high };
  }
  let min: number | null = null;
  let max: number | null = null;
  const maxBefore = new RegExp(String.raw`\b${MAX_WORDS} (?:(?:the|i|os|los|de|di|of) )?(?:${CURRENCY} )?$`);
  const minBefore = new RegExp(String.raw`\b${MIN_WORDS} (?:(?:the|i|os|los|de|di|of) )?(?:${CURRENCY} )?$`);
  for (const match of flat.matchAll(/\b(\d{2,7})\b/g)) {
    const value = Number(match[1]);
    const before = flat.slice(0, match.index);
    const after = flat.slice(match.index + match[0].length);
    if (NOT_MONEY_AFTER.test(after)) continue;
    const currency =
      new RegExp(String.raw`(?:^ ${CURRENCY}\b)`).test(after) || new RegExp(String.raw`${CURRENCY} $`).test(before);
    const isMax = maxBefore.test(before);
    const isMin = minBefore.test(before);
    // A year ("in 2027") is not a budget; a bare number of a few hundred or more is.
    const looksLikeYear = value >= 2024 && value <= 2040 && !currency && !isMax && !isMin;
    if (looksLikeYear || (!currency && !isMax && !isMin && value < 100)) continue;
    // "non più di" / "no más de" end in a minimum's words: the maximum's longer phrase wins.
    if (isMin && !isMax && min === null) min = value;
    else if ((isMax || !isMin) && max === null) max = value;
  }
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  return { min, max };
}

/** Before "may", words that make it the month ("in may", "early may"); elsewhere it needs its capital. */
const MAY_BEFORE = new Set([
  'in',
  'of',
  'early',
  'late',
  'mid',
  'next',
  'this',
  'during',
  'until',
  'from',
  'since',
  'by',
]);

/**
 * The month: a month's name in any of the four languages (typos forgiven),
 * else a season or a holiday. `skip` are the positions of words a place's
 * name took ("Rio de Janeiro" is not January).
 */
export function readMonth(text: string, flat: string, skip: ReadonlySet<number> = new Set()): number | null {
  const cased = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const tokens = words(text);
  for (const [index, token] of tokens.entries()) {
    if (skip.has(index)) continue;
    if (token === 'may') {
      if (cased[index] === 'May' || MAY_BEFORE.has(tokens[index - 1] ?? '')) return 5;
      continue;
    }
    const exact = MONTHS.get(token);
    if (exact) return exact;
    if (token.length >= 5 && !(token in numberWords)) {
      for (const [name, month] of MONTHS) if (name.length >= 5 && sameWord(token, name)) return month;
    }
  }
  return seasonWords.find(({ pattern }) => pattern.test(flat))?.month ?? null;
}

/** Who travels: "with two kids", "2 adulti e 3 bambini", "a family of four", "my wife and I", "con 3 amigos". */
export function readTravellers(flat: string): AiFilters['travellers'] {
  let children: number | null = null;
  let mentionsChildren = false;
  let adults: number | null = null;
  const childCount = new RegExp(String.raw`\b(\d{1,2}) ${FILLER}(?:${CHILDREN})\b`).exec(flat);
  if (childCount) {
    children = Number(childCount[1]);
    mentionsChildren = true;
  } else if (new RegExp(String.raw`\b(?:${alternation(childrenPlural)})\b`).test(flat)) {
    mentionsChildren = true;
  } else if (new RegExp(String.raw`\b(?:${alternation(childrenSingular)})\b`).test(flat)) {
    children = 1;
    mentionsChildren = true;
  }
  const adultCount = new RegExp(String.raw`\b(\d{1,2}) ${FILLER}(?:${ADULTS})\b`).exec(flat);
  const friends = new RegExp(String.raw`\b(\d{1,2}) ${FILLER}(?:${FRIENDS})\b`).exec(flat);
  const party = partySize.exec(flat);
  if (adultCount) adults = Number(adultCount[1]);
  else if (friends) adults = Number(friends[1]) + 1;
  else if (party) {
    const total = Number(party[1]);
    if (/family|famiglia|familia/.test(party[0]) && children === null && total > 2) {
      adults = 2;
      children = total - 2;
      mentionsChildren = true;
    } else adults = Math.max(1, total - (children ?? 0));
  } else if (coupleWords.test(flat)) adults = 2;
  else if (soloWords.test(flat)) adults = 1;
  if (adults === null && !mentionsChildren) return null;
  return {
    adults: adults !== null && adults >= 1 && adults <= 20 ? adults : null,
    children: children !== null && children <= 20 ? children : null,
  };
}

type Match = { entry: VocabularyEntry; start: number; length: number; exact: boolean };
const FIELD_ORDER = { place: 0, interest: 1, category: 2 } as const;

/** Phrases by the first letter of their first word: a typo keeps the first letter (./text.ts sameWord). */
const buckets = new WeakMap<AiSearchData, Map<string, { entry: VocabularyEntry; phrase: string[] }[]>>();
function phraseBuckets(data: AiSearchData) {
  let bucket = buckets.get(data);
  if (bucket) return bucket;
  bucket = new Map();
  for (const entry of data.vocabulary) {
    for (const phrase of entry.phrases) {
      const key = phrase[0]![0]!;
      const list = bucket.get(key) ?? [];
      list.push({ entry, phrase });
      bucket.set(key, list);
    }
  }
  buckets.set(data, bucket);
  return bucket;
}

/** Words the number, month and length patterns read: a typo there is not a place ("sette" is not "Sete"). */
const RESERVED = new Set([...Object.keys(numberWords), ...COUNTED, ...MONTHS.keys()]);

/** The CMS's destinations, things to do and categories the text names, longest phrase first, each word used once. */
export function readVocabulary(text: string, data: AiSearchData): Match[] {
  const tokens = words(text);
  const cased = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const bucket = phraseBuckets(data);
  const found: Match[] = [];
  for (let start = 0; start < tokens.length;) {
    let best: Match | null = null;
    for (const { entry, phrase } of bucket.get(tokens[start]![0]!) ?? []) {
      if (start + phrase.length > tokens.length) continue;
      let exact = true;
      const fits = phrase.every((word, offset) => {
        const token = tokens[start + offset]!;
        if (token === word) return true;
        exact = false;
        return !RESERVED.has(token) && sameWord(token, word);
      });
      if (!fits) continue;
      if (phrase.length === 1 && entry.field === 'place') {
        if (capitalOnlyNames.has(phrase[0]!) && !/^[A-Z]/.test(cased[start] ?? '')) continue;
        if (data.acronyms.has(phrase[0]!) && cased[start] !== phrase[0]!.toUpperCase()) continue;
      }
      const candidate: Match = { entry, start, length: phrase.length, exact };
      if (
        !best ||
        candidate.length > best.length ||
        (candidate.length === best.length && Number(candidate.exact) - Number(best.exact) > 0) ||
        (candidate.length === best.length &&
          candidate.exact === best.exact &&
          FIELD_ORDER[candidate.entry.field] < FIELD_ORDER[best.entry.field])
      ) {
        best = candidate;
      }
    }
    if (best) {
      found.push(best);
      start += best.length;
    } else start += 1;
  }
  return found;
}

const SPECIFIC: ReadonlySet<string> = new Set(['city', 'area', 'country']);

/**
 * One destination for the results' `destination`: the one place named; of
 * several in one country, the country unless they are the country and one
 * place in it ("Rome, Italy" is Rome); of several countries, the first named;
 * a region or continent only when nothing more precise is named.
 */
export function chooseDestination(places: VocabularyEntry[]): string | null {
  const unique = [...new Map(places.map((place) => [place.slug, place])).values()];
  const specific = unique.filter((place) => place.kind !== null && SPECIFIC.has(place.kind));
  if (specific.length === 0) return unique[0]?.slug ?? null;
  const countries = new Set(specific.map((place) => place.country));
  if (countries.size > 1) return specific[0]!.slug;
  const inside = specific.filter((place) => place.kind !== 'country');
  if (inside.length === 1) return inside[0]!.slug;
  return specific[0]!.country ?? specific[0]!.slug;
}

/** Everything the engine reads from a text, as the results' filters (in the market's slugs). */
export function parseQuery(text: string, data: AiSearchData): AiFilters {
  const flat = prepare(text);
  const matches = readVocabulary(text, data);
  const placeWords = new Set(
    matches
      .filter((match) => match.entry.field === 'place')
      .flatMap((match) => Array.from({ length: match.length }, (_, offset) => match.start + offset)),
  );
  const of = (field: VocabularyEntry['field']) =>
    matches.filter((match) => match.entry.field === field).map((match) => match.entry);
  const days = readDays(flat);
  const budget = readBudget(flat);
  const slugs = (field: VocabularyEntry['field']) => [...new Set(of(field).map((entry) => entry.slug))].sort();
  return {
    ...noFilters,
    destination: chooseDestination(of('place')),
    duration: days === null ? null : durationOf(days),
    min: budget.min,
    max: budget.max,
    month: readMonth(text, flat, placeWords),
    travellers: readTravellers(flat),
    interests: slugs('interest'),
    categories: slugs('category'),
  };
}
