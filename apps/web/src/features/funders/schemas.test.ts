import { describe, expect, it } from 'vitest';
import { funderBodySchema } from '@grantpilot/shared/contracts/funders';
import { funderFormSchema, toFunderUpdate, type FunderFormValues } from './schemas';

describe('the funder form', () => {
  it('checks the website and the email, and sends the whole record once anything changed', () => {
    const result = funderFormSchema.safeParse({
      name: 'Wellcome',
      website: 'wellcome',
      contactPerson: '',
      email: 'nobody',
      notes: '',
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['website', 'email']);
    const values = { name: ' Wellcome ', website: '', contactPerson: 'Ann', email: '', notes: '' };
    expect(toFunderUpdate(values, {})).toBeNull();
    // The whole record goes, so the fields not touched keep their values.
    expect(toFunderUpdate(values, { website: true })).toEqual({
      name: 'Wellcome',
      website: null,
      contactPerson: 'Ann',
      email: null,
      notes: null,
    });
  });
});

describe('the funder form and the API contract', () => {
  const valid: FunderFormValues = { name: 'Wellcome', website: '', contactPerson: '', email: '', notes: '' };
  // Each value is checked by the form and by the API; both accept it, or both refuse it.
  const cases: [keyof FunderFormValues, string][] = [
    ['name', 'ab'],
    ['name', 'a'],
    ['name', 'x'.repeat(200)],
    ['name', 'x'.repeat(201)],
    ['website', 'https://example.org'],
    ['website', 'example'],
    ['contactPerson', 'y'.repeat(200)],
    ['contactPerson', 'y'.repeat(201)],
    ['email', 'grants@example.org'],
    ['email', 'grants@'],
    ['notes', 'z'.repeat(5000)],
    ['notes', 'z'.repeat(5001)],
  ];

  it.each(cases)('agree on %s = %s', (field, value) => {
    const values = { ...valid, [field]: value };
    const form = funderFormSchema.safeParse(values).success;
    const api = funderBodySchema.safeParse(toFunderUpdate(values, { [field]: true })).success;
    expect(form).toBe(api);
  });
});
