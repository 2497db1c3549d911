import { describe, expect, it } from 'vitest';
import { waitText } from './wait';

describe('waitText', () => {
  it('says seconds under 90 seconds and whole minutes, rounded up, from then on', () => {
    expect(waitText('en', 45)).toBe('45 seconds');
    expect(waitText('en', 90)).toBe('2 minutes');
    expect(waitText('en', 600)).toBe('10 minutes');
  });

  it('speaks the page’s language', () => {
    expect(waitText('it', 300)).toBe('5 minuti');
    expect(waitText('es', 30)).toBe('30 segundos');
  });
});
