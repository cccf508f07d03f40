// `npm run bench:documents` runs this after the extraction figures; alone:
// `node --import tsx bench/documents-search.ts [--samples 30] [--large 20000]`
//
// 1. Does searching the library grow with it? One database holds a small organisation (200
//    documents) and a large one (20,000), ≈10 pages of generated prose each, written by the same
//    generator. Each query is called for both in-process through `app.inject` (server time), and
//    the p50/p95 are printed with the large/small ratio: near 1 means the query is bounded by its
//    index and its page, not by the size of the library. The generator's rare words are on a
//    fixed share of pages, so their hits grow with the library; a word planted in 5 documents of
//    each library has the same hits at both sizes.
// 2. Is an upload streamed? The server's resident memory is sampled while a 1 MB and a 25 MB
//    file are uploaded over HTTP (the client streams them from a generator): the growth for 25 MB
//    as a ratio of the growth for 1 MB. Streamed, it stays near 1; buffered, it would be ≈ 25.
//
// The exit code says only whether the benchmark could run; it never depends on speed.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { documentPages, documents, documentVersions } from '../apps/server/src/db/schema';
import { percentile, signUpInProcess } from './support/in-process';

const PAGES_PER_DOCUMENT = 10;
const KINDS = ['call_for_proposals', 'guidelines', 'narrative', 'budget', 'report', 'letter', 'other'] as const;

/** Words of grant prose, drawn with a Zipf-like skew: a few are everywhere, most are rare. */
const VOCABULARY = (
  'the of and to in a for is on that by this with as are be from at or an will project grant funding applicants ' +
  'proposal budget deadline eligibility research community partners organisation support programme call outcomes ' +
  'evaluation criteria impact sustainability climate health education innovation capacity training network data ' +
  'monitoring reporting stakeholders engagement policy youth rural urban heritage culture biodiversity water energy ' +
  'agriculture fisheries coastal wetlands restoration otters beavers salmon pollinators hedgerows moorland peatland ' +
  'apprenticeships volunteers mentoring literacy numeracy dementia loneliness refugees housing transport broadband'
).split(' ');

const RARE_STEMS = [
  'kelp',
  'moss',
  'fern',
  'lark',
  'wren',
  'tarn',
  'fell',
  'holm',
  'carr',
  'beck',
  'dale',
  'ness',
  'wick',
  'ford',
  'combe',
  'shaw',
  'ley',
  'thorpe',
  'by',
  'ham',
];

function generator(seed: number) {
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  // One word in 20 is a rare one (a name, a place, a term of art): 20,000 of them, drawn evenly,
  // so each is in about one document in 200 — as a real library's specific words are.
  const word = () =>
    random() < 0.05
      ? `${RARE_STEMS[Math.floor(random() * RARE_STEMS.length)]}${Math.floor(random() * 1000)}`
      : VOCABULARY[Math.floor(VOCABULARY.length * random() ** 2.2)]!;
  const page = () => {
    const sentences: string[] = [];
    for (let s = 0; s < 14; s++) {
      const words = Array.from({ length: 8 + Math.floor(random() * 10) }, word);
      sentences.push(`${words.join(' ').replace(/^./, (first) => first.toUpperCase())}.`);
    }
    return sentences.join(' ');
  };
  return { random, page };
}

/** A word no generated page has, planted in a few documents of each library. */
const PLANTED_WORD = 'quillwort';
const PLANTED_DOCUMENTS = 5;

/** Adds `word` to the first page of `documents` of the organisation's documents. */
async function plantWord(database: DatabaseHandle, organizationId: string, word: string, documents: number) {
  await database.db.execute(sql`
    update document_pages set text = text || ${` ${word}.`}
    where number = 1 and version_id in (
      select current_version_id from documents where organization_id = ${organizationId}
      order by name limit ${documents})`);
}

export async function insertLibrary(database: DatabaseHandle, organizationId: string, count: number, seed: number) {
  const { random, page } = generator(seed);
  for (let from = 0; from < count; from += 100) {
    const batch = Array.from({ length: Math.min(100, count - from) }, (_, index) => ({
      documentId: randomUUID(),
      versionId: randomUUID(),
      name: `Document ${from + index + 1} ${VOCABULARY[20 + Math.floor(random() * 60)]}`,
      kind: KINDS[Math.floor(random() * KINDS.length)]!,
    }));
    await database.db.transaction(async (tx) => {
      await tx
        .insert(documents)
        .values(batch.map((item) => ({ id: item.documentId, organizationId, name: item.name, kind: item.kind })));
      await tx.insert(documentVersions).values(
        batch.map((item) => ({
          id: item.versionId,
          organizationId,
          documentId: item.documentId,
          number: 1,
          fileName: `${item.name}.pdf`,
          fileType: 'pdf' as const,
          mimeType: 'application/pdf',
          sizeBytes: 100_000,
          sha256: randomUUID().replaceAll('-', '').padEnd(64, '0'),
          storageKey: `orgs/${organizationId}/documents/${item.documentId}/${item.versionId}`,
          state: 'ready' as const,
          pageCount: PAGES_PER_DOCUMENT,
        })),
      );
      await tx.insert(documentPages).values(
        batch.flatMap((item) =>
          Array.from({ length: PAGES_PER_DOCUMENT }, (_, index) => ({
            versionId: item.versionId,
            organizationId,
            number: index + 1,
            text: page(),
          })),
        ),
      );
      for (const item of batch) {
        await tx
          .update(documents)
          .set({ currentVersionId: item.versionId })
          .where(sql`${documents.id} = ${item.documentId}`);
      }
    });
  }
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

async function searchFigures(app: App, database: DatabaseHandle, token: string, samples: number, large: number) {
  const auth = { authorization: `Bearer ${token}` };
  const orgs: Record<'small' | 'large', string> = { small: '', large: '' };
  for (const [size, count] of [
    ['small', 200],
    ['large', large],
  ] as const) {
    const started = Date.now();
    const org = await app.inject({
      method: 'POST',
      url: '/api/orgs',
      headers: auth,
      payload: { name: `Bench ${size}` },
    });
    orgs[size] = org.json().id;
    await insertLibrary(database, orgs[size], count, size === 'small' ? 7 : 11);
    await plantWord(database, orgs[size], PLANTED_WORD, PLANTED_DOCUMENTS);
    console.error(`made the ${size} library (${count} documents) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await database.db.execute(sql`analyze`);

  const queries: [string, string][] = [
    ['list: first page', ''],
    ['list: by name, one kind', '?sort=name&direction=asc&kind=budget'],
    // The generator's rare words are on a fixed share of pages: 100 times the documents, 100 times
    // the hits. A word in 5 documents at either size shows what the library's size alone costs.
    [`search: a word in ${PLANTED_DOCUMENTS} documents`, `?q=${PLANTED_WORD}`],
    [`search: it and a common word`, `?q=${PLANTED_WORD}%20funding`],
    ['search: a rare word', '?q=kelp421'],
    ['search: a rare and a common word', '?q=wren17%20funding'],
    ['search: two mid words', '?q=otters%20restoration'],
    ['search: a phrase', `?q=${encodeURIComponent('"climate impact"')}`],
    ['search: a common word', '?q=funding'],
    ['search: no match', '?q=zyzzyva'],
    ['search: a name', '?q=Document%20150'],
    ['search: page 5 of a common word', '?q=funding&page=5'],
  ];
  const rows: string[][] = [];
  for (const [label, query] of queries) {
    const figures = {} as Record<'small' | 'large', { p50: number; p95: number }>;
    for (const size of ['small', 'large'] as const) {
      const url = `/api/orgs/${orgs[size]}/documents${query}`;
      const call = async () => {
        const response = await app.inject({ method: 'GET', url, headers: auth });
        if (response.statusCode !== 200)
          throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      };
      for (let i = 0; i < 3; i++) await call();
      const times: number[] = [];
      for (let i = 0; i < samples; i++) {
        const start = process.hrtime.bigint();
        await call();
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      times.sort((a, b) => a - b);
      figures[size] = { p50: percentile(times, 50), p95: percentile(times, 95) };
    }
    rows.push([
      label,
      figures.small.p50.toFixed(1),
      figures.small.p95.toFixed(1),
      figures.large.p50.toFixed(1),
      figures.large.p95.toFixed(1),
      `${(figures.large.p50 / figures.small.p50).toFixed(2)}×`,
      `${(figures.large.p95 / figures.small.p95).toFixed(2)}×`,
    ]);
  }
  console.log(
    `\nSearch, server time in ms (${samples} samples each), ${database.kind}, ${PAGES_PER_DOCUMENT} pages per document`,
  );
  table(['query', 'p50 @200', 'p95 @200', `p50 @${large}`, `p95 @${large}`, 'p50 ratio', 'p95 ratio'], rows);
}

/** Uploads `bytes` of text over HTTP, streamed from a generator; the peak RSS growth while it ran. */
async function uploadGrowth(address: string, url: string, token: string, bytes: number) {
  const boundary = `bench${randomUUID().replaceAll('-', '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big-${bytes}.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const line = 'The applicant shall describe the project in plain words, with its budget and timeline.\n';
  async function* body() {
    yield Buffer.from(head);
    const chunk = Buffer.from(line.repeat(Math.ceil(65_536 / line.length))).subarray(0, 65_536);
    for (let sent = 0; sent < bytes; sent += chunk.length)
      yield chunk.subarray(0, Math.min(chunk.length, bytes - sent));
    yield Buffer.from(tail);
  }
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const length = Buffer.byteLength(head) + bytes + Buffer.byteLength(tail);
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(`${address}${url}?allowDuplicate=true`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(length),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    Readable.from(body()).pipe(request);
  });
  clearInterval(sampler);
  if (status !== 201) throw new Error(`upload of ${bytes} bytes answered ${status}`);
  return peak - base;
}

async function uploadFigures(app: App, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const org = (
    await app.inject({ method: 'POST', url: '/api/orgs', headers: auth, payload: { name: 'Bench uploads' } })
  ).json();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `/api/orgs/${org.id}/documents`;
  const MB = 1024 * 1024;
  await uploadGrowth(address, url, token, MB); // warm-up
  const rows: string[][] = [];
  const small: number[] = [];
  const large: number[] = [];
  for (let run = 0; run < 3; run++) {
    small.push(await uploadGrowth(address, url, token, MB));
    large.push(await uploadGrowth(address, url, token, 25 * MB));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  rows.push(['1 MB', (median(small) / MB).toFixed(1), '1.00×']);
  rows.push(['25 MB', (median(large) / MB).toFixed(1), `${(median(large) / Math.max(median(small), 1)).toFixed(2)}×`]);
  console.log('\nUpload over HTTP: peak growth of the resident memory while it ran (median of 3)');
  table(['file', 'RSS growth MB', 'vs 1 MB'], rows);
}

export async function runDocumentSearchBench(options: { samples: number; large: number }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grantpilot-bench-documents-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    AUTH_RATE_LIMIT_MAX: '100000',
  });
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  try {
    await app.ready();
    const { token } = await signUpInProcess(app, config.publicUrl);
    await searchFigures(app, database, token, options.samples, options.large);
    await uploadFigures(app, token);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** For `npm run bench:documents`: `--samples <n>` (default 30), `--large <documents>` (default 20,000). */
export function benchDocumentSearch(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    strict: false,
    options: { samples: { type: 'string', default: '30' }, large: { type: 'string', default: '20000' } },
  });
  return runDocumentSearchBench({ samples: Number(values.samples), large: Number(values.large) });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchDocumentSearch(process.argv.slice(2)).catch((error: unknown) => {
    console.error('bench:documents (search) failed:', error);
    process.exit(1);
  });
}
