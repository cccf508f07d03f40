import {
  APPLICATION_CSV_COLUMNS,
  type ApplicationCsvColumn,
  type ImportMapping,
} from '@grantpilot/shared/contracts/application-import';

/** "Amount requested", "amount_requested", "AMOUNT-REQUESTED" and "Amount (requested)" are one name. */
export const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Other names spreadsheets and other grant tools give our fields (English and German, the
 * languages our users write in). A header matches when its key is the field's own or one of these.
 */
const SYNONYMS: Record<ApplicationCsvColumn, string[]> = {
  title: ['name', 'application', 'application title', 'application name', 'grant', 'grant name', 'titel'],
  funder: ['funder name', 'funding body', 'foundation', 'donor', 'grantor', 'förderer', 'geldgeber', 'stiftung'],
  programme: ['program', 'funding programme', 'funding program', 'scheme', 'call', 'förderprogramm', 'programm'],
  project: ['project name', 'projekt'],
  status: ['stage', 'state', 'pipeline stage'],
  currency: ['currency code', 'ccy', 'währung'],
  amount_requested: [
    'amount',
    'requested',
    'requested amount',
    'ask',
    'request',
    'beantragt',
    'antragssumme',
    'betrag',
  ],
  amount_awarded: ['awarded', 'awarded amount', 'grant amount', 'amount granted', 'bewilligt'],
  deadline_date: ['deadline', 'due', 'due date', 'closing date', 'submission deadline', 'frist', 'abgabefrist'],
  deadline_time: ['time', 'deadline hour', 'closing time'],
  deadline_time_zone: ['time zone', 'timezone', 'tz', 'zeitzone'],
  internal_deadline: ['internal due date', 'internal due', 'interne frist'],
  submitted_on: ['submitted', 'submission date', 'date submitted', 'eingereicht'],
  decided_on: ['decided', 'decision date', 'date decided', 'entschieden'],
  owner_email: ['owner', 'email', 'owner e mail', 'responsible', 'assignee', 'verantwortlich'],
  notes: ['note', 'comments', 'comment', 'description', 'notizen', 'bemerkungen'],
  id: ['grantpilot id'],
};

const FIELD_BY_KEY = new Map<string, ApplicationCsvColumn>(
  APPLICATION_CSV_COLUMNS.flatMap((field) => [
    [headerKey(field), field] as const,
    ...SYNONYMS[field].map((name) => [headerKey(name), field] as const),
  ]),
);

/** Each field the file's headers name, first come first served (one column per field and vice versa). */
export function matchHeaders(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  for (const header of headers) {
    const field = FIELD_BY_KEY.get(headerKey(header));
    if (field && mapping[field] === undefined) mapping[field] = header;
  }
  return mapping;
}

/**
 * The mapping to read a file with: the one sent; else the one remembered from the user's last
 * import, for the columns this file has, and matched headers for the rest.
 */
export function resolveMapping(
  headers: readonly string[],
  given: ImportMapping | undefined,
  remembered: ImportMapping | null,
): ImportMapping {
  if (given) return given;
  const present = new Set(headers);
  const mapping: ImportMapping = {};
  for (const field of APPLICATION_CSV_COLUMNS) {
    const header = remembered?.[field];
    if (header !== undefined && present.has(header)) mapping[field] = header;
  }
  const used = new Set(Object.values(mapping));
  for (const [field, header] of Object.entries(matchHeaders(headers)) as [ApplicationCsvColumn, string][]) {
    if (mapping[field] === undefined && !used.has(header)) mapping[field] = header;
  }
  return mapping;
}
