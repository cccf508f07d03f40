import { describe, expect, it } from 'vitest';
import { modalClauses, statesDuty, statesWhoMayApply } from './applicant-clause';

describe('the modal clauses of a sentence', () => {
  it('finds the subject and verb of each clause, past an aside and a leading condition', () => {
    expect(
      modalClauses('Collaborating researchers from outside New Zealand can, at the funder’s discretion, be included.'),
    ).toEqual([{ subject: 'Collaborating researchers from outside New Zealand', verb: 'be', rest: ' included' }]);
    expect(
      modalClauses(
        'If your contract states that you must get your salary from grants, and you are based in the UK, you can ask us for this.',
      ).map(({ subject, verb }) => ({ subject, verb })),
    ).toEqual([
      { subject: 'If your contract states that you', verb: 'get' },
      { subject: 'you', verb: 'ask' },
    ]);
    expect(modalClauses('This is an invite-only funding opportunity.')).toEqual([]);
  });
});

describe('a duty of applying or of the grant, not a condition on who applies', () => {
  it('reads confirming, asking, making a case and submitting the proposal as duties', () => {
    expect(statesDuty('Your host organisation must confirm details about your contract.')).toBe(true);
    expect(statesDuty('All diseases will be considered but applicants must make a clear and compelling case.')).toBe(
      true,
    );
    expect(statesDuty('Eligible applicants may submit their proposals and relevant documents by email.')).toBe(true);
    expect(statesDuty('Successful applicants must be able to start the project by June.')).toBe(true);
  });

  it('does not read a status, evidence of one, a limit on applications or another party’s duty as one', () => {
    expect(statesDuty('Applicants must be registered charities.')).toBe(false);
    expect(statesDuty('Applicants must submit evidence of charitable status.')).toBe(false);
    expect(statesDuty('Organisations may submit only one application.')).toBe(false);
    expect(statesDuty('Agencies may only submit one request per year.')).toBe(false);
    expect(
      statesDuty(
        'A group that does not comply with the criteria may, in special circumstances, apply under an umbrella organisation, which must supply the relevant information.',
      ),
    ).toBe(false);
  });
});

describe('a modal sentence that states who may apply', () => {
  it('keeps a clause whose subject is the applicant, or that says who applies or where', () => {
    expect(statesWhoMayApply('Groups must have access to a bank account in the name of the group.')).toBe(true);
    expect(statesWhoMayApply('Applicants based at these institutions can act as PIs.')).toBe(true);
    expect(
      statesWhoMayApply(
        'Applications for funding to the First Nations panel must come from First Nations individuals.',
      ),
    ).toBe(true);
    expect(statesWhoMayApply('Units of local government may be eligible depending on the request.')).toBe(true);
    expect(statesWhoMayApply('The grant must be used for projects located in Wales only.')).toBe(true);
    expect(statesWhoMayApply('The body should have been registered for at least two years.')).toBe(true);
  });

  it('drops what the proposal, the money or the application must be like', () => {
    expect(statesWhoMayApply('Your project must benefit people in the county.')).toBe(false);
    expect(statesWhoMayApply('Funding must not be used to replace statutory services.')).toBe(false);
    expect(statesWhoMayApply('Applications should consist of a covering letter and supporting papers.')).toBe(false);
    expect(statesWhoMayApply('Your host organisation must confirm details about your contract.')).toBe(false);
  });
});

describe('"is to" and "are to" as a modal (engine probe 1.15)', () => {
  it('reads "the applicant is to disclose …" as a duty, "applicants are to be registered …" as who', () => {
    expect(statesDuty('the applicant is to disclose other grant applications made for the same purpose')).toBe(true);
    expect(statesDuty('Applicants with several appointments are to select one host institution.')).toBe(true);
    expect(statesWhoMayApply('Applicants are to be registered charities based in the county.')).toBe(true);
    // "is to" before a noun is no modal: "The aim is to …" states no clause.
    expect(modalClauses('The purpose of the fund is to support local groups.')).toEqual([]);
  });
});
