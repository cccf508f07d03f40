/**
 * How the built-in engine does on the DEV calls of an analysis corpus (`<dir>/manifest.json`,
 * `<dir>/calls/<slug>.md` with a `---` metadata header the engine does not read, and
 * `<slug>.truth.json`). Holdout calls are never opened. Prints precision, recall and F1 per field.
 *
 *   node --import tsx bench/analysis-builtin-dev.ts <corpus dir>
 *
 * Matching: deadlines by date and kind (and separately with time and zone); award figures and
 * durations by value; other dates by date; list items (eligibility, documents, criteria, limits)
 * by word overlap ≥ 0.5 of the shorter text, since the truth paraphrases; funder and programme
 * by any accepted spelling. A rough yardstick for rules, not the project's benchmark.
 */
import fs from 'node:fs';
import path from 'node:path';
import { citationHolds } from '../packages/shared/src/contracts/analysis';
import { createBuiltinEngine } from '../apps/server/src/analysis/builtin/index';

type Tally = { tp: number; fp: number; fn: number };
const tallies = new Map<string, Tally>();
const count = (field: string, tp: number, fp: number, fn: number) => {
  const tally = tallies.get(field) ?? { tp: 0, fp: 0, fn: 0 };
  tally.tp += tp;
  tally.fp += fp;
  tally.fn += fn;
  tallies.set(field, tally);
};

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .replace(/[^a-z0-9 ]/g, ' ')
      .split(/\s+/)
      .filter((word) => word.length > 2),
  );
function similar(a: string, b: string) {
  const [x, y] = [words(a), words(b)];
  let shared = 0;
  for (const word of x) if (y.has(word)) shared += 1;
  return shared / Math.max(1, Math.min(x.size, y.size)) >= 0.5;
}
function countList(field: string, found: string[], truth: string[], same: (a: string, b: string) => boolean) {
  const used = new Set<number>();
  let tp = 0;
  for (const item of found) {
    const index = truth.findIndex((candidate, at) => !used.has(at) && same(item, candidate));
    if (index >= 0) {
      used.add(index);
      tp += 1;
    }
  }
  count(field, tp, found.length - tp, truth.length - tp);
}
const countValue = (field: string, found: unknown, truth: unknown) => {
  const equal = found === truth || (found !== null && truth !== null && Number(found) === Number(truth));
  count(field, equal && truth !== null ? 1 : 0, found !== null && !equal ? 1 : 0, truth !== null && !equal ? 1 : 0);
};
const names = (value: string | string[] | null) => (value === null ? [] : [value].flat().map((v) => v.toLowerCase()));

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node --import tsx bench/analysis-builtin-dev.ts <corpus dir>');
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
  calls: { slug: string; split: 'dev' | 'holdout' }[];
};
const engine = createBuiltinEngine();
let badCitations = 0;
let calls = 0;
for (const { slug } of manifest.calls.filter((call) => call.split === 'dev')) {
  const file = fs.readFileSync(path.join(dir, 'calls', `${slug}.md`), 'utf8');
  const text = file.replace(/^---\n[\s\S]*?\n---\n\n/, '');
  const truth = JSON.parse(fs.readFileSync(path.join(dir, 'calls', `${slug}.truth.json`), 'utf8'));
  const document = { kind: 'plain' as const, text };
  const result = await engine.analyze(document, { sha256: '0'.repeat(64) });
  calls += 1;
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    if ('quote' in value && 'start' in value) {
      if (!citationHolds(document, value as never)) badCitations += 1;
    } else Object.values(value).forEach(visit);
  };
  visit(result);
  const key = (d: { date: string; kind: string }) => `${d.date}|${d.kind}`;
  const full = (d: { date: string; kind: string; time: string | null; timezone: string | null }) =>
    `${key(d)}|${d.time}|${d.timezone}`;
  countList('deadlines (date, kind)', result.deadlines.map(key), truth.deadlines.map(key), (a, b) => a === b);
  countList('deadlines (+time, zone)', result.deadlines.map(full), truth.deadlines.map(full), (a, b) => a === b);
  countList(
    'otherDates',
    [...new Set(result.otherDates.map((d) => d.date))],
    [...new Set<string>(truth.otherDates.map((d: { date: string }) => d.date))],
    (a, b) => a === b,
  );
  countValue('rolling', result.rolling, truth.rolling);
  for (const field of ['min', 'max', 'typical', 'totalBudget', 'numberOfAwards'] as const)
    countValue('award', result.award[field]?.value ?? null, truth.award[field]);
  for (const field of ['min', 'max'] as const)
    countValue('durationMonths', result.durationMonths[field]?.value ?? null, truth.durationMonths[field]);
  const texts = (items: { text: string }[]) => items.map((item) => item.text);
  countList('eligibility', texts(result.eligibility), texts(truth.eligibility), similar);
  countList('requiredDocuments', texts(result.requiredDocuments), texts(truth.requiredDocuments), similar);
  const criterion = (c: { name: string }) => c.name;
  countList('criteria', result.criteria.map(criterion), truth.criteria.map(criterion), similar);
  const limit = (l: { appliesTo: string; pages: number | null; words: number | null; characters: number | null }) =>
    `${l.appliesTo} ${l.pages}p ${l.words}w ${l.characters}c`;
  countList('limits', result.limits.map(limit), truth.limits.map(limit), similar);
  for (const field of ['contactEmail', 'funder', 'programme'] as const) {
    const accepted = names(truth[field]);
    const found = result[field]?.value.toLowerCase() ?? null;
    const right = found !== null && accepted.includes(found);
    count(field, right ? 1 : 0, found !== null && !right ? 1 : 0, accepted.length > 0 && !right ? 1 : 0);
  }
}
console.log(`built-in ${engine.version} on ${calls} dev calls; citations that do not hold: ${badCitations}\n`);
console.log('field                      precision  recall     F1   (tp/fp/fn)');
for (const [field, { tp, fp, fn }] of tallies) {
  const precision = tp / Math.max(1, tp + fp);
  const recall = tp / Math.max(1, tp + fn);
  const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
  console.log(
    `${field.padEnd(26)} ${precision.toFixed(2).padStart(9)} ${recall.toFixed(2).padStart(7)} ${f1.toFixed(2).padStart(6)}   (${tp}/${fp}/${fn})`,
  );
}
