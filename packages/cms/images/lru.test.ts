import { describe, expect, it } from 'vitest';
import { LruCache } from './lru';

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its capacity', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.keys()).toEqual(['a', 'c']);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('replaces a value without growing', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('a', 2);
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBe(2);
  });

  it('is also bounded by total size', () => {
    const cache = new LruCache<string, string>(10, 10, (value) => value.length);
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.set('c', 'zzzz');
    expect(cache.keys()).toEqual(['b', 'c']);
    expect(cache.bytes).toBe(8);
    cache.set('huge', 'x'.repeat(11)); // larger than the whole cache: not kept
    expect(cache.has('huge')).toBe(false);
    expect(cache.keys()).toEqual(['b', 'c']);
    cache.delete('b');
    expect(cache.bytes).toBe(4);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('keeps nothing with a capacity of 0 and rejects a bad capacity', () => {
    const cache = new LruCache<string, number>(0);
    cache.set('a', 1);
    expect(cache.size).toBe(0);
    expect(() => new LruCache(-1)).toThrow(RangeError);
  });
});
