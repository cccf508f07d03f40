import { buildPdf } from '../../apps/server/src/lib/extraction/test-documents';

/**
 * PDFs of grant-call prose for the extraction benchmark: each page about 40 lines of sentences
 * made from a fixed vocabulary by a seeded generator (the same bytes on every run), as a
 * written-by-hand PDF with a real cross-reference table (buildPdf).
 */

const WORDS = (
  'the applicant organisation shall submit a proposal describing its objectives activities budget ' +
  'and expected results within the eligible period funding is available for projects that strengthen ' +
  'community resilience education research and cultural heritage each partner must demonstrate ' +
  'financial capacity co-financing of at least twenty percent is required costs incurred before the ' +
  'start date are not eligible reports are due every six months and a final audit is mandatory the ' +
  'evaluation committee will assess relevance quality of design impact sustainability and value for money'
).split(' ');

/** A small deterministic generator (mulberry32): the same prose on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** About 40 lines of up to 90 characters: sentences of 8 to 20 words. */
function proseLines(next: () => number, lines = 40): string[] {
  const out: string[] = [];
  let line = '';
  let sentence = 0;
  while (out.length < lines) {
    if (sentence === 0) sentence = 8 + Math.floor(next() * 13);
    let word = WORDS[Math.floor(next() * WORDS.length)]!;
    if (line === '' || line.endsWith('.')) word = word[0]!.toUpperCase() + word.slice(1);
    sentence -= 1;
    if (sentence === 0) word += '.';
    if (line.length + word.length + 1 > 90) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return out;
}

/** A PDF of `pages` pages of prose, page i headed "Page i". */
export function prosePdf(pages: number, seed = 2027): Uint8Array {
  const next = random(seed);
  return buildPdf(Array.from({ length: pages }, (_, index) => [`Page ${index + 1}`, ...proseLines(next)]));
}
