import fc from 'fast-check';

/** Text no route can store, or that once gave a 500: NUL, lone surrogates, huge, odd spaces, markup. */
const nastyText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '',
    ' ',
    '\u200f\u202e',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '%00',
    '../../etc/passwd',
    'null',
    'NaN',
    '١٢٣',
    'شقة\u0000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: 200, max: 20_000 }).map((length) => 'ج'.repeat(length)),
);

/** Numbers a JSON body can carry that no column takes: tiny, huge, negative, fractional. */
const nastyNumber = fc.oneof(
  fc.constantFrom(1e-7, 5e-324, 1e308, -1, -0, 0, 0.001, 2147483648, 9999999999999.994, 1e15 + 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value nested `depth` deep (arrays or objects). */
const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? { a: value } : [value];
  return value;
};

/** Anything a JSON field may be sent as. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, nested(40), nested(2000), { constructor: { prototype: { isAdmin: true } } }),
  fc.array(fc.oneof(nastyText, nastyNumber), { maxLength: 40 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyText, { maxKeys: 5 }),
);

/** Text for a query-string or path value: what an address bar can hold, escaped or not. */
export const nastyUrlText = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1e1',
    '1e308',
    '0x10',
    '007',
    '1.5',
    '2147483648',
    '99999999999999999999',
    '%00',
    '%ED%A0%80',
    '%',
    '%zz',
    '%C0%AF',
    ' 1',
    'Infinity',
    'NaN',
    'true',
    '[]',
    '{}',
    '%E2%80%AE',
  ),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(encodeURIComponent),
  fc.integer({ min: 1000, max: 5000 }).map((length) => 'x'.repeat(length)),
);

/** A raw body of a JSON request, not always JSON, sometimes beyond the size or depth allowed. */
export const rawBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    '[',
    'null',
    '"text"',
    '1',
    'true',
    '{"a":1}{"b":2}',
    '\u0000',
    '{"email":"\\ud800@example.dz"}',
    '{"title":"\\u0000"}',
    '{"__proto__":{"role":"admin"}}',
  ),
  fc.integer({ min: 50, max: 100_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 50, max: 5_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.constant(`{"description":"${'ش'.repeat(200_000)}"}`),
  fc.string({ maxLength: 60 }),
);

/** A JSON body built on a route's own fields (so validation reaches them), with others mixed in. */
export const bodyFor = (fields: string[]): fc.Arbitrary<Record<string, unknown>> =>
  fc.dictionary(fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 })) : fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 8 });

/** A query string on a route's own parameters and others, some repeated. */
export const queryFor = (fields: string[]): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(
        fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 }).map(encodeURIComponent)) : fc.string({ maxLength: 8 }).map(encodeURIComponent),
        nastyUrlText,
      ),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
