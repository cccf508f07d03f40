import { analysisResultSchema, citationHolds, type DocumentText } from '@grantpilot/shared/contracts/analysis';
import { describe, expect, it } from 'vitest';
import { createBuiltinEngine } from './index';

const CALL = [
  '# Coastal Communities Fund 2027',
  'The Harbour Foundation invites applications to the Coastal Communities Fund.',
  '## Key dates',
  '- Call opens: 15 January 2027',
  '- Information webinar: 3 February 2027 at 14:00 GMT',
  '- Letter of intent deadline: 1 March 2027, 5 p.m. UK time',
  '- Full proposal deadline: 12 May 2027 at 17:00 GMT',
  '## Funding',
  'The total budget of the call is £2.5 million. We expect to fund up to 12 projects. Grants of between £50,000 and £250,000 are available. A cap of £500,000 per organisation applies.',
  'Projects should last between 12 and 36 months.',
  '## Who can apply',
  'Applicants must be registered charities based in the UK. Individuals are not eligible to apply.',
  '## Required documents',
  'Your application must include:\n- A project narrative (max. 6 pages)\n- A budget\n- Letters of support',
  '## Assessment criteria',
  'Proposals will be assessed against the following criteria:\n- Need and impact (60%)\n- Quality of delivery (40%)',
  'For questions, contact grants@harbour.org.uk.',
].join('\n\n');

/** Every citation in a result: objects with a quote and offsets. */
function citations(value: unknown): { page: number | null; start: number; end: number; quote: string }[] {
  if (!value || typeof value !== 'object') return [];
  if ('quote' in value && 'start' in value) return [value as never];
  return Object.values(value).flatMap(citations);
}

describe('the built-in engine', () => {
  const engine = createBuiltinEngine();
  const input = { sha256: 'a'.repeat(64) };

  it('returns a result the contract accepts, every citation quoting the text at its offsets', async () => {
    for (const document of [
      { kind: 'plain', text: CALL } as const,
      {
        kind: 'paged',
        pages: CALL.split('## Funding').map((part, index) => (index ? `## Funding${part}` : part)),
      } as const,
    ]) {
      const result = analysisResultSchema.parse(await engine.analyze(document, input));
      const cited = citations(result);
      expect(cited.length).toBeGreaterThan(20);
      for (const citation of cited) expect(citationHolds(document, citation), JSON.stringify(citation)).toBe(true);
      expect(result.engine).toEqual({ name: 'builtin', version: engine.version });
      expect(result.deadlines.map((deadline) => deadline.kind)).toEqual(['letter_of_intent', 'full_proposal']);
      expect(result.award).toMatchObject({ currency: 'GBP', min: { value: '50000.00' }, max: { value: '250000.00' } });
    }
  });

  it('keeps page numbers: a citation on page 2 counts offsets within page 2', async () => {
    const document: DocumentText = { kind: 'paged', pages: ['Cover page.', 'The deadline is 1 June 2027 at noon.'] };
    const result = await engine.analyze(document, input);
    expect(result.input).toEqual({ sha256: input.sha256, characters: 47, pages: 2 });
    expect(result.deadlines[0]!.citation).toEqual({
      page: 2,
      start: 0,
      end: 36,
      quote: 'The deadline is 1 June 2027 at noon.',
    });
  });

  it('is deterministic: the same text gives the same result, byte for byte', async () => {
    const document = { kind: 'plain', text: CALL } as const;
    const first = JSON.stringify(await engine.analyze(document, input));
    const second = JSON.stringify(await createBuiltinEngine().analyze({ kind: 'plain', text: `${CALL}` }, input));
    expect(second).toBe(first);
    // Nor does the machine's time zone change it (Node reads TZ when it changes).
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      expect(JSON.stringify(await engine.analyze(document, input))).toBe(first);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(
      engine.analyze({ kind: 'plain', text: CALL }, { ...input, signal: controller.signal }),
    ).rejects.toThrow('cancelled');
  });

  it('analyses a 50-page call quickly', async () => {
    const page = (number: number) =>
      [
        `Section ${number}`,
        `Applicants must describe work package ${number} in no more than 2 pages. The deadline for the report on task ${number} is not a submission deadline.`,
        'Grants of up to €50,000 are available for each project. Eligible costs include staff, travel and equipment.',
        `Projects funded under strand ${number} will be assessed on excellence, impact and the quality of implementation, as described in the work programme.`,
        'Partners from any country may take part; organisations from associated countries are encouraged. '.repeat(25),
      ].join('\n\n');
    const document: DocumentText = { kind: 'paged', pages: Array.from({ length: 50 }, (_, index) => page(index + 1)) };
    const started = performance.now();
    const result = await engine.analyze(document, input);
    const elapsed = performance.now() - started;
    console.log(`built-in engine: 50 pages, ${result.input.characters} characters in ${elapsed.toFixed(0)} ms`);
    expect(result.input.pages).toBe(50);
  });
});
