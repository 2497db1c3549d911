import { describe, expect, it } from 'vitest';

import { space } from './fixtures/space';
import { ContentStore } from './store';
import type { SpaceExport } from './types';

const store = new ContentStore(space);

describe('ContentStore', () => {
  it('builds fallback chains from the locales', () => {
    expect(store.defaultLocale).toBe('en-UK');
    expect(store.fallbackChain('pt-PT')).toEqual(['pt-PT', 'it-IT', 'en-UK']);
    expect(store.fallbackChain('en-UK')).toEqual(['en-UK']);
    expect(store.hasLocale('de-DE')).toBe(false);
  });

  it('stops a cyclic fallback chain', () => {
    const cyclic: SpaceExport = {
      ...space,
      locales: [
        { code: 'a', name: 'A', default: true, fallbackCode: 'b' },
        { code: 'b', name: 'B', fallbackCode: 'a' },
      ],
    };
    expect(new ContentStore(cyclic).fallbackChain('b')).toEqual(['b', 'a']);
  });

  it('reads localized fields along the chain and the rest from the default locale', () => {
    const japan = store.entry('japan', false)!;
    const italy = store.entry('italy', false)!;
    expect(store.readField(japan, 'name', 'pt-PT')).toBe('Japão');
    expect(store.readField(italy, 'name', 'pt-PT')).toBe('Italia');
    expect(store.readField(italy, 'slug', 'it-IT')).toBe('italy');
    expect(store.readField(italy, 'nope', 'it-IT')).toBeUndefined();
  });

  it('keeps drafts out of the delivery views', () => {
    expect(store.entry('spain', false)).toBeUndefined();
    expect(store.entry('spain', true)?.id).toBe('spain');
    expect(store.entriesOfType('country', false).map((entity) => entity.id)).toEqual([
      'italy',
      'france',
      'japan',
      'portugal',
      'greece',
    ]);
    expect(store.entriesOfType('country', true).map((entity) => entity.id)).toEqual([
      'spain',
      'italy',
      'france',
      'japan',
      'portugal',
      'greece',
    ]);
    expect(store.allAssetsList(false).map((entity) => entity.id)).toEqual(['guide', 'flag-fr', 'flag-it']);
  });

  it('indexes incoming links with the locales that hold them', () => {
    expect(store.incomingLinks('europe').map((link) => [link.source.id, [...link.locales]])).toEqual([
      ['italy', ['en-UK']],
      ['france', ['en-UK']],
      ['spain', ['en-UK']],
    ]);
    expect(store.incomingLinks('nobody')).toEqual([]);
  });
});
