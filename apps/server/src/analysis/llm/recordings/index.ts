import { readFileSync } from 'node:fs';
import type { DocumentText } from '@grantpilot/shared/contracts/analysis';
import { loadRecording, type RecordedReply } from '../../../testing/openai-test-server';

/** The documents the recorded answers were written for, and the answers, for the tests. */
const read = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

/** A one-text call (as from a DOCX or TXT file). */
export const sampleCall: DocumentText = { kind: 'plain', text: read('sample-call.txt') };

/** A two-page call (as from a PDF) that states some facts on both pages. */
export const twoPageCall = JSON.parse(read('two-page-call.json')) as DocumentText;

export function recordedReplies(name: string): RecordedReply[] {
  return loadRecording(new URL(`./${name}.json`, import.meta.url)).replies;
}
