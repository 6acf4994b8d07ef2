import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, preferredEncoding } from './compression';

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['deflate', null],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
    [['gzip', 'br'], 'br'],
  ])('%j gives %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('compress', () => {
  const text = JSON.stringify(
    Array.from({ length: 200 }, (_, i) => ({ id: i, notes: 'a calm walk by the river' })),
  );

  it('gives Brotli that decodes to the same text, far smaller', async () => {
    const body = await compress(text, 'br');
    expect(brotliDecompressSync(body).toString()).toBe(text);
    expect(body.length).toBeLessThan(text.length / 10);
  });

  it('gives gzip that decodes to the same bytes', async () => {
    const body = await compress(Buffer.from(text), 'gzip');
    expect(gunzipSync(body).toString()).toBe(text);
  });
});
