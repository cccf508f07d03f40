// Shapes of who may and may not apply found on trust, council, community-foundation and embassy
// pages outside the evaluation set (engine 1.11.0), each with the sentences near it that state no
// rule. The sentences are written after the pages' patterns, not copied from them.
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const rulesOf = (text: string) =>
  analyzePlain(text).eligibility.map(({ text: rule, applies }) => `${applies === 'eligible' ? '+' : '-'} ${rule}`);

describe('a list of refusals that mixes who and what', () => {
  it('reads the "by …" items of "We are unable to accept applications:" as who, not the "for …" ones', () => {
    const text = [
      'Application criteria',
      '',
      'We are unable to accept applications for funding:',
      '',
      '  1. by political parties or campaigning groups;',
      '  2. for medical research;',
      '  3. by individuals and organisations that pass funds on to individuals;',
      '  4. for projects which are only open to members of one faith;',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      '- by political parties or campaigning groups',
      '- by individuals and organisations that pass funds on to individuals',
    ]);
  });

  it('reads "We don’t make grants to the following:" with a curly apostrophe, and "very unlikely to fund" as soft', () => {
    const text = [
      'What we do not fund',
      '',
      'We don’t make grants to the following:',
      '',
      '  • Individuals',
      '  • Charities whose main beneficiaries live outside the county',
      '',
      'We are very unlikely to fund the following:',
      '',
      '  • Grant making charities',
      '  • Therapy and counselling',
    ].join('\n');
    const rules = analyzePlain(text).eligibility;
    expect(rules.map(({ text: rule, applies, hard }) => [rule, applies, hard])).toEqual([
      ['Individuals', 'ineligible', true],
      ['Charities whose main beneficiaries live outside the county', 'ineligible', true],
      ['Grant making charities', 'ineligible', false],
    ]);
  });

  it('reads "Grants are never made for the following:" then "Directly to individuals", but not a cost of an applicant', () => {
    const text = [
      'Exclusions',
      '',
      'Grants are never made for the following:',
      '',
      '  • Directly to individuals.',
      '  • Donations to general appeals of any kind.',
      '  • University overhead charges.',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['- Directly to individuals.']);
  });
});

describe('who a fund is for, in prose under a heading of who may apply', () => {
  it('reads "The Fund is available for …" and "The scheme is designed to support charities …"', () => {
    expect(
      rulesOf(
        'Eligible organisations and groups\n\nThe Fund is available for community groups, charities and social enterprises.',
      ),
    ).toEqual(['+ The Fund is available for community groups, charities and social enterprises.']);
    expect(
      rulesOf('Who can apply\n\nOur Small Grants Scheme is designed to support charities registered in Scotland.'),
    ).toEqual(['+ Our Small Grants Scheme is designed to support charities registered in Scotland.']);
  });

  it('leaves out a fund that is available for a purpose, and a cut-off sentence outside such a section', () => {
    expect(rulesOf('Who can apply\n\nThe Fund is available for projects that reduce isolation.')).toEqual([]);
    expect(rulesOf('funding is available for small charities delivering frontline support.')).toEqual([]);
  });

  it('reads "The fund is available to community groups, …" under a heading about what a grant needs', () => {
    expect(
      rulesOf('What is needed for a grant\n\nThe fund is available to community groups, clubs and charities.'),
    ).toEqual(['+ The fund is available to community groups, clubs and charities.']);
  });

  it('reads a kind of applicant that "will normally not be considered" as a soft refusal, not a late application', () => {
    const rules = analyzePlain(
      'Who can apply\n\nLarger or national charities will normally not be considered under this scheme.',
    ).eligibility;
    expect(rules.map(({ applies, hard }) => [applies, hard])).toEqual([['ineligible', false]]);
    expect(rulesOf('Who can apply\n\nLate applications will not be considered under this scheme.')).toEqual([]);
  });

  it('reads "we are unable to grant to …" an applicant as who may not apply', () => {
    expect(
      rulesOf(
        'Eligibility\n\nAs a public foundation we are unable to grant to a non-profit without charitable status.',
      ),
    ).toEqual(['- As a public foundation we are unable to grant to a non-profit without charitable status.']);
  });

  it('reads a list item that is a whole sentence "Grants may be made to … organizations."', () => {
    const text =
      'Guidelines\n- Grants may be made to non-governmental, not-for-profit organizations.\n- Proposals are due in May.';
    expect(rulesOf(text)).toEqual(['+ Grants may be made to non-governmental, not-for-profit organizations.']);
  });
});

describe('lead-ins and the sentences that follow them', () => {
  it('reads the items after "Members meeting the following criteria will be welcome to apply:"', () => {
    const text = [
      'Members meeting the following criteria will be welcome to apply:',
      '',
      '  • Be a legally registered non-profit entity;',
      '  • Located and working within the target countries;',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      '+ Be a legally registered non-profit entity',
      '+ Located and working within the target countries',
    ]);
  });

  it('leaves out the items after "…must benefit one of the following categories:", which are what is funded', () => {
    const text = [
      'Eligibility Criteria',
      '- Applicant’s project must benefit local people in one of the following categories:',
      '- Arts and Culture',
      '- Recreation',
      '- Applicants must be registered charities.',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['+ Applicants must be registered charities.']);
  });

  it('reads the short items under an item ending "The recipient must be a:" inside another list', () => {
    const text = [
      'Our foundations have similar criteria:',
      '- The recipient must be a:',
      '- Qualified donee;',
      '- Registered charity; or',
      '- Grants should not be used for any other purpose.',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['+ Qualified donee', '+ Registered charity']);
  });

  it('leaves out "Applicants will be asked to describe …", a step of the process', () => {
    expect(rulesOf('Eligibility\n\nApplicants will be asked to describe how the project meets a local need.')).toEqual(
      [],
    );
  });

  it('reads "They should also be …" after a rule about applicants, and not after any other sentence', () => {
    const text = [
      'In order to be eligible, applicants should be registered under the Societies Act.',
      'They should also be directly responsible for running the project.',
    ].join('\n');
    expect(rulesOf(text)).toHaveLength(2);
    expect(
      rulesOf('The fund opened in May after a long consultation.\nThey should also be proud of the result.'),
    ).toEqual([]);
  });

  it('reads "Applicants have to be registered …" like "must", not "have to wait"', () => {
    expect(rulesOf('Applicants have to wait six weeks for a decision.')).toEqual([]);
    expect(rulesOf('Applicants have to be registered charities based in the district.')).toEqual([
      '+ Applicants have to be registered charities based in the district.',
    ]);
  });

  it('does not read "Ineligibility Criteria" as a rule', () => {
    const text = 'Ineligibility Criteria\nYou can’t apply for this grant if:\n- you owe money to the Council';
    expect(rulesOf(text)).toEqual(['- you owe money to the Council']);
  });
});

// Our own sentences after the patterns of German foundation and French association calls.
const DE =
  'Die Stiftung fördert Projekte von gemeinnützigen Vereinen und Initiativen in der Region. Der Antrag ist mit dem Formular der Stiftung zu stellen.';
const FR =
  'La ville soutient les associations du territoire. Les dossiers sont à déposer en ligne sur le portail des associations.';

describe('who may apply in German and French calls', () => {
  it('reads "Als Antragsteller kommen … in Frage", "muss der Antragsteller" and "können … keinen Antrag stellen"', () => {
    const text = [
      DE,
      '',
      'Als Antragsteller kommen gemeinnützige Vereine und Stiftungen in Frage.',
      'Zudem muss der Antragsteller seinen Sitz im Landkreis haben.',
      'Natürliche Personen können keinen Antrag stellen.',
      'Der Antrag wird im Kuratorium beraten.',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      '+ Als Antragsteller kommen gemeinnützige Vereine und Stiftungen in Frage',
      '+ Zudem muss der Antragsteller seinen Sitz im Landkreis haben',
      '- Natürliche Personen können keinen Antrag stellen',
    ]);
  });

  it('reads "sind … von der Antragstellung ausgeschlossen" and "können auch ohne … Anträge stellen"', () => {
    const text = [
      DE,
      '',
      'Schulen sind aus rechtlichen Gründen von der Antragstellung ausgeschlossen.',
      'Kommunen können auch ohne anerkannte Gemeinnützigkeit Anträge stellen.',
      'Die Mittel sind für das laufende Jahr bereits verplant.',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      '- Schulen sind aus rechtlichen Gründen von der Antragstellung ausgeschlossen',
      '+ Kommunen können auch ohne anerkannte Gemeinnützigkeit Anträge stellen',
    ]);
  });

  it('reads the answer under a heading "Qui peut répondre ?", and not the documents after "doivent joindre :"', () => {
    const text = [
      FR,
      '',
      'Qui peut répondre ?',
      'Les associations déclarées ayant leur siège dans la commune.',
      'Le comité se réunit deux fois par an.',
      'Ne sont pas éligibles :',
      '– les associations cultuelles,',
      '– les syndicats professionnels.',
      'Pour que le dossier soit complet, les associations doivent joindre :',
      '– le dernier rapport d’activité.',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      '+ Les associations déclarées ayant leur siège dans la commune',
      '- les associations cultuelles',
      '- les syndicats professionnels',
    ]);
  });
});

describe('an FAQ question about who may apply and its bare answer', () => {
  it('reads "Can a student who … apply? Yes, if …" and "Can I apply again? Yes, providing …" as one rule each', () => {
    const text = [
      'Frequently asked questions',
      '',
      '1. Can a student who has not yet finished their PhD apply for the award?',
      '',
      'Yes, if they expect to finish their studies before the end of the year.',
      '',
      'My application was turned down. Can I apply again next year?',
      'Yes, providing the project still fits our aims.',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      '+ Can a student who has not yet finished their PhD apply for the award? Yes, if they expect to finish their studies before the end of the year.',
      '+ Can I apply again next year? Yes, providing the project still fits our aims.',
    ]);
  });

  it('leaves out a bare "Yes." and the answer to a question about something else', () => {
    const text = [
      'My application was successful. Can I apply again for more funding?',
      'Yes.',
      'Do you have a deadline?',
      'No, applications can be sent at any time.',
    ].join('\n');
    expect(rulesOf(text)).toEqual([]);
  });
});

// Our own sentences after the patterns of Spanish ministry and regional calls.
const ES =
  'El fondo apoya a las organizaciones de la sociedad civil que trabajan por el bien común en su territorio. Las bases del concurso están disponibles en el sitio web del programa.';

describe('who may apply in Spanish calls', () => {
  it('reads "Podrán obtener la condición de beneficiario …" and the items after "deberán reunir los siguientes requisitos:"', () => {
    const text = [
      ES,
      '',
      'Podrán obtener la condición de beneficiario las asociaciones y fundaciones inscritas en el registro.',
      'En concreto, deberán reunir los siguientes requisitos:',
      '- Estar legalmente constituidas.',
      '- Carecer de fines de lucro.',
      '',
      'Los gastos subvencionables serán los siguientes:',
      '- Alquiler de locales.',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      '+ Podrán obtener la condición de beneficiario las asociaciones y fundaciones inscritas en el registro',
      '+ Estar legalmente constituidas',
      '+ Carecer de fines de lucro',
    ]);
  });
});

describe('a lead-in written right after a bulleted item', () => {
  it('opens a new list: "Grants will not be awarded to:" after the last item of "your organisation must:"', () => {
    const text = [
      'Eligibility criteria',
      'To apply, your organisation must:',
      '- Be a registered non-profit organisation',
      '- Have an annual income of less than one million pounds',
      'Grants will not be awarded to:',
      '- Individuals and public bodies.',
      '- Organisations with political interests.',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      '+ Be a registered non-profit organisation',
      '+ Have an annual income of less than one million pounds',
      '- Individuals and public bodies.',
      '- Organisations with political interests.',
    ]);
  });
});

describe('more lead-ins of who may apply', () => {
  it('reads the items after a long subject before "must:" ("Organisations applying for a Councillor Grant must:")', () => {
    const text = [
      'What is needed',
      '',
      'Organisations applying for a Community Councillor Grant must:',
      '',
      '  • Have a recognised legal status such as a constitution',
      '  • Be financially viable',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      '+ Have a recognised legal status such as a constitution',
      '+ Be financially viable',
    ]);
  });

  it('reads the items after "A not-for-profit entity includes any of the following:" under an eligibility heading', () => {
    const text = [
      'Eligibility of applicant groups',
      '',
      'A not-for-profit entity includes any of the following:',
      '',
      'a) any entity registered under the Charities Act;',
      'b) any incorporated society not carried on for profit.',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      '+ any entity registered under the Charities Act',
      '+ any incorporated society not carried on for profit.',
    ]);
    expect(
      rulesOf('Our history\n\nOur work includes any of the following:\n\na) youth clubs;\nb) food banks.'),
    ).toEqual([]);
  });
});

// Our own sentences after the patterns of Italian municipal pages.
const IT =
  'Il bando della Regione sostiene le associazioni che organizzano eventi culturali nel territorio. La domanda deve essere presentata con il modulo allegato e firmata dal legale rappresentante.';

describe('who may apply in Italian calls', () => {
  it('reads "… possono chiedere contributi" like "possono richiedere", not what the grant is paid in', () => {
    const text = [
      IT,
      '',
      'Le associazioni senza fini di lucro possono chiedere contributi per iniziative culturali.',
      'Il contributo viene erogato in due rate.',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['+ Le associazioni senza fini di lucro possono chiedere']);
  });
});

describe('budget rules under a heading of who may apply', () => {
  it('leaves out a share of "their project budget", and keeps the rule about the applicant beside it', () => {
    const text = [
      'Eligibility Criteria',
      '- Applicant organizations may ask for up to 10% of their project budget for administration costs.',
      '- Applicants must be registered charities.',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['+ Applicants must be registered charities.']);
  });
});

describe('a refusal lead-in with an adverb (engine probe 1.15)', () => {
  it('reads the applicants under "We will not generally fund:" as soft refusals, "For-profit companies" too, not a cost', () => {
    const text = [
      'Who can apply?',
      '',
      'We will not generally fund:',
      '',
      '  • Private individuals',
      '  • For-profit companies, unless in a partnership led by a charity',
      '  • Running costs of established organisations',
      '  • For capital works on rented buildings',
    ].join('\n');
    const rules = analyzePlain(text).eligibility;
    expect(rules.map(({ text: rule, applies, hard }) => [rule, applies, hard])).toEqual([
      ['Private individuals', 'ineligible', false],
      ['For-profit companies, unless in a partnership led by a charity', 'ineligible', false],
    ]);
  });
});

describe('"cannot accept applications from" (engine probe 1.15)', () => {
  it('reads "We can’t accept applications from …" as who may not apply, not "… after the deadline"', () => {
    expect(rulesOf('We can’t accept applications from public sector bodies or private companies.')).toEqual([
      '- We can’t accept applications from public sector bodies or private companies.',
    ]);
    expect(rulesOf('We cannot accept applications received after the closing date.')).toEqual([]);
  });
});

describe('a lead-in that ends on whom grants go to', () => {
  it('reads every item of "We do not make grants to the following:" as who, but not a cost or a title', () => {
    const text = [
      'We do not make grants to the following:',
      '',
      '  • CICs (community interest companies)',
      '  • Hospices, hospitals and care homes',
      '  • Running costs of established organisations',
      '  • The application process',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['- CICs (community interest companies)', '- Hospices, hospitals and care homes']);
  });

  it('leaves the activities and things in a "generally does not make grants to:" list, keeps who (engine probe 1.15)', () => {
    const text = [
      'The Foundation generally does not make grants to:',
      '',
      '  • Support annual operating budgets or capital campaigns',
      '  • Sponsorships of fundraising dinners',
      '  • Basic research',
      '  • Endowment funds',
      '  • Produce books, films or videos',
      '  • Conferences, seminars, or travel to same',
      '  • Religious organizations for sectarian purposes',
      '  • Individuals',
      '  • Student groups raising money for school trips',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      '- Religious organizations for sectarian purposes',
      '- Individuals',
      '- Student groups raising money for school trips',
    ]);
  });

  it('leaves fund drives and deficits under "does not make grants to:", keeps organizations (engine probe 1.15)', () => {
    const text = [
      'The Trust does not make grants to:',
      '',
      '- Political organizations or candidates.',
      '- Federated fund drives, for redistribution to the groups they support.',
      '- Annual fund drives.',
      '- Cover deficits already incurred.',
      '- Support groups for carers.',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['- Political organizations or candidates.', '- Support groups for carers.']);
  });

  it('leaves the items of a lead-in about what grants are for', () => {
    const text = 'We do not make grants for the following:\n\n  • Museums and galleries\n  • Sponsored events';
    expect(rulesOf(text)).toEqual([]);
  });
});

describe('a list of exclusions under a heading or "are not eligible:" (engine probe 1.15)', () => {
  it('reads only the items that name who under "Exclusions"', () => {
    const text = [
      'Exclusions',
      '',
      '  • Basic research',
      '  • Endowment funds',
      '  • Political campaigns and lobbying',
      '  • Individuals',
      '  • Projects submitted by for-profit companies',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['- Individuals', '- Projects submitted by for-profit companies']);
  });

  it('reads only the items that name who after "The following are not eligible:"', () => {
    const text = [
      'Eligibility',
      '',
      'The following are not eligible:',
      '',
      '  • Annual fund drives',
      '  • Individuals',
      '  • Political parties',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['- Individuals', '- Political parties']);
  });
});
