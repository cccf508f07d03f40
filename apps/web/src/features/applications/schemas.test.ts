import { describe, expect, it } from 'vitest';
import { createApplicationBodySchema } from '@grantpilot/shared/contracts/applications';
import {
  applicationFormSchema,
  emptyApplicationForm,
  funderChoice,
  defaultApplicationCurrency,
  funderForTyped,
  toApplicationBody,
  toApplicationChanges,
} from './schemas';

const FUNDERS = [{ id: 'f-1', name: 'Wellcome Trust' }];

describe('the application form', () => {
  const empty = emptyApplicationForm('Europe/Brussels', 'me');

  it('starts with the end of the day in the viewer’s zone and the viewer as owner', () => {
    expect(empty.deadline).toEqual({ date: '', time: '23:59', timeZone: 'Europe/Brussels' });
    expect(empty.ownerUserId).toBe('me');
    expect(empty.status).toBe('prospect');
  });

  it('picks a known funder by name in any case, and sends a new name for the server to create', () => {
    expect(funderChoice(' wellcome TRUST ', FUNDERS)).toEqual({ funderId: 'f-1' });
    expect(funderChoice('Open Society', FUNDERS)).toEqual({ funderId: null, funderName: 'Open Society' });
    expect(funderChoice('  ', FUNDERS)).toEqual({ funderId: null });
  });

  it('turns typed text into the API body: empty is null, a deadline only with its date', () => {
    const body = toApplicationBody({ ...empty, title: '  River Call ', amountRequested: ' 12500.5 ' }, FUNDERS);
    expect(body).toMatchObject({
      title: 'River Call',
      funderId: null,
      programme: null,
      projectId: null,
      amountRequested: '12500.5',
      amountAwarded: null,
      deadline: null,
      ownerUserId: 'me',
      notes: null,
    });
    expect(body).not.toHaveProperty('funderName');
    const dated = toApplicationBody({ ...empty, deadline: { ...empty.deadline, date: '2026-07-15' } }, FUNDERS);
    expect(dated.deadline).toEqual({ date: '2026-07-15', time: '23:59', timeZone: 'Europe/Brussels' });
  });

  it('sends only what changed; a new currency takes the amounts with it; the deadline goes whole', () => {
    const values = {
      ...empty,
      title: 'River Call',
      funderName: 'Open Society',
      amountRequested: '100',
      currency: 'GBP',
      deadline: { date: '2026-07-15', time: '17:00', timeZone: 'Europe/London' },
    };
    expect(toApplicationChanges(values, { title: true }, FUNDERS)).toEqual({ title: 'River Call' });
    expect(toApplicationChanges(values, { currency: true }, FUNDERS)).toEqual({
      currency: 'GBP',
      amountRequested: '100',
      amountAwarded: null,
    });
    expect(toApplicationChanges(values, { deadline: { time: true } }, FUNDERS)).toEqual({
      deadline: { date: '2026-07-15', time: '17:00', timeZone: 'Europe/London' },
    });
    expect(toApplicationChanges(values, { funderName: true, status: true }, FUNDERS)).toEqual({
      funderId: null,
      funderName: 'Open Society',
    });
  });

  it('says what is wrong in sentences, amounts checked against their currency', () => {
    const result = applicationFormSchema.safeParse({
      ...empty,
      title: 'ab',
      currency: 'JPY',
      amountRequested: '100.50',
      amountAwarded: '12,5,0',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('The title must be at least 3 characters');
    expect(messages).toContain('The amount requested must be a whole number in JPY');
    expect(messages).toContain('Enter the amount awarded as a number, such as 125,000 or 48.5k');
  });

  it('takes amounts as people type them and sends them exact', () => {
    const values = { ...empty, title: 'Typed amounts', amountRequested: '48,500', amountAwarded: '48.5k' };
    expect(applicationFormSchema.safeParse(values).success).toBe(true);
    expect(toApplicationBody(values, [])).toMatchObject({ amountRequested: '48500', amountAwarded: '48500' });
    const european = { ...values, amountRequested: '48.500,00', amountAwarded: '€ 48 500' };
    expect(toApplicationBody(european, [])).toMatchObject({ amountRequested: '48500.00', amountAwarded: '48500' });
  });

  it('refuses an internal deadline after the deadline', () => {
    const result = applicationFormSchema.safeParse({
      ...empty,
      title: 'River Call',
      deadline: { ...empty.deadline, date: '2026-07-15' },
      internalDeadline: '2026-07-20',
    });
    expect(result.error?.issues[0]?.path).toEqual(['internalDeadline']);
  });
});

describe('the application form and the API contract', () => {
  const valid = { ...emptyApplicationForm('Europe/Brussels', ''), title: 'Ocean Sensors' };
  type Values = typeof valid;
  // Each value is checked by the form and by the API; both accept it, or both refuse it.
  const cases: [string, Partial<Values>][] = [
    ['a title of 2 characters', { title: 'ab' }],
    ['a title of 3 characters', { title: 'abc' }],
    ['a title of 200 characters', { title: 't'.repeat(200) }],
    ['a title of 201 characters', { title: 't'.repeat(201) }],
    ['a funder name of 1 character', { funderName: 'f' }],
    ['a funder name of 2 characters', { funderName: 'fu' }],
    ['a funder name of 201 characters', { funderName: 'f'.repeat(201) }],
    ['a programme of 200 characters', { programme: 'p'.repeat(200) }],
    ['a programme of 201 characters', { programme: 'p'.repeat(201) }],
    ['notes of 20,000 characters', { notes: 'n'.repeat(20_000) }],
    ['notes of 20,001 characters', { notes: 'n'.repeat(20_001) }],
    ['an amount in cents', { amountRequested: '1250.50' }],
    ['an amount in thousandths of a euro', { amountRequested: '1.234' }],
    ['an amount in yen with decimals', { amountRequested: '100.5', currency: 'JPY' }],
    ['a deadline that exists', { deadline: { date: '2026-07-15', time: '17:00', timeZone: 'Europe/Brussels' } }],
    ['30 February', { deadline: { date: '2026-02-30', time: '17:00', timeZone: 'Europe/Brussels' } }],
    ['25 o’clock', { deadline: { date: '2026-07-15', time: '25:00', timeZone: 'Europe/Brussels' } }],
    ['an internal deadline that exists', { internalDeadline: '2026-03-01' }],
    ['31 April', { internalDeadline: '2026-04-31' }],
  ];

  it.each(cases)('agree on %s', (_case, change) => {
    const values = { ...valid, ...change };
    const form = applicationFormSchema.safeParse(values).success;
    const api = createApplicationBodySchema.safeParse(toApplicationBody(values, FUNDERS)).success;
    expect(form).toBe(api);
  });

  it('defaults a new application’s currency to its project’s, then the organisation’s, then EUR', () => {
    expect(defaultApplicationCurrency('GBP', 'CHF')).toBe('GBP');
    expect(defaultApplicationCurrency(null, 'CHF')).toBe('CHF');
    expect(defaultApplicationCurrency(undefined, null)).toBe('EUR');
  });

  it('settles Enter in the funder field on the funder named or the only one it starts', () => {
    const funders = [{ name: 'Wellcome Trust' }, { name: 'Wellcome Leap' }, { name: 'Arts Council' }];
    expect(funderForTyped('arts', funders)).toEqual({ name: 'Arts Council' });
    expect(funderForTyped(' wellcome trust ', funders)).toEqual({ name: 'Wellcome Trust' });
    expect(funderForTyped('wellcome', funders)).toBeNull();
    expect(funderForTyped('New Fund', funders)).toBeNull();
    expect(funderForTyped('', funders)).toBeNull();
  });
});
