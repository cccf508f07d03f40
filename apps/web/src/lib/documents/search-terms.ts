/**
 * The words and phrases a search looks for, from its websearch syntax: plain words, "a phrase"
 * (kept whole), `-word` and `-"a phrase"` (left out: they are what must not match) and `or`.
 */
export function searchTerms(q: string): string[] {
  const terms: string[] = [];
  const pattern = /(-?)"([^"]*)"?|(-?)(\S+)/g;
  for (const match of q.matchAll(pattern)) {
    const [, phraseNot, phrase, wordNot, word] = match;
    if (phrase !== undefined) {
      if (!phraseNot && phrase.trim()) terms.push(phrase.trim());
    } else if (word && !wordNot && word.toLowerCase() !== 'or') {
      terms.push(word);
    }
  }
  return [...new Set(terms.map((term) => term.toLowerCase()))];
}

export interface TextPart {
  text: string;
  match: boolean;
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The text cut into runs, those equal to a term (any case) marked. The parts are rendered as
 * text nodes, never as HTML, so a document's `<script>` shows as the characters it is.
 */
export function splitByTerms(text: string, terms: readonly string[]): TextPart[] {
  const wanted = terms.filter(Boolean);
  if (!wanted.length || !text) return text ? [{ text, match: false }] : [];
  // Longest first, so a phrase wins over a word inside it.
  const alternatives = [...wanted].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(${alternatives.join('|')})`, 'giu');
  // With one capturing group, split leaves the matches at the odd places.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
