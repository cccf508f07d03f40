import fc from 'fast-check';

/** One operation of the OpenAPI document, as much of it as the fuzzer reads. */
export interface Operation {
  path: string;
  method: string;
  operation: {
    parameters?: { in: string; name: string }[];
    requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  };
}

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Strings that have broken servers: empty, huge, control characters, unicode edge cases, injections. */
const nastyString = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007\b\t\u001b[31m',
    '\uD800',
    'x\uDFFFy',
    '\uFFFF\uFFFE',
    '\u202Eevil',
    'e\u0301\u0301\u0301',
    '👩‍👩‍👧‍👦'.repeat(40),
    '%00%zz',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '${7*7}{{7*7}}',
    'NaN',
    '-1',
    '1e309',
    '9'.repeat(400),
    '2026-02-30',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.integer({ min: 5_000, max: 120_000 }).map((length) => 'x'.repeat(length)),
);

/** Arrays nested deeper than any body may be. */
const deeplyNested = fc
  .integer({ min: 30, max: 3_000 })
  .map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`));

const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e21),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.anything(), { maxKeys: 5 }),
  deeplyNested,
);

/** A path segment that is not an id (or, now and then, one that names nothing). */
const notAnId = fc.oneof(
  nastyString.filter((value) => value.length < 3_000).map((value) => encodeURIComponent(value) || '%20'),
  fc.constantFrom('%', '%zz', '..', '.', '%2e%2e', 'null', 'undefined', '-1', '1.5', 'a'.repeat(5_000)),
  fc.uuid().map(String),
);

/** A body for the operation's own fields: each omitted, wrong or present, plus fields it has not. */
function fieldsBody(properties: Record<string, unknown>) {
  const known = Object.fromEntries(
    Object.keys(properties).map((name) => [name, fc.option(wrongValue, { nil: undefined })]),
  );
  return fc
    .tuple(
      fc.record(known, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 20 }), wrongValue, { maxKeys: 3 }),
    )
    .map(([fields, extra]) => ({ ...extra, ...fields }));
}

type Body = { contentType?: string; payload?: string | Buffer };

function body(operation: Operation): fc.Arbitrary<Body> {
  const properties = operation.operation.requestBody?.content?.['application/json']?.schema?.properties ?? {};
  const json = (value: unknown): Body => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  });
  return fc.oneof(
    { weight: 4, arbitrary: fieldsBody(properties).map(json) },
    { weight: 1, arbitrary: wrongValue.map(json) },
    { weight: 1, arbitrary: deeplyNested.map((nested) => json({ nested })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<Body>(
        {},
        { contentType: 'application/json', payload: '' },
        { contentType: 'application/json', payload: '{"a":' },
        {
          contentType: 'application/json',
          payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
        },
        { contentType: 'application/json; charset=latin1', payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) },
        { contentType: 'text/plain', payload: 'hello' },
        {
          contentType: 'application/xml',
          payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        },
        { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b[]=2' },
        {
          contentType: 'multipart/form-data; boundary=zz',
          payload: '--zz\r\nContent-Disposition: form-data; name="f"\r\n\r\nx\r\n--zz--',
        },
        { contentType: 'multipart/form-data', payload: 'garbage' },
        { contentType: 'image/png', payload: Buffer.from('89504e470d0a1a0a3c68746d6c3e', 'hex') },
        { contentType: 'application/json', payload: Buffer.alloc(1_100_000, 0x20) },
      ),
    },
  );
}

function query(operation: Operation) {
  const declared = (operation.operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const pairs = fc.array(
    fc.tuple(
      declared.length > 0
        ? fc.oneof(fc.constantFrom(...declared.map((parameter) => parameter.name)), fc.string({ maxLength: 10 }))
        : fc.string({ maxLength: 10 }),
      nastyString.filter((value) => value.length < 10_000),
    ),
    { maxLength: 4 },
  );
  return fc.oneof(
    { weight: 5, arbitrary: pairs.map((list) => (list.length ? `?${new URLSearchParams(list).toString()}` : '')) },
    { weight: 1, arbitrary: fc.constantFrom('?%zz=1', '?a[b][c]=1', '?page=-1&pageSize=100000', '?&&&==&') },
  );
}

/**
 * Invalid requests for one operation. The organisation in the path is the fuzzer's own most of
 * the time, so nested routes get past the membership check to their validation.
 */
export function invalidRequest(operation: Operation, organizationId: string): fc.Arbitrary<FuzzRequest> {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
  const segment = (name: string) =>
    /^org(anization)?Id$/.test(name)
      ? fc.oneof({ weight: 3, arbitrary: fc.constant(organizationId) }, { weight: 1, arbitrary: notAnId })
      : notAnId;
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);
  return fc
    .tuple(fc.tuple(...names.map(segment)), query(operation), hasBody ? body(operation) : fc.constant<Body>({}))
    .map(([values, search, { contentType, payload }]): FuzzRequest => {
      let url = operation.path;
      names.forEach((name, index) => (url = url.replace(`{${name}}`, values[index] as string)));
      return {
        method: operation.method as FuzzRequest['method'],
        url: `${url}${search}`,
        headers: contentType ? { 'content-type': contentType } : ({} as Record<string, string>),
        ...(payload === undefined ? {} : { payload }),
      };
    });
}
