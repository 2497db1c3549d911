import { describe, expect, it } from 'vitest';
import { chooseDestination, prepare, readBudget, readDays, readMonth, readTravellers } from './parse';
import type { VocabularyEntry } from './data';
import { editDistance, sameWord } from './text';

const read = (text: string) => prepare(text);

describe('typos', () => {
  it('forgives one edit from five letters, two from nine, never a different first letter', () => {
    expect(editDistance('itlay', 'italy', 2)).toBe(1);
    expect(sameWord('itlay', 'italy')).toBe(true);
    expect(sameWord('home', 'rome')).toBe(false);
    expect(sameWord('rome', 'roma')).toBe(false);
    expect(sameWord('barcelonna', 'barcelona')).toBe(true);
    expect(sameWord('tailandai', 'tailandia')).toBe(true);
    expect(sameWord('xitaly', 'italy')).toBe(false);
  });
});

describe('length of the trip', () => {
  it.each([
    ['10 days in Japan', 10],
    ['a week in Tuscany', 7],
    ['week in tuscany', 7],
    ['dieci giorni in Giappone', 10],
    ['7 notti ai Caraibi', 8],
    ['dos semanas en Perú', 14],
    ['um fim de semana em Paris', 3],
    ['a long weekend in Rome', 4],
    ['7 to 10 days', 10],
    ['two weeeks', 14],
    ['una setimana al mare', 7],
  ])('%s -> %i days', (text, days) => {
    expect(readDays(read(text))).toBe(days);
  });

  it('reads nothing when the text says nothing about length', () => {
    expect(readDays(read('Italy with the kids under 2000 euros'))).toBeNull();
  });
});

describe('budget', () => {
  it.each([
    ['under 1500 euros', { min: null, max: 1500 }],
    ['menos de 2000', { min: null, max: 2000 }],
    ['tra 1000 e 2000 euro', { min: 1000, max: 2000 }],
    ['at least £800', { min: 800, max: null }],
    ['budget 3k', { min: null, max: 3000 }],
    ['budget 3mila', { min: null, max: 3000 }],
    ['até 1.500€', { min: null, max: 1500 }],
    ['dos mil euros', { min: null, max: 2000 }],
    ['non più di 1000 euro', { min: null, max: 1000 }],
    ['no más de 900 euros', { min: null, max: 900 }],
  ])('%s', (text, budget) => {
    expect(readBudget(read(text))).toEqual(budget);
  });

  it('does not take lengths, parties, stars or years for money', () => {
    expect(readBudget(read('10 days with 2 kids in a 5 star hotel in 2027'))).toEqual({ min: null, max: null });
  });
});

describe('month', () => {
  it.each([
    ['Japan in October', 10],
    ['Giappone a ottobre', 10],
    ['Japão em março', 3],
    ['Japón en agosot', 8],
    ['in May', 5],
    ['summer in Greece', 7],
    ['natale a New York', 12],
    ['en otoño', 10],
  ])('%s -> %i', (text, month) => {
    expect(readMonth(text, read(text))).toBe(month);
  });

  it('needs a capital for May, which is also a verb, unless it reads as a date', () => {
    expect(readMonth('we may go to Japan', read('we may go to Japan'))).toBeNull();
    expect(readMonth('the algarve in may', read('the algarve in may'))).toBe(5);
  });

  it('skips the words of a place’s name', () => {
    const text = 'Rio de Janeiro no carnaval';
    expect(readMonth(text, read(text))).toBe(1);
    expect(readMonth(text, read(text), new Set([0, 1, 2]))).toBe(2);
  });
});

describe('travellers', () => {
  it.each([
    ['with two kids', { adults: null, children: 2 }],
    ['2 adulti e 3 bambini', { adults: 2, children: 3 }],
    ['a family of four', { adults: 2, children: 2 }],
    ['with my wife', { adults: 2, children: null }],
    ['con 3 amigos', { adults: 4, children: null }],
    ['con i bambini', { adults: null, children: null }],
    ['2 adults and a child', { adults: 2, children: 1 }],
  ])('%s', (text, travellers) => {
    expect(readTravellers(read(text))).toEqual(travellers);
  });

  it('is null when nobody is mentioned, and per person is not a party', () => {
    expect(readTravellers(read('Rome in March'))).toBeNull();
    expect(readTravellers(read('sotto 500 euro a persona'))).toBeNull();
  });
});

describe('one destination of several', () => {
  const place = (slug: string, kind: VocabularyEntry['kind'], country: string | null): VocabularyEntry => ({
    field: 'place',
    slug,
    kind,
    country,
    phrases: [[slug]],
  });
  const italy = place('italy', 'country', 'italy');
  const rome = place('rome', 'city', 'italy');
  const florence = place('florence', 'city', 'italy');
  const europe = place('europe', 'continent', null);
  const kenya = place('kenya', 'country', 'kenya');

  it('keeps a place in its named country, takes the country for two places in it, the first of two countries', () => {
    expect(chooseDestination([rome, italy])).toBe('rome');
    expect(chooseDestination([rome, florence])).toBe('italy');
    expect(chooseDestination([kenya, rome])).toBe('kenya');
    expect(chooseDestination([europe, italy])).toBe('italy');
    expect(chooseDestination([europe])).toBe('europe');
    expect(chooseDestination([])).toBeNull();
  });
});
