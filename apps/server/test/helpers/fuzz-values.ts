import fc from 'fast-check';
import { makePng } from './files';

/** Values that tend to break servers, shared by the request generators. */

/** Text that has broken servers before. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'a\u0000b',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x1F',
  '9'.repeat(40),
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '${7*7}{{7*7}}',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%zz',
  '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'Z\u0351\u0352\u0353a\u0354\u0355\u0356l\u0357\u0358g\u0359o',
  '\ud800',
  '\udfff\ud800',
  '\ufeff',
  '\u2028\u2029',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
] as const;

/** Dates at the edges of what JavaScript and the database can hold, and dates that are not dates. */
export const ODD_DATES = [
  '-271821-04-20T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '4714-11-24T00:00:00.000Z',
  '1970-01-01T00:00:00.000Z',
  '1969-12-31T23:59:59.999Z',
  '2026-02-29T12:00:00Z',
  '2024-02-29',
  '2026-13-01',
  '2026-00-00',
  '2026-99-99',
  '0000-00-00',
  '9999-99-99',
  '2026-05-01T25:61:00Z',
  '2026-05-01T12:00:00+14:00',
  '2026-05-01T12:00:00-23:59',
  '1',
  '20260501',
  'May 1, 2026',
  'Sat, 01 May 2026 12:00:00 GMT',
  'tomorrow',
] as const;

export const TIME_ZONES = [
  'UTC',
  'Australia/Melbourne',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Pacific/Kiritimati',
  'Etc/GMT+12',
  'utc',
  'Mars/Olympus',
  'Europe/Lisbon ',
] as const;

/** An address like people have (fc.emailAddress() also makes valid but exotic ones that sign-up refuses). */
export const plainEmail = fc
  .stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}[a-z0-9]@[a-z0-9]{1,12}\.(org|com|net)$/)
  .filter((e) => !e.includes('..'));

export const pngDataUrl = `data:image/png;base64,${makePng({ size: 4 }).toString('base64')}`;

/** Keys that try to reach the prototype, or claim powers nobody should send. */
export const SNEAKY_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  '_id',
  'userId',
  'isAdmin',
  'role',
  'passwordHash',
  'createdAt',
] as const;

/** Anything JSON can say, including shapes nothing expects. */
export const garbage: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
  fc.constantFrom(...ODD_STRINGS),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 5 }),
  fc.integer({ min: 20, max: 3000 }).map((depth) => deeplyNested(depth)),
);

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** An object with exactly these own keys, `__proto__` included as a plain key. */
export function ownKeys(entries: [string, unknown][]) {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return object;
}

/** A URL component; a lone surrogate becomes the bytes a careless encoder would send. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split(/([\ud800-\udfff])/)
      .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
      .join('');
  }
}

/** How a generated value travels in a query string or a path. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
