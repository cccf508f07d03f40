import { describe, expect, it } from 'vitest';
import { matchHeaders, resolveMapping } from './application-import-mapping';

describe('import column mapping', () => {
  it('matches our own names and their obvious synonyms, whatever the case and punctuation', () => {
    expect(
      matchHeaders(['Grant Name', 'Funding body', 'Amount (requested)', 'Due date', 'CCY', 'Owner', 'Colour']),
    ).toEqual({
      title: 'Grant Name',
      funder: 'Funding body',
      amount_requested: 'Amount (requested)',
      deadline_date: 'Due date',
      currency: 'CCY',
      owner_email: 'Owner',
    });
    expect(matchHeaders(['title', 'Title'])).toEqual({ title: 'title' });
  });

  it('prefers the mapping sent, then the remembered one for the columns the file has', () => {
    const headers = ['Name', 'Money', 'Währung'];
    expect(resolveMapping(headers, { title: 'Money' }, { title: 'Name' })).toEqual({ title: 'Money' });
    expect(resolveMapping(headers, undefined, { amount_requested: 'Money', notes: 'Gone' })).toEqual({
      title: 'Name',
      amount_requested: 'Money',
      currency: 'Währung',
    });
    // A column remembered for one field is not matched to another as well.
    expect(resolveMapping(headers, undefined, { notes: 'Name' })).toEqual({ notes: 'Name', currency: 'Währung' });
  });
});
