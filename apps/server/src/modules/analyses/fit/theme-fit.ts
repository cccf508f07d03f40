import type { Citation, DocumentText } from '@grantpilot/shared/contracts/analysis';
import type { FitComponent } from '@grantpilot/shared/contracts/analyses';
import type { FitProject } from './fit-inputs';

/** Words too common in any call or project to say anything about its theme. */
const STOPWORDS = new Set(
  (
    'the and for are but not you all any can had her was one our out has have him his how its may new now old see two way who ' +
    'did get let put say she too use that with this from they will would there their what about which when make like time just ' +
    'know take into year your some could them than then only come over also back after first well even want because these give ' +
    'most must should shall such each other being were been more very where while within without under between through during ' +
    'before above below again further once here both same than those upon whom whose why does doing done per via etc including ' +
    'project projects proposal proposals application applications applicant applicants grant grants funding fund funds call ' +
    'calls programme program organisation organisations organization organizations support work budget deadline eligible ' +
    'please page pages section submit submitted submission criteria award awards available total up'
  ).split(' '),
);

/** A word's stem, enough to meet "communities" and "community", "restoring" and "restoration". */
export function stem(word: string): string {
  return word
    .toLowerCase()
    .replace(/(ies)$/, 'y')
    .replace(/(ations?|ing|ed|es|s)$/, '')
    .slice(0, 12);
}

/** Stem counts of a text, and the first word each stem was met as (what people read). */
function terms(text: string, words = new Map<string, string>()): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/\p{L}[\p{L}\p{N}'-]{2,}/gu)) {
    const word = match[0].toLowerCase();
    if (STOPWORDS.has(word)) continue;
    const key = stem(word);
    if (key.length < 3 || STOPWORDS.has(key)) continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (!words.has(key)) words.set(key, word);
  }
  return counts;
}

const weight = (count: number) => 1 + Math.log(count);

/** The sentence around the first use of a stem in the call, as a citation. */
function citeTerm(text: DocumentText, key: string): Citation | null {
  const pages = text.kind === 'paged' ? text.pages : [text.text];
  for (const [index, page] of pages.entries()) {
    for (const match of page.matchAll(/\p{L}[\p{L}\p{N}'-]{2,}/gu)) {
      if (stem(match[0]) !== key) continue;
      const before = page.lastIndexOf('.', match.index);
      const start = before === -1 ? Math.max(0, match.index - 80) : before + 1;
      const after = page.indexOf('.', match.index + match[0].length);
      const end = after === -1 ? Math.min(page.length, match.index + 120) : after + 1;
      const trimmedStart = start + (page.slice(start, end).length - page.slice(start, end).trimStart().length);
      const quote = page.slice(trimmedStart, end);
      if (!quote) continue;
      return { page: text.kind === 'paged' ? index + 1 : null, start: trimmedStart, end, quote };
    }
  }
  return null;
}

/** The call's whole text (for terms). */
function callText(text: DocumentText): string {
  return text.kind === 'paged' ? text.pages.join('\n') : text.text;
}

/**
 * Thematic relevance: how much of the project's vocabulary (name, summary, description, its own
 * documents) the call shares, by the cosine of log-weighted stem counts; the shared stems that
 * weigh most are shown, each with the call's sentence that uses it.
 */
export function themeFit(text: DocumentText, project: FitProject): FitComponent {
  const base = { component: 'theme' as const, blocker: false };
  const call = terms(callText(text));
  const surface = new Map<string, string>();
  const own = terms(
    [project.name, project.summary, project.description, project.documentsText].filter(Boolean).join('\n'),
    surface,
  );
  if (own.size < 3) {
    return {
      ...base,
      score: null,
      summary: 'Describe the project (summary, description or documents) to judge its thematic fit.',
      evidence: [],
      matchingTerms: [],
    };
  }
  let dot = 0;
  const shared: { key: string; strength: number }[] = [];
  for (const [key, count] of own) {
    const other = call.get(key);
    if (!other) continue;
    const strength = weight(count) * weight(other);
    dot += strength;
    shared.push({ key, strength });
  }
  const norm = (map: Map<string, number>) =>
    Math.sqrt([...map.values()].reduce((sum, count) => sum + weight(count) ** 2, 0));
  const cosine = dot / (norm(call) * norm(own) || 1);
  // Two texts on one theme share about a third of their weighted vocabulary; unrelated ones a few per cent.
  const score = Math.max(0, Math.min(100, Math.round((cosine / 0.3) * 100)));
  shared.sort((a, b) => b.strength - a.strength || a.key.localeCompare(b.key));
  const top = shared.slice(0, 8);
  const words = top.map(({ key }) => surface.get(key) ?? key);
  // The sentences that use the strongest shared words, each sentence once.
  const cited = new Map<string, Citation>();
  for (const { key } of top) {
    const citation = citeTerm(text, key);
    if (citation) cited.set(`${citation.page}:${citation.start}`, citation);
    if (cited.size === 3) break;
  }
  const evidence = [...cited.values()].map((citation) => ({ call: citation, project: `Project: ${project.name}` }));
  return {
    ...base,
    score,
    summary: top.length
      ? `The call and the project share ${shared.length} themes, most of all: ${words.slice(0, 4).join(', ')}.`
      : 'The call and the project share no themes.',
    evidence,
    matchingTerms: words,
  };
}
