// Shapes of "who may apply" found on trust, foundation, council and arts-council pages outside the
// evaluation set (engine 1.10.0), with the sentences near them that state no rule.
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const rulesOf = (text: string) =>
  analyzePlain(text).eligibility.map(({ text: rule, applies }) => `${applies === 'eligible' ? '+' : '-'} ${rule}`);

describe('whom the funder makes grants to', () => {
  it('reads "does not make grants to" an applicant as a rule of who may not apply', () => {
    expect(rulesOf('The Fund does not make grants to individuals or to groups of individuals.')).toEqual([
      '- The Fund does not make grants to individuals or to groups of individuals.',
    ]);
    expect(rulesOf('The Trust will not give grants directly to local authorities or other public bodies.')).toEqual([
      '- The Trust will not give grants directly to local authorities or other public bodies.',
    ]);
  });

  it('reads "can only make grants to" and "limits its grants to" as who may apply', () => {
    expect(rulesOf('The Foundation can only make grants to organisations with charitable status.')).toEqual([
      '+ The Foundation can only make grants to organisations with charitable status.',
    ]);
    expect(rulesOf('The Trust normally limits its grants to registered charities.')).toEqual([
      '+ The Trust normally limits its grants to registered charities.',
    ]);
  });

  it('leaves out grants that are not made for a purpose, which is what is funded', () => {
    expect(rulesOf('The Trust does not make grants to support core running costs.')).toEqual([]);
    expect(rulesOf('We will only make grants to projects that end within a year.')).toEqual([]);
  });
});

describe('who may apply in sentences without an applicant word', () => {
  it('reads "… are not eligible to apply" whatever the subject is called', () => {
    expect(rulesOf('Private foundations as defined in the tax code are not eligible to apply.')).toEqual([
      '- Private foundations as defined in the tax code are not eligible to apply.',
    ]);
    expect(rulesOf('Capital projects are not eligible for funding.')).toEqual([]);
  });

  it('reads "Applicants may be either …" and "groups will need to have …"', () => {
    expect(rulesOf('Applicants may be either public bodies or registered nonprofit organisations.')).toEqual([
      '+ Applicants may be either public bodies or registered nonprofit organisations.',
    ]);
    expect(rulesOf('All groups will need to have a written constitution in place.')).toEqual([
      '+ All groups will need to have a written constitution in place.',
    ]);
    expect(rulesOf('Applicants may be asked to attend an interview.')).toEqual([]);
  });

  it('reads a status the organisation must be granted ("must be endorsed as …")', () => {
    expect(
      rulesOf('Your organisation must be endorsed as a tax concession charity under section 50-5 of the Act.'),
    ).toEqual(['+ Your organisation must be endorsed as a tax concession charity under section 50-5 of the Act.']);
    expect(rulesOf('Your organisation must be informed of any change.')).toEqual([]);
  });

  it('reads a rule after "Please note that", not other notes', () => {
    expect(rulesOf('Please note that all applicants must hold charitable status.')).toEqual([
      '+ Please note that all applicants must hold charitable status.',
    ]);
    expect(rulesOf('Eligibility\n\nPlease note this page is a copy of the guidance for you to download.')).toEqual([]);
  });
});

describe('who may not apply, with a typographic apostrophe', () => {
  it('reads the items of "You can’t apply if:"', () => {
    expect(
      rulesOf(
        [
          'Who can’t apply',
          '',
          'You can’t apply for a grant if:',
          '- you owe money to the Council',
          '- you have an overdue report on an earlier grant',
        ].join('\n'),
      ),
    ).toEqual(['- you owe money to the Council', '- you have an overdue report on an earlier grant']);
  });
});

describe('sentences in a section of who may apply that state no rule', () => {
  it('leaves out a call to the office, a pointer to details and a self-check of questions', () => {
    expect(
      rulesOf(
        [
          'Who can apply',
          '',
          'Organisations with another tax status should call our office to discuss eligibility.',
          'More details of the grants we have made can be found on our website.',
          'Before you start you are required to answer a number of questions to check whether you are eligible.',
          'Applicants must have at least three years of operating history.',
        ].join('\n\n'),
      ),
    ).toEqual(['+ Applicants must have at least three years of operating history.']);
  });

  it('reads "The recipient must be a:" as the lead-in of who may apply', () => {
    expect(
      rulesOf(['The recipient must be a:', '- registered charity;', '- municipal government; or'].join('\n')),
    ).toEqual(['+ registered charity', '+ municipal government']);
  });
});

describe('lists of who is not funded under other lead-ins', () => {
  it('reads the applicants of "will decline requests to fund:", "Grants will not be made for:" and "No grants will be made to support:"', () => {
    expect(
      rulesOf(
        [
          'The Foundation will generally decline requests to fund the following:',
          '- organisations that are not registered charities;',
          '- individuals;',
          '- capital campaigns.',
        ].join('\n'),
      ),
    ).toEqual(['- organisations that are not registered charities', '- individuals']);
    expect(rulesOf('Grants will not be made for the following:\n- Building funds\n- Individuals')).toEqual([
      '- Individuals',
    ]);
    expect(
      rulesOf('No grants will be made to support:\n- Endowments\n- Other granting agencies or foundations'),
    ).toEqual(['- Other granting agencies or foundations']);
  });

  it('reads "Applications will generally be considered from …" as who may apply', () => {
    expect(rulesOf('Applications will generally be considered from voluntary groups.')).toEqual(['+ voluntary groups']);
  });
});

describe('a title between two bulleted lists of a listing page', () => {
  const page = [
    'Funding Information',
    '- Award amounts: from $5,000 to $30,000.00',
    'Eligibility Criteria',
    '- Non-governmental organizations',
    '- Cultural and educational institutions',
    '- For-profit entities are not eligible to apply.',
    'Ineligibility',
    '- The following types of programs are not eligible for funding:',
    '- Construction programs;',
    '- Fund-raising campaigns.',
  ].join('\n');

  it('heads the list after it, so its items are rules, and a list of programs is not', () => {
    expect(rulesOf(page)).toEqual([
      '+ Non-governmental organizations',
      '+ Cultural and educational institutions',
      '- For-profit entities are not eligible to apply.',
    ]);
  });

  it('is not taken out of a wrapped item ("… registered with the" then "Charity Commission")', () => {
    expect(
      rulesOf(
        ['Who can apply', '', '- Organisations registered with the', 'Charity Commission', '- Schools'].join('\n'),
      ),
    ).toEqual(['+ Organisations registered with the Charity Commission', '+ Schools']);
  });
});

describe('sentences about the process, payment and FAQ questions', () => {
  it('leaves out applying online, paying the grant and passing eligible applications on', () => {
    expect(
      rulesOf(
        [
          'Who can apply',
          '',
          'Applicants will only be able to apply online.',
          'We can only pay your grant after you have done the work.',
          'All eligible applicants will be passed on to the panel for assessment.',
          'Applicants must be registered charities.',
        ].join('\n\n'),
      ),
    ).toEqual(['+ Applicants must be registered charities.']);
  });

  it('leaves out a sentence of an FAQ question that ends in a question mark on its line', () => {
    expect(
      rulesOf(
        [
          'We have operated for six years but we have only just applied for charity registration. Can we apply now?',
          'No. You must have your own charity number.',
        ].join('\n'),
      ),
    ).toEqual(['+ No. You must have your own charity number.']);
  });

  it('ends a sentence after a typographic closing quotation mark', () => {
    expect(
      rulesOf('“Our donors meet community needs.” Applicants must be nonprofit organisations in good standing.'),
    ).toEqual(['+ Applicants must be nonprofit organisations in good standing.']);
  });
});

describe('shapes seen in dev6 and on outside pages', () => {
  it('reads "encourages proposals from:" as the lead-in of who may apply', () => {
    expect(
      rulesOf(
        'Eligibility Information\n\nThe Section encourages proposals from:\n\n• Registered not-for-profit organizations\n• Individuals',
      ),
    ).toEqual(['+ Registered not-for-profit organizations', '+ Individuals']);
  });

  it('reads "Organisations which may apply" as a heading of who may apply, and no "This may include" line', () => {
    expect(
      rulesOf('Organisations which may apply\n\n• registered or unregistered charities\n• This may include\n• schools'),
    ).toEqual(['+ registered or unregistered charities', '+ schools']);
  });

  it('reads "issues grants to …", "Grants may also be made to …" and "Grants will not be made to …"', () => {
    expect(rulesOf('The Community Foundation issues grants to tax-exempt, private agencies.')).toEqual([
      '+ The Community Foundation issues grants to tax-exempt, private agencies.',
    ]);
    expect(rulesOf('Grants may also be made to governmental agencies.')).toEqual([
      '+ Grants may also be made to governmental agencies.',
    ]);
    expect(rulesOf('Grants will not be made to individuals.')).toEqual(['- Grants will not be made to individuals.']);
    expect(rulesOf('The Foundation issues grants to support local projects.')).toEqual([]);
  });
});

describe('a sum offered to kinds of applicant (engine elig10)', () => {
  it('reads whom a sum is offered to as who may apply, without the sum or what it pays for', () => {
    expect(
      rulesOf(
        'Our new Arts and Cultural Heritage grants offer up to $4,000 for individuals or organizations to support arts activities.',
      ),
    ).toEqual(['+ individuals or organizations']);
    expect(
      rulesOf(
        'This programme will contribute between $2,500 and $20,000 to up to 20 projects or activities for organisations in the Nicholls electorate.',
      ),
    ).toEqual(['+ organisations in the Nicholls electorate']);
    expect(
      rulesOf(
        'The initiative will provide grants of up to US$30,000 to Pacific-based Non-Governmental Organisations (NGOs) and Community-Based Organizations (CBOs) whose projects will enhance resilience.',
      ),
    ).toEqual(['+ Pacific-based Non-Governmental Organisations (NGOs) and Community-Based Organizations (CBOs)']);
  });

  it('reads no rule from what the sum pays for, a count of awards, those already chosen or a past gift', () => {
    expect(rulesOf('The fund offers grants of up to £10,000 to support community groups in the county.')).toEqual([]);
    expect(rulesOf('The Council will provide grants of £5,000 to 30 organisations this year.')).toEqual([]);
    expect(rulesOf('We will offer up to £20,000 to successful applicants.')).toEqual([]);
    expect(rulesOf('Last year the Trust awarded £50,000 to charities in Leeds.')).toEqual([]);
  });
});
