import { describe, expect, it } from 'vitest';
import { onlyThisMachine } from './share-links';

describe('a report link’s host', () => {
  it('is only this machine’s for localhost and loopback addresses', () => {
    expect(onlyThisMachine('http://localhost:3000/report/abc')).toBe(true);
    expect(onlyThisMachine('http://127.0.0.1:8080/report/abc')).toBe(true);
    expect(onlyThisMachine('http://[::1]:3000/report/abc')).toBe(true);
    expect(onlyThisMachine('https://mood.example.org/report/abc')).toBe(false);
    expect(onlyThisMachine('http://192.168.1.20:3000/report/abc')).toBe(false);
  });
});
