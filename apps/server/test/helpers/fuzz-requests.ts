import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { ApiRoute, JsonSchema, Parameter } from './api-routes';
import { makeJpeg, makePng } from './files';
import { ODD_STRINGS, SNEAKY_KEYS, asText, encodeText, garbage } from './fuzz-values';
import { validFor, valueFor } from './schema-arbitrary';

/** Generated requests: paths, query strings, JSON, import files and multipart uploads. */

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'fixtures', name));

export type Auth = 'user' | 'none' | 'garbage';
export const OWN_PASSWORD = Symbol('the account’s own password');
export type Multipart = {
  fields: [string, string][];
  file: { field: string; filename: string; contentType: string; data: Buffer } | null;
  breakage: 'none' | 'no-boundary' | 'wrong-boundary' | 'truncated';
};
export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; payload: string | Buffer; contentType: string | null }
  | { kind: 'multipart'; form: Multipart };
export type Sent = {
  path: string;
  query: string;
  body: Body | null;
  auth: Auth;
  headers?: Record<string, string>;
};

/** Path segments that are not what a router expects, already in their URL form. */
const RAW_SEGMENTS = [
  '%zz',
  '%',
  '%E0%A4%A',
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%2F',
  'a;b=c',
  '%C0%AE%C0%AE',
  '%EF%BF%BF',
  '%F0%9F%92%A9',
  '%FF%FE',
  '%20',
  '*',
  ':id',
  '%7Bid%7D',
  'a%0Ab',
];

function segmentFor(p: Parameter, knownIds: string[]): fc.Arbitrary<string> {
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 6, arbitrary: valueFor(p.schema, p.name).map((v) => encodeText(asText(v))) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.integer({ min: 190, max: 420 }).map((n) => 'a'.repeat(n)) },
  ];
  if (p.schema.format === 'uuid')
    options.push({ weight: 4, arbitrary: fc.constantFrom(...knownIds) });
  if (p.name === 'id' && p.schema.pattern)
    options.push({
      weight: 4,
      arbitrary: fc.constantFrom(
        'better-sleep-basics',
        'calming-anxious-mind',
        'talking-so-youre-heard',
      ),
    });
  return fc.oneof(...options);
}

/** The route's path with generated parameters; `knownIds` are real ids that reach the success paths. */
export function pathFor(route: ApiRoute, knownIds: string[]): fc.Arbitrary<string> {
  const names = route.pathParams.map((p) => p.name);
  return fc
    .tuple(...route.pathParams.map((p) => segmentFor(p, knownIds)))
    .map((segments) =>
      route.path.replace(/\{(\w+)\}/g, (_, name: string) => segments[names.indexOf(name)]!),
    );
}

const RAW_QUERIES = [
  '%zz=1',
  '=',
  '&&&',
  'a=%',
  '%00=%00',
  'a=1&a',
  'a[b]=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  ';',
];

/** A query string with generated values for the route's parameters, repeated ones, extras and broken encodings. */
export function queryFor(route: ApiRoute): fc.Arbitrary<string> {
  const params = route.queryParams.map((p) => {
    const value = fc.oneof(validFor(p.schema, p.name), valueFor(p.schema, p.name));
    const one = value.map((v) => [[p.name, asText(v)]] as [string, string][]);
    const repeated = fc
      .array(valueFor(p.schema, p.name).map(asText), { minLength: 2, maxLength: 3 })
      .map((vs) => vs.map((v) => [p.name, v] as [string, string]));
    return fc.option(fc.oneof({ weight: 8, arbitrary: one }, { weight: 1, arbitrary: repeated }), {
      freq: p.required ? 12 : 2,
      nil: [],
    });
  });
  const extraKey = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...SNEAKY_KEYS));
  const extras = fc.array(
    fc.tuple(extraKey, fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...ODD_STRINGS))),
    { maxLength: 2 },
  );
  const raw = fc.option(fc.constantFrom(...RAW_QUERIES), { freq: 8, nil: '' });
  return fc.tuple(fc.tuple(...params), extras, raw).map(([known, extra, tail]) => {
    const pairs = [...known.flat(), ...extra].map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`);
    if (tail) pairs.push(tail);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
}

export const json = (value: fc.Arbitrary<unknown>) =>
  value.map((v): Body => ({ kind: 'json', value: v }));

const csvQuote = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const sometimesOdd = (arbitrary: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...ODD_STRINGS)),
    },
  );
const csvDay = sometimesOdd(
  fc.oneof(
    fc
      .date({ noInvalidDate: true, min: new Date('1000-01-01'), max: new Date('9999-12-31') })
      .map((d) => d.toISOString().slice(0, 10)),
    fc.constantFrom(
      '0000-01-01',
      '0001-02-29',
      '2026-02-29',
      '2024-02-29',
      '22nd Sep 2020',
      'Sep 31, 2020',
      '1 Smarch 2020',
      '2026-1-1',
    ),
  ),
);
const csvTime = sometimesOdd(
  fc.constantFrom(
    '8:30 PM',
    '07:15',
    '24:00',
    '12:00 am',
    '13:00 pm',
    '0:60',
    'pre',
    'all day',
    '',
  ),
);
const csvFeeling = sometimesOdd(
  fc.constantFrom('rad', 'good', 'meh', 'bad', 'awful', 'RAD', 'happy | anxious', 'joy', 'numb'),
);
const csvActivities = sometimesOdd(
  fc.constantFrom('friends | sport | cooking', 'good sleep', 'work', '', ' | | '),
);
const csvText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(...ODD_STRINGS),
  fc.constant('x'.repeat(6000)),
);
const csvFile = (header: string, row: fc.Arbitrary<string[]>) =>
  fc
    .array(
      fc.oneof(
        { weight: 5, arbitrary: row },
        { weight: 1, arbitrary: fc.array(csvText, { maxLength: 10 }) },
      ),
      { maxLength: 6 },
    )
    .map((rows) => [header, ...rows.map((r) => r.map(csvQuote).join(','))].join('\n'));
const daylioRow = fc.tuple(
  csvDay,
  csvText,
  csvText,
  csvTime,
  csvFeeling,
  csvActivities,
  csvText,
  csvText,
);
const bearableRating = sometimesOdd(fc.constantFrom('1', '5', '10', '0', '11', '7.5', '-1', '1e1'));
const bearableRow = fc.tuple(
  csvDay,
  csvDay,
  csvTime,
  sometimesOdd(fc.constantFrom('Mood', 'Factors', 'mood', 'Symptoms')),
  bearableRating,
  csvFeeling,
  csvText,
);

/** Files in the shapes the importer knows, filled with generated entries. */
export function importBody(moodSchema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const mood = moodSchema ? fc.oneof(valueFor(moodSchema), garbage) : garbage;
  const moodcraft = fc
    .array(mood, { maxLength: 5 })
    .map((moods) => JSON.stringify({ format: 'moodcraft-export', moods }));
  const content = fc.oneof(
    moodcraft,
    csvFile('full_date,date,weekday,time,mood,activities,note_title,note', daylioRow),
    csvFile('date,date formatted,time of day,category,rating/amount,detail,notes', bearableRow),
    fc.constantFrom(
      '{',
      '\ufeff{"format":"moodcraft-export","moods":null}',
      '{"format":"moodcraft-export","moods":[null,1,"x",[]]}',
      'a,b\n"unclosed',
    ),
  );
  const label = fc.oneof(csvFeeling, fc.string({ maxLength: 8 }), fc.constantFrom(...SNEAKY_KEYS));
  const mapping = fc.option(
    fc.dictionary(
      label,
      fc.oneof(
        fc.record({
          score: fc.integer({ min: -1, max: 11 }),
          primaryEmotion: csvFeeling,
          subEmotion: csvFeeling,
        }),
        garbage,
      ),
      { maxKeys: 3 },
    ),
    { nil: undefined },
  );
  return fc.record({ content, mapping }).map(({ content: c, mapping: m }) => ({
    kind: 'json',
    value: m === undefined ? { content: c } : { content: c, mapping: m },
  }));
}

const MAGIC = [
  makePng(),
  makeJpeg('Exif GPS'),
  fixture('clip.webm').subarray(0, 512),
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'),
  Buffer.from('ID3\x03\x00', 'latin1'),
  Buffer.from('\x00\x00\x00\x18ftypmp42', 'latin1'),
  Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  Buffer.from('GIF89a'),
  Buffer.from('%PDF-1.7'),
  Buffer.from('MZ'),
  Buffer.alloc(0),
];

const anyField = fc.tuple(
  fc.constantFrom('title', 'type', 'tags', 'content', 'profilePicture', '__proto__', 'x'),
  fc.oneof(
    fc.constantFrom('audio', 'dancing', 'writing', 'drawing', '["a","b"]', '[1,{}]', 'a, b', ''),
    fc.string({ maxLength: 20 }),
    fc.constantFrom(...ODD_STRINGS),
  ),
);
/** The fields an upload form sends: a title, a media type and tags. */
const formFields = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.constantFrom('audio', 'dancing'),
    fc.constantFrom('', 'calm, voice', '["calm","voice"]'),
  )
  .map(
    ([title, type, tags]) =>
      [
        ['title', title],
        ['type', type],
        ['tags', tags],
      ] as [string, string][],
  );

/** Multipart bodies: the expected form with all kinds of files, anything at all, and broken encodings. */
export const multipartBody = (fileField: string): fc.Arbitrary<Body> =>
  fc
    .record({
      fields: fc.oneof(formFields, fc.array(anyField, { maxLength: 5 })),
      file: fc.option(
        fc.record({
          field: fc.oneof(
            { weight: 4, arbitrary: fc.constant(fileField) },
            { weight: 1, arbitrary: fc.constantFrom('file', 'profilePicture', 'other') },
          ),
          filename: fc.constantFrom(
            'a.webm',
            'me.png',
            '../../../etc/passwd',
            'x.svg',
            '',
            'a"b.png',
            'ü 名.png',
          ),
          contentType: fc.constantFrom(
            'audio/webm',
            'video/webm',
            'image/png',
            'image/svg+xml',
            'application/octet-stream',
            'text/html',
          ),
          data: fc
            .tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 2048 }))
            .map(([head, tail]) => Buffer.concat([head, tail])),
        }),
        { freq: 6, nil: null },
      ),
      breakage: fc.constantFrom(
        'none',
        'none',
        'none',
        'none',
        'no-boundary',
        'wrong-boundary',
        'truncated',
      ),
    })
    .map((form): Body => ({ kind: 'multipart', form }));

/** The bytes and Content-Type of a generated form, broken as it asks. */
export function encodeMultipart({ fields, file, breakage }: Multipart) {
  const boundary = '----moodcraftfuzz7MA4YWxkTrZu0gW';
  const parts: Buffer[] = fields.map(([name, value]) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(parts);
  if (breakage === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  const type =
    breakage === 'no-boundary'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${breakage === 'wrong-boundary' ? 'other' : boundary}`;
  return { payload, contentType: type };
}
