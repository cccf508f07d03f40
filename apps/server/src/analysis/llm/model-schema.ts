import { z } from 'zod';
import { DEADLINE_KINDS } from '@grantpilot/shared/contracts/analysis';

/**
 * What the model is asked to return for one chunk of a document. It mirrors the §7.1 result, but
 * a model cannot count characters: each item carries the passage it came from (`quote`) and its
 * page, and the engine finds the offsets itself (citations.ts). No `minLength` and no
 * `format`: strict structured output accepts only a subset of JSON Schema, and local servers
 * (llama.cpp grammars) a smaller one.
 */
const passage = {
  quote: z
    .string()
    .describe(
      'The passage the item comes from, copied character for character from the document (one or two sentences)',
    ),
  page: z
    .number()
    .int()
    .nullable()
    .describe('The number N of the "[Page N]" marker above the passage; null when the text has no page markers'),
};

const cited = <T extends z.ZodType>(value: T) => z.object({ value, ...passage }).nullable();

const decimal = z
  .string()
  .regex(/^\d+(\.\d+)?$/)
  .describe('A decimal number without separators or currency, such as 1200000 or 2500.50');
const count = z.number().int();
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('YYYY-MM-DD');

export const modelAnswerSchema = z.object({
  funder: cited(z.string()).describe('The organisation that funds the call'),
  programme: cited(z.string()).describe('The programme or call name'),
  contactEmail: cited(z.string()).describe('The email address to contact about the call'),
  deadlines: z
    .array(
      z.object({
        kind: z.enum(DEADLINE_KINDS),
        label: z.string().describe('What the call calls it, such as "Full proposal deadline"'),
        date: isoDate,
        time: z
          .string()
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
          .nullable()
          .describe('24-hour HH:MM as stated ("midnight" is 23:59); null when no time is stated'),
        timezone: z
          .string()
          .nullable()
          .describe(
            'An IANA zone when the text names a mappable one ("ET" is America/New_York, "Brussels time" is Europe/Brussels); the phrase as stated when relative ("applicant\'s local time"); null when none is stated',
          ),
        ...passage,
      }),
    )
    .describe('Submission deadlines only'),
  otherDates: z
    .array(z.object({ date: isoDate, what: z.string(), ...passage }))
    .describe('Dates that are not submission deadlines: publication, webinars, decisions, project start'),
  rolling: z.boolean().describe('True only when the call states that applications are accepted at any time'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .nullable()
    .describe('ISO 4217 code of the award figures; null when no figure is stated'),
  award: z.object({
    min: cited(decimal).describe('Smallest amount one award may be'),
    max: cited(decimal).describe("One award's ceiling; not a cap per organisation, a threshold or a worked example"),
    typical: cited(decimal).describe('Typical or average award'),
    totalBudget: cited(decimal).describe("This call's whole budget; not a previous round's"),
    numberOfAwards: cited(count).describe('How many awards the call expects to make'),
  }),
  durationMonths: z.object({
    min: cited(count).describe('Shortest project duration in months'),
    max: cited(count).describe('Longest project duration in months'),
  }),
  eligibility: z.array(
    z.object({
      text: z.string().describe('The rule, briefly'),
      applies: z.enum(['eligible', 'ineligible']).describe('Whether it says who may apply or who may not'),
      hard: z.boolean().describe('True for a rule ("must", "only", "not eligible"); false for a preference'),
      ...passage,
    }),
  ),
  requiredDocuments: z.array(z.object({ text: z.string(), ...passage })),
  limits: z.array(
    z.object({
      appliesTo: z.string().describe('What the limit applies to; "application" for the whole'),
      pages: count.nullable(),
      words: count.nullable(),
      characters: count.nullable(),
      ...passage,
    }),
  ),
  criteria: z
    .array(z.object({ name: z.string(), weightPercent: z.number().nullable(), ...passage }))
    .describe('Evaluation criteria with their weights in percent when stated'),
});
export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

export const RESPONSE_SCHEMA_NAME = 'grant_call_analysis';

/** The JSON Schema sent as `response_format.json_schema.schema` (strict mode). */
export const modelAnswerJsonSchema: Record<string, unknown> = (() => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(modelAnswerSchema, { target: 'draft-7', io: 'output' });
  return stripIntegerBounds(schema) as Record<string, unknown>;
})();

/** zod adds the safe-integer range to every integer; it says nothing to a model, so leave it out. */
function stripIntegerBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripIntegerBounds);
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(
    ([key, value]) =>
      !((key === 'minimum' || key === 'maximum') && Math.abs(value as number) === Number.MAX_SAFE_INTEGER),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, stripIntegerBounds(value)]));
}
