import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Chunk } from './chunks';

/** What the model is told; the JSON schema (model-schema.ts) carries the field-by-field details. */
export const SYSTEM_PROMPT = `You read calls for proposals (grant funding calls) and extract their key facts as JSON.

Rules:
- Every item carries "quote": a passage copied character for character from the text, long enough to find it again (a sentence or a clause). Never paraphrase, shorten with "...", or translate a quote.
- Every item carries "page": the number N of the "[Page N]" marker above the quote, or null when the text has no page markers.
- Report only what the text states. A figure or date the text does not state is null (or the item is left out), never guessed.
- A previous round's budget, a cap per organisation, a reporting threshold or a worked example is not this call's award.
- Amounts are plain decimals without separators or currency symbols ("1.2 million" is 1200000); "currency" is the ISO 4217 code (€ is EUR, £ is GBP, $ is USD unless the text says otherwise).
- Dates are YYYY-MM-DD; times are 24-hour HH:MM ("midnight" is 23:59, "noon" is 12:00).
- Deadlines are submission deadlines only; other dates (webinars, decisions, project start) go to "otherDates".
- The text may be one part of a longer document: report what this part states and leave the rest empty or null.`;

export function messagesFor(chunk: Chunk, index: number, count: number): ChatCompletionMessageParam[] {
  const part = count > 1 ? `Part ${index + 1} of ${count} of the call:` : 'The call:';
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `${part}\n\n${chunk.text}` },
  ];
}

/** Sent after an answer that was not JSON fitting the schema, for the one retry. */
export function retryMessage(problem: string): ChatCompletionMessageParam {
  return {
    role: 'user',
    content: `Your previous answer could not be used: ${problem}. Answer again with one JSON object that fits the schema, and nothing else.`,
  };
}
