import { describe, expect, it } from 'vitest';
import data from '../../../../content/helplines/helplines.json';
import zones from '../../../../content/helplines/time-zones.json';
import { helplinesFor, knownRegion, regionName, REGIONS } from './helplines';
import { guessRegion } from './region-guess';

describe('the helplines list', () => {
  it('covers at least 30 countries, each with its emergency number first', () => {
    expect(data.regions.length).toBeGreaterThanOrEqual(30);
    expect(new Set(data.regions.map((r) => r.code)).size).toBe(data.regions.length);
    for (const region of data.regions) {
      expect(region.code).toMatch(/^[A-Z]{2}$/);
      expect(region.helplines[0]?.name, region.code).toBe('Emergency');
      expect(region.helplines.length, region.code).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every line a well-formed link, a source and a calm description', () => {
    for (const line of [...data.regions.flatMap((r) => r.helplines), ...data.international]) {
      expect(line.href, line.name).toMatch(/^(tel:\+?\d+|sms:\d+|https:\/\/.+)$/);
      expect(line.source, line.name).toMatch(/^https:\/\//);
      expect(line.description, line.name).not.toMatch(/!/);
    }
    expect(data.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('places every time zone in a listed country, and knows every zone of those countries', () => {
    const codes = new Set(data.regions.map((r) => r.code));
    for (const [zone, code] of Object.entries(zones.zones))
      expect(codes.has(code), zone).toBe(true);
    // the canonical zones this runtime knows, checked for a few countries spanning many zones
    const canonical = Intl.supportedValuesOf('timeZone');
    for (const prefix of ['Australia/', 'America/Argentina/', 'America/Indiana/']) {
      for (const zone of canonical.filter((z) => z.startsWith(prefix)))
        expect(zones.zones, zone).toHaveProperty([zone]);
    }
  });
});

describe('helplines by region', () => {
  it('lists the region’s own lines', () => {
    expect(helplinesFor('AU').map((h) => h.contact)).toContain('13 11 14');
    expect(helplinesFor('US').map((h) => h.contact)).toContain('988');
    expect(helplinesFor('GB').map((h) => h.contact)).toContain('116 123');
    expect(helplinesFor('UK')).toEqual(helplinesFor('GB'));
    expect(helplinesFor('NZ').map((h) => h.contact)).toContain('1737');
    expect(helplinesFor('CA').map((h) => h.contact)).toContain('988');
  });

  it('falls back to the international list, which says how to find a local line', () => {
    for (const region of ['INTL', 'XX', null, undefined, '']) {
      const lines = helplinesFor(region);
      expect(lines.map((h) => h.href)).toContain('https://findahelpline.com');
    }
    expect(regionName('INTL')).toBe('Another country');
    expect(regionName('gb')).toBe('United Kingdom');
  });

  it('knows a region only when it has helplines for it', () => {
    expect(knownRegion('de')).toBe('DE');
    expect(knownRegion('UK')).toBe('GB');
    expect(knownRegion('INTL')).toBe('INTL');
    expect(knownRegion('ZZ')).toBeNull();
    expect(REGIONS.map((r) => r.name)).toEqual([...REGIONS.map((r) => r.name)].sort());
  });
});

describe('guessing a person’s country', () => {
  it('reads the time zone first', () => {
    expect(guessRegion('Europe/London', 'en-US')).toBe('GB');
    expect(guessRegion('Australia/Perth')).toBe('AU');
    expect(guessRegion('Asia/Calcutta')).toBe('IN');
    expect(guessRegion('America/Indiana/Knox')).toBe('US');
    expect(guessRegion('Pacific/Auckland')).toBe('NZ');
  });

  it('then the region part of the browser language', () => {
    expect(guessRegion('UTC', 'pt-BR')).toBe('BR');
    expect(guessRegion('Etc/GMT+3', ['fr', 'de-CH'])).toBe('CH');
    expect(guessRegion(undefined, 'zh-Hant-HK')).toBe('HK');
    expect(guessRegion('UTC', 'en')).toBeNull();
    expect(guessRegion('Etc/GMT-4', 'ar')).toBeNull();
  });

  it('takes a place without its own list to the international one', () => {
    expect(guessRegion('Asia/Dubai', 'ar-AE')).toBe('INTL');
    expect(guessRegion('Africa/Nairobi')).toBe('INTL');
  });
});
