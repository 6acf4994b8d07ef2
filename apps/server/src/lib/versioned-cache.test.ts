import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache';

describe('versioned cache', () => {
  it('answers only for the version it was built from', () => {
    const cache = createVersionedCache<string>({ maxBytes: 1000, ttlMs: 60_000 });
    cache.set('ana', 'list', 3, 'three', 5);
    expect(cache.get('ana', 'list', 3)).toBe('three');
    expect(cache.get('ana', 'list', 4)).toBeUndefined();
    // a stale entry is dropped, not kept for a later read of the old version
    expect(cache.get('ana', 'list', 3)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps people and keys apart', () => {
    const cache = createVersionedCache<string>({ maxBytes: 1000, ttlMs: 60_000 });
    cache.set('ana', 'list', 1, 'ana list', 8);
    cache.set('ben', 'list', 1, 'ben list', 8);
    cache.set('ana', 'facts', 1, 'ana facts', 9);
    expect(cache.get('ben', 'list', 1)).toBe('ben list');
    expect(cache.get('ana', 'facts', 1)).toBe('ana facts');
    cache.forget('ana');
    expect(cache.get('ana', 'list', 1)).toBeUndefined();
    expect(cache.get('ana', 'facts', 1)).toBeUndefined();
    expect(cache.get('ben', 'list', 1)).toBe('ben list');
  });

  it('expires entries after their time', () => {
    let now = 0;
    const cache = createVersionedCache<string>({ maxBytes: 1000, ttlMs: 100, clock: () => now });
    cache.set('ana', 'list', 1, 'value', 5);
    now = 99;
    expect(cache.get('ana', 'list', 1)).toBe('value');
    now = 100;
    expect(cache.get('ana', 'list', 1)).toBeUndefined();
  });

  it('evicts the least recently used beyond its byte budget and refuses oversize values', () => {
    const cache = createVersionedCache<string>({ maxBytes: 10, ttlMs: 60_000 });
    cache.set('a', 'k', 1, 'a', 4);
    cache.set('b', 'k', 1, 'b', 4);
    expect(cache.get('a', 'k', 1)).toBe('a'); // a is now the most recent
    cache.set('c', 'k', 1, 'c', 4);
    expect(cache.get('b', 'k', 1)).toBeUndefined();
    expect(cache.get('a', 'k', 1)).toBe('a');
    expect(cache.get('c', 'k', 1)).toBe('c');
    cache.set('d', 'k', 1, 'huge', 11);
    expect(cache.get('d', 'k', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
