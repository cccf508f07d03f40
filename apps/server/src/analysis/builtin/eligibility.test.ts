// Rules of who may apply that engine 1.5.0 no longer reads from a list of criteria.
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const rulesOf = (text: string) => analyzePlain(text).eligibility.map(({ text: rule }) => rule);

describe('eligibility lists that hold a deadline and pointers', () => {
  it('leaves out the submission deadline and "find out more" lines of a list of criteria', () => {
    expect(
      rulesOf(
        [
          'For an organisation to be eligible to apply they should be able to meet the following criteria:',
          '• Submit a completed application by no later than midday (GMT) on 10 November 2020',
          '• Deliver their services in England',
          'Find out more about what supporting information you need here.',
          'For more information about this grant programme, read the full list of Terms and Conditions',
        ].join('\n'),
      ),
    ).toEqual(['Deliver their services in England']);
  });

  it('keeps a rule that submits something of the applicant’s own', () => {
    expect(rulesOf('Eligibility\n\nApplicants must submit evidence of charitable status.')).toEqual([
      'Applicants must submit evidence of charitable status.',
    ]);
  });
});

describe('who applies, in sentences outside a section of eligibility', () => {
  const fullRulesOf = (text: string) =>
    analyzePlain(text).eligibility.map(({ text: rule, applies, hard }) => ({ rule, applies, hard }));

  it('reads "Preference is given to …" as a soft rule, not when it is given to projects', () => {
    expect(fullRulesOf('Preference is given to National or West Midlands charities.')).toEqual([
      { rule: 'Preference is given to National or West Midlands charities.', applies: 'eligible', hard: false },
    ]);
    expect(fullRulesOf('Priority will be given to projects in rural areas.')).toEqual([]);
  });

  it('reads who applications must or should be led by', () => {
    expect(fullRulesOf('Applications should be led by emerging or early career colleagues.')).toEqual([
      { rule: 'Applications should be led by emerging or early career colleagues.', applies: 'eligible', hard: false },
    ]);
    expect(fullRulesOf('Applications should be emailed by the deadline.')).toEqual([]);
  });

  it('reads "you may still apply through …" and a list of who an application may be filed by', () => {
    expect(rulesOf('If your group is not incorporated, you may still apply through an auspice organisation.')).toEqual([
      'If your group is not incorporated, you may still apply through an auspice organisation.',
    ]);
    expect(
      rulesOf('The application may be filed by\n- a main applicant for the complete project\n- two or more applicants'),
    ).toEqual(['a main applicant for the complete project', 'two or more applicants']);
  });
});

describe('what research calls say that is no rule of who may apply, engine 1.6.0', () => {
  it('leaves out registering in a submission system, costing rules, assessors and what the proposal must show', () => {
    for (const sentence of [
      'Applicants must be registered in elan prior to submitting a proposal.',
      'Applicants who are not yet registered must do so by 18 November 2027 to submit a proposal.',
      'Applicants must be registered with Grants.gov and the eRA Commons.',
      'Any award to an institute would be made on the basis of 100 per cent directly incurred costs only.',
      'However, please note that the assessment will consider the level of engagement of Principal Investigators.',
      'Applicant Principal Investigators must demonstrate the ground-breaking nature, ambition and feasibility of their scientific proposal.',
    ])
      expect({ sentence, rules: rulesOf(sentence) }).toEqual({ sentence, rules: [] });
    // Being a registered charity is a rule.
    expect(rulesOf('Applicants must be registered charities.')).toEqual(['Applicants must be registered charities.']);
  });

  it('leaves out the titles of a table of contents under an eligibility section', () => {
    expect(
      rulesOf(
        [
          'Section III. Eligibility Information',
          '1. Eligible Applicants',
          '2. Other - Special Eligibility Criteria',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reads "shall have", a subject after adjectives, one application as PI, and an eligibility label for nationalities', () => {
    expect(
      rulesOf(
        'The Principal Investigator shall have been awarded their first PhD at least 2 and up to 7 years prior to 1 January 2027.',
      ),
    ).toHaveLength(1);
    expect(
      rulesOf(
        'A competitive Starting Grant Principal Investigator must have already shown the potential for research independence.',
      ),
    ).toHaveLength(1);
    expect(rulesOf('Individuals may be the Principal Investigator on only one application.')).toHaveLength(1);
    expect(rulesOf('Applicants may submit up to two Project Grant applications in the 2027 round.')).toHaveLength(1);
    // What a grant holder shall do is no rule of who may apply.
    expect(rulesOf('The project shall be completed within 24 months.')).toEqual([]);
  });
});

describe('federal boilerplate on who may apply, engine 1.6.0', () => {
  it('reads "may submit more than one application" and award holders', () => {
    expect(
      rulesOf(
        'Applicant organizations may submit more than one application, provided that each application is scientifically distinct.',
      ),
    ).toHaveLength(1);
    expect(rulesOf('Previous award holders are not eligible.')).toEqual(['Previous award holders are not eligible.']);
    // How many will be funded is no rule.
    expect(rulesOf('NIH intends to fund more than one application.')).toEqual([]);
  });
});

describe('steps of applying written as "must" or "need to" (engine 1.7.0)', () => {
  it('is no rule to complete an application form or answer a few questions first', () => {
    expect(
      rulesOf('Applicants need to complete an application form if they wish to be considered for a grant.'),
    ).toEqual([]);
    expect(
      rulesOf('All prospective grantees must first answer a series of eligibility questions to see if they may apply.'),
    ).toEqual([]);
    expect(rulesOf('Applicants must fill in a short application form online.')).toEqual([]);
  });

  it('still reads a rule beside such a step', () => {
    expect(rulesOf('Applicants must be registered charities based in Wales.')).toEqual([
      'Applicants must be registered charities based in Wales.',
    ]);
  });
});

describe('sentences that state no rule of who may apply (engine eng19)', () => {
  it('leaves out what happens once an application is selected or successful', () => {
    expect(
      rulesOf(
        [
          'Eligibility',
          'If your project is selected, you are required to provide evidence of institutional support.',
          'Only the successful applicant will be informed of their award by 1 August.',
          'Applicants must be based in Asia.',
        ].join('\n'),
      ),
    ).toEqual(['Applicants must be based in Asia.']);
  });

  it('leaves out what a part of the application must be like, not who sends it', () => {
    expect(rulesOf('The research proposal should be detailed and well-argued and written by the applicant.')).toEqual(
      [],
    );
    expect(rulesOf('References in the proposal should include the full author list of each paper.')).toEqual([]);
    // Who a part comes from, or who leads, is still a rule.
    expect(rulesOf('Proposals must be led by an early career researcher.')).toEqual([
      'Proposals must be led by an early career researcher.',
    ]);
  });

  it('reads "must not have resided … before the call deadline" as a rule, not as a step of applying', () => {
    expect(
      rulesOf(
        'The applicant must not have resided or carried out their main activity in Spain for more than 12 months in the 3 years before the call deadline.',
      ),
    ).toEqual([
      'The applicant must not have resided or carried out their main activity in Spain for more than 12 months in the 3 years before the call deadline.',
    ]);
    // The deadline of a step of applying is still no rule.
    expect(rulesOf('Applicants must submit the form before the call deadline.')).toEqual([]);
  });

  it('does not read a question that points to the list below as a condition', () => {
    expect(
      rulesOf(
        [
          'Is my organisation eligible?',
          'Does your organisation fall under one of these types?',
          '• Registered charity',
          '• Social enterprise',
        ].join('\n'),
      ),
    ).toEqual(['Registered charity', 'Social enterprise']);
    expect(rulesOf(['Is my organisation eligible?', 'Are you a registered charity?'].join('\n'))).toEqual([
      'Are you a registered charity?',
    ]);
  });

  it('reads a sentence run on after a listed rule only when it states a rule itself', () => {
    expect(
      rulesOf(
        [
          'Who can apply',
          'Applicants must be one of the following:',
          '• A registered charity. We welcome first-time applicants and will help with the form.',
          '• A university. Only one application per institution is allowed.',
        ].join('\n'),
      ),
    ).toEqual(['A registered charity.', 'A university.', 'Only one application per institution is allowed.']);
  });
});

describe('who the funder pays and what applicants should have (engine eng19)', () => {
  it('reads "Grants are made to organisations, not individuals" as a rule', () => {
    expect(
      rulesOf('Grants from the Council are made to organisations, not individual researchers or research teams.'),
    ).toEqual(['Grants from the Council are made to organisations, not individual researchers or research teams.']);
    expect(rulesOf('Funding is only awarded to registered charities.')).toEqual([
      'Funding is only awarded to registered charities.',
    ]);
    // Where or how the money is paid, or what it is for, is no rule.
    expect(rulesOf("Grants are paid to the organisation's bank account in two instalments.")).toEqual([]);
    expect(rulesOf('Funding is available to support projects in rural areas.')).toEqual([]);
  });

  it('reads what applicants "should have" or "should be able to" show as a rule', () => {
    expect(
      rulesOf(
        'Applicant Principal Investigators should also be able to demonstrate a promising track record of early achievements.',
      ),
    ).toEqual([
      'Applicant Principal Investigators should also be able to demonstrate a promising track record of early achievements.',
    ]);
    expect(rulesOf('A competitive Principal Investigator should have already shown evidence of independence.')).toEqual(
      ['A competitive Principal Investigator should have already shown evidence of independence.'],
    );
    // Being told something is no rule.
    expect(rulesOf('Applicants should have been notified of the outcome by March.')).toEqual([]);
  });
});

describe('limits on how many applications one applicant sends (engine eng19)', () => {
  it('reads "We do not expect you to submit more than two applications at the same time"', () => {
    expect(rulesOf('We do not expect you to submit more than two applications at the same time.')).toEqual([
      'We do not expect you to submit more than two applications at the same time.',
    ]);
    expect(rulesOf('We can only accept one application per organisation.')).toEqual([
      'We can only accept one application per organisation.',
    ]);
    // How many will be funded, or a positive count, is no limit on the applicant.
    expect(rulesOf('We expect to fund more than two applications in each round.')).toEqual([]);
  });
});

describe('when an applicant may apply again (engine eng19)', () => {
  it('reads a wait or a condition before applying again as a rule', () => {
    expect(rulesOf('Charities can reapply after 12 months have expired.')).toEqual([
      'Charities can reapply after 12 months have expired.',
    ]);
    expect(
      rulesOf(
        'If we deny your proposal for funding, please wait one year from the date of your proposal to submit a new request to us.',
      ),
    ).toEqual([
      'If we deny your proposal for funding, please wait one year from the date of your proposal to submit a new request to us.',
    ]);
    expect(rulesOf('If you have been unsuccessful, then you must wait twelve months before reapplying.')).toEqual([
      'If you have been unsuccessful, then you must wait twelve months before reapplying.',
    ]);
    // Applying again with no wait or condition, or a page about how to reapply, states none.
    expect(rulesOf('Read our guidance on how to reapply.')).toEqual([]);
    expect(rulesOf('Can I apply again for the next round of grants?')).toEqual([]);
  });
});

describe('rules written in a bracket (engine eng19)', () => {
  it('reads each rule of a bracket that names who applies', () => {
    expect(
      rulesOf(
        'We welcome applications from individuals, community and voluntary groups and organisations (organisations must be not for profit and statutory organisations may not apply).',
      ),
    ).toEqual([
      'organisations must be not for profit',
      'statutory organisations may not apply',
      'We welcome applications from individuals, community and voluntary groups and organisations (organisations must be not for profit and statutory organisations may not apply).',
    ]);
    // A bracket that states no rule of who applies adds nothing.
    expect(rulesOf('Charities must be registered in England (see the register for details).')).toEqual([
      'Charities must be registered in England (see the register for details).',
    ]);
  });
});

describe('a list of what is not funded that mixes who and what (engine eng19)', () => {
  it('reads the items that open with who applies, not activities or costs', () => {
    expect(
      rulesOf(
        [
          'The Foundation will not fund the following in this grant round:',
          '• Organizations whose main activity is fundraising.',
          '• Foundations',
          '• Fundraising events',
          '• Activities that benefit individuals rather than the community',
          '• Deficit funding or cash reserves',
        ].join('\n'),
      ),
    ).toEqual(['Organizations whose main activity is fundraising.', 'Foundations']);
  });
});

describe('what the funder expects applicants to have (engine eng19)', () => {
  it('reads "We would normally expect applicants to have …" and "are expected to hold …" as rules', () => {
    expect(rulesOf('We would normally expect applicants to have a salary for the duration of the award.')).toEqual([
      'We would normally expect applicants to have a salary for the duration of the award.',
    ]);
    expect(rulesOf('Candidates are expected to hold a doctorate by the start of the fellowship.')).toEqual([
      'Candidates are expected to hold a doctorate by the start of the fellowship.',
    ]);
    // Being aware of something, or available for an interview, is no rule.
    expect(rulesOf('We expect applicants to be aware of our policy on open access.')).toEqual([]);
  });
});

describe('hard and soft "should" rules (engine eng19)', () => {
  it('marks "should be able to" and "should have already" as soft, a status after "should have been" as hard', () => {
    const flags = (text: string) => analyzePlain(text).eligibility.map(({ hard }) => hard);
    expect(
      flags('Applicant Principal Investigators should also be able to demonstrate a promising track record.'),
    ).toEqual([false]);
    expect(flags('A competitive Principal Investigator should have already shown evidence of independence.')).toEqual([
      false,
    ]);
    expect(flags('Applicant organisations should have been registered for at least two years.')).toEqual([true]);
  });
});

describe('who else may be named on an application (engine eng19)', () => {
  it('reads "Project co-leads based in non-UK research organisations can be included" as a rule', () => {
    expect(
      rulesOf('Project co-leads based in non-UK research organisations can be included in grant applications.'),
    ).toEqual(['Project co-leads based in non-UK research organisations can be included in grant applications.']);
    expect(rulesOf('Co-investigators may be based outside the UK.')).toEqual([
      'Co-investigators may be based outside the UK.',
    ]);
    // What a budget or a document may include is no rule of who is named.
    expect(rulesOf('Travel costs for collaborators can be included in the budget.')).toEqual([]);
  });
});

describe('a sentence under a who-may-apply heading must be about the applicant', () => {
  const fullRulesOf = (text: string) =>
    analyzePlain(text).eligibility.map(({ text: rule, applies }) => ({ rule, applies }));

  it('leaves out how the money may be used and how to apply, under "Eligibility"', () => {
    expect(
      rulesOf(
        [
          'Eligibility criteria',
          '',
          'Funding must not be used to replace services the town council would normally provide.',
          'Applications should consist of a covering letter and supporting papers.',
          'Grants can be used for equipment, venue hire and publicity.',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('keeps a sentence that names the applicant or states a condition only an applicant can meet', () => {
    expect(
      rulesOf(
        [
          'Eligible organisations',
          '',
          'Groups must have access to a bank account in the name of the group.',
          'Units of local government may be eligible depending on the request.',
          'The grant must be used for projects located in Wales only.',
          'This is an invite-only funding opportunity.',
        ].join('\n'),
      ),
    ).toEqual([
      'Groups must have access to a bank account in the name of the group.',
      'Units of local government may be eligible depending on the request.',
      'The grant must be used for projects located in Wales only.',
      'This is an invite-only funding opportunity.',
    ]);
  });

  it('skips a "We fund:" or "Grants can be used for:" list under the heading, not a list of who', () => {
    expect(
      rulesOf(
        [
          'Who can apply',
          '',
          'We fund:',
          '- Community events and festivals',
          '- Running costs of volunteer groups',
          '',
          'Our priority areas are:',
          '- Older people',
          '- Young carers',
          '',
          'You can apply if your organisation is a:',
          '- registered charity',
          '- constituted group or club',
        ].join('\n'),
      ),
    ).toEqual(['registered charity', 'constituted group or club']);
  });

  it('leaves out activity and cost items listed straight under the heading', () => {
    expect(
      rulesOf(
        [
          'Eligibility',
          '',
          '- Running costs',
          '- Supporting older people to stay active',
          '- Registered charities',
        ].join('\n'),
      ),
    ).toEqual(['Registered charities']);
  });

  it('reads items after "Grants will not be awarded to:" under "Eligibility criteria" as who may not apply', () => {
    expect(
      fullRulesOf(
        [
          'Eligibility criteria',
          '',
          'Grants will not be awarded to:',
          '- Individuals and public bodies.',
          '- Organisations with political associations.',
        ].join('\n'),
      ),
    ).toEqual([
      { rule: 'Individuals and public bodies.', applies: 'ineligible' },
      { rule: 'Organisations with political associations.', applies: 'ineligible' },
    ]);
  });
});

describe('sentences near rules that say what happens to a proposal or the money (engine elig8)', () => {
  it('leaves out a proposal put to the board, a payment condition and a quoted term’s definition', () => {
    expect(
      rulesOf(
        [
          'Eligibility',
          '',
          'Applicants must be registered charities based in Wales.',
          'Any proposal the staff consider eligible will be put to the board of trustees for approval.',
          'Organisations new to our funding will have to complete due diligence checks before any grant can be confirmed.',
          '"Related" means members of the same household or family.',
        ].join('\n'),
      ),
    ).toEqual(['Applicants must be registered charities based in Wales.']);
  });

  it('leaves out what the grant must be spent on and the account it is paid into, not where the work is', () => {
    expect(
      rulesOf(
        [
          'Who can apply',
          '',
          'The Community Fund must be used for environmental purposes and applicants must meet a few requirements.',
          'Where a new group has no bank account, funds may be paid to the holding account of a partner organisation.',
          'The grant must be used for projects located in Kenya only.',
        ].join('\n'),
      ),
    ).toEqual(['The grant must be used for projects located in Kenya only.']);
  });

  it('drops a sub-heading run on after a list of rules, and the next item’s dash', () => {
    expect(
      rulesOf(
        [
          'You must also meet the following criteria to be eligible to apply:',
          '-',
          'All organisations must have existed for at least one year.',
          '-',
          'All organisations must have a bank account in their own name.',
          'Your application',
        ].join('\n'),
      ),
    ).toEqual([
      'All organisations must have existed for at least one year.',
      'All organisations must have a bank account in their own name.',
    ]);
  });
});

describe('lead-ins of a list of rules and of examples (engine elig8)', () => {
  it('reads the items after "Requirements for applicants include the following:" as rules, not documents', () => {
    const result = analyzePlain(
      [
        'Who can apply?',
        'Requirements for applicants include the following:',
        '- a doctorate in a life science by the start of the fellowship',
        '- all applications must involve a move to another country',
      ].join('\n'),
    );
    expect(result.eligibility.map(({ text }) => text)).toEqual([
      'a doctorate in a life science by the start of the fellowship',
      'all applications must involve a move to another country',
    ]);
    expect(result.requiredDocuments).toEqual([]);
  });

  it('leaves out examples of a circumstance under a rule, keeps examples of applicants', () => {
    expect(
      rulesOf(
        [
          'To be eligible you must meet all the following requirements:',
          '  1. You are currently enrolled in full-time doctoral research.',
          '  2. If a long time has passed since you began, you are unlikely to be considered unless there are mitigating circumstances, such as:',
          '    • a serious illness',
          '    • caring responsibilities',
        ].join('\n'),
      ),
    ).toEqual(['You are currently enrolled in full-time doctoral research.']);
    expect(
      rulesOf(
        [
          'Who can apply',
          '',
          'Not-for-profit organisations, such as:',
          '- registered charities',
          '- community groups',
        ].join('\n'),
      ),
    ).toEqual(['registered charities', 'community groups']);
  });

  it('leaves out when completed forms must be supplied, keeps a qualification held by the deadline', () => {
    expect(
      rulesOf(
        [
          'Eligibility',
          '',
          'Completed forms with all the supporting documents must be supplied by the deadline date.',
          'Applicants must hold a PhD by the application deadline.',
        ].join('\n'),
      ),
    ).toEqual(['Applicants must hold a PhD by the application deadline.']);
  });
});

describe('lists led in by "may apply:" and "will not receive consideration:" (engine elig8)', () => {
  const fullRulesOf = (text: string) =>
    analyzePlain(text).eligibility.map(({ text: rule, applies }) => [applies, rule]);

  it('reads the unmarked lines after each lead-in as who may and may not apply', () => {
    expect(
      fullRulesOf(
        [
          'Organisations of the following types may apply:',
          'Registered public charities',
          'Churches in the state',
          'Organisations of the following types will not receive consideration:',
          'Private foundations',
          'Individuals',
        ].join('\n'),
      ),
    ).toEqual([
      ['eligible', 'Registered public charities'],
      ['eligible', 'Churches in the state'],
      ['ineligible', 'Private foundations'],
      ['ineligible', 'Individuals'],
    ]);
  });

  it('leaves out a document the applicant must send, keeps evidence of a status', () => {
    expect(
      rulesOf(
        [
          'Eligibility',
          '',
          'Organisations requesting a grant should submit a letter on their own letterhead.',
          'Applicants must submit evidence of charitable status.',
        ].join('\n'),
      ),
    ).toEqual(['Applicants must submit evidence of charitable status.']);
  });
});

describe('remarks near rules that state none (engine elig8)', () => {
  it('leaves out a request for documents, a recommendation to the board, a pointer elsewhere and how an award is shared', () => {
    expect(
      rulesOf(
        [
          'Eligibility',
          '',
          'Applicants must be based at a university in Europe.',
          'For all other applicants please submit only a photo and a CV.',
          'Where a trust works closely with a company, staff will review both and make a recommendation to the Board.',
          'If your idea does not fit this call, you may apply via other funding schemes.',
          'Where there are two or more applicants, the award sum will be distributed evenly.',
        ].join('\n'),
      ),
    ).toEqual(['Applicants must be based at a university in Europe.']);
  });

  it('reads whom grants are not made to, not what grants to any organisation are not made for', () => {
    expect(rulesOf('Grants will not be made to organisations for projects which have already finished.')).toEqual([]);
    expect(rulesOf('Grants will not be made to organisations that are not registered charities.')).toEqual([
      'Grants will not be made to organisations that are not registered charities.',
    ]);
  });
});

describe('a long rule stated by its first clause, and reported speech (engine elig8)', () => {
  it('keeps the first clause of a long rule, not the remark after ", and supply …" or a dash', () => {
    expect(
      rulesOf(
        [
          'To be eligible you must:',
          '- Be able to spend all of the grant before 31 March 2021, and supply documentary evidence of this spending (receipts, bank statements and salary slips) – these costs should fall between October 2020 and March 2021.',
        ].join('\n'),
      ),
    ).toEqual(['Be able to spend all of the grant before 31 March 2021']);
  });

  it('does not cut a list of statuses at its last ", and"', () => {
    const [rule] = rulesOf(
      'The Foundation does not make grants to organisations that are not recognised as public charities under Sections 509(a)(1), 509(a)(2), and 509(a)(3), nor to private foundations or private operating foundations of any kind.',
    );
    expect(rule).toContain('509(a)(3)');
  });

  it('reads what a speaker on a news page said the grants are open to', () => {
    expect(
      rulesOf(
        'The chief executive of the fund, Jane Doe, said the grants are open to community groups and schools in rural parishes, and that there is a focus on early-childhood education, health and income generation.',
      ),
    ).toEqual(['the grants are open to community groups and schools in rural parishes']);
  });
});

describe('who may and may not submit proposals (engine elig8)', () => {
  const fullRulesOf = (text: string) =>
    analyzePlain(text).eligibility.map(({ text: rule, applies }) => [applies, rule]);

  it('reads "can be submitted by" and "cannot submit proposals" as who may and may not apply', () => {
    expect(
      fullRulesOf(
        'Project proposals can be submitted by NGOs, community groups and universities working on human rights. However, trade unions cannot submit proposals.',
      ),
    ).toEqual([
      [
        'eligible',
        'Project proposals can be submitted by NGOs, community groups and universities working on human rights.',
      ],
      ['ineligible', 'However, trade unions cannot submit proposals.'],
    ]);
  });

  it('does not read how enquiries or applications are sent as who may apply', () => {
    expect(
      fullRulesOf('Enquiries prior to any application may be made by e-mail. Applications may be submitted by post.'),
    ).toEqual([]);
  });
});

describe('a figure in any currency’s code (engine elig8)', () => {
  it('leaves out how much may be asked for in LKR or UGX, keeps a rule without a figure', () => {
    expect(
      rulesOf(
        [
          'Eligibility',
          '',
          'Applications requesting LKR 3,000,000 – 5,000,000 must first submit a concept note only.',
          'Each applicant can request grants of up to UGX 50.000.000.',
          'Applicants must be registered NGOs in Sri Lanka.',
        ].join('\n'),
      ),
    ).toEqual(['Applicants must be registered NGOs in Sri Lanka.']);
  });
});

describe('text near rules that states no condition on who applies (engine elig9)', () => {
  it('leaves out a checklist step that only restates that one must be eligible', () => {
    expect(
      rulesOf(
        ['Eligibility', '', '- you are eligible to apply', '- you are a New Zealand citizen or resident'].join('\n'),
      ),
    ).toEqual(['you are a New Zealand citizen or resident']);
    expect(rulesOf('Who can apply\n\nMake sure you meet the eligibility criteria before you submit.\n')).toEqual([]);
  });

  it('leaves out advice and what the funder may do at its discretion, not the rule beside it', () => {
    expect(
      rulesOf(
        [
          'Who can apply',
          '',
          'Organisations can only apply for one grant. If you are a large organisation, please consider if any other teams within your organisation are also applying for a grant.',
        ].join('\n'),
      ),
    ).toEqual(['Organisations can only apply for one grant.']);
    expect(
      rulesOf(
        [
          'Eligibility',
          '',
          'The Trust may require separately incorporated groups that are associated with a large umbrella organisation to submit a joint application.',
          'Applicants must be registered charities.',
        ].join('\n'),
      ),
    ).toEqual(['Applicants must be registered charities.']);
  });

  it('still reads what the funder requires of applicants without discretion', () => {
    expect(rulesOf('Eligibility\n\nThe Trust will only make grants to registered charities.\n')).toEqual([
      'The Trust will only make grants to registered charities.',
    ]);
  });
});

describe('what the funder tells applicants and how oversubscribed it is (engine elig9)', () => {
  it('reads no rule from them under a heading of who may apply', () => {
    expect(
      rulesOf(
        [
          'Who can apply?',
          '',
          'If your application is largely ineligible under our guidelines, we will tell you within a few weeks of your application being received.',
          '',
          'Each year we receive many more applications than we can fund. We have to reject many applications which are eligible under our guidelines but are of a lower priority.',
          '',
          'Applicants must be registered charities.',
        ].join('\n'),
      ),
    ).toEqual(['Applicants must be registered charities.']);
  });
});

describe('advice to check one is eligible and pointers to other pages (engine elig9)', () => {
  it('reads no rule from them', () => {
    expect(
      rulesOf(
        [
          'Applicant eligibility',
          '',
          'Before beginning the application process, you should make sure you or your organization is eligible to apply for the grant.',
          '',
          'Check out the Grant Eligibility section of Learn Grants for details on how eligibility is defined and what types of funding you or your organization can generally apply for.',
          '',
          'Individuals may not apply for a grant.',
        ].join('\n'),
      ),
    ).toEqual(['Individuals may not apply for a grant.']);
  });
});

describe('a refusal that mixes who and what is not funded (engine elig9)', () => {
  it('reads only the applicants it refuses, with the refusal’s words', () => {
    expect(
      rulesOf(
        'Note: the Trust does not support commercial costs, political parties or lobby groups, repayment of debt, or projects considered to the core operations of government.',
      ),
    ).toEqual(['the Trust does not support political parties or lobby groups']);
    expect(rulesOf('We do not fund individuals or medical research.')).toEqual(['We do not fund individuals']);
    // An item of a list that states the refusal itself.
    expect(
      rulesOf(
        'Eligibility\n- You must be a UK registered charity.\n- We do not fund individuals or medical research.\n',
      ),
    ).toEqual(['You must be a UK registered charity.', 'We do not fund individuals']);
  });

  it('reads a refusal of applicants only, or a contrast of who, whole; a refusal of costs gives none', () => {
    expect(rulesOf('The Trust does not make grants to individuals.')).toEqual([
      'The Trust does not make grants to individuals.',
    ]);
    expect(
      rulesOf(
        'The foundation does not provide funding to individuals, only to charitable purpose organizations or to public sector entities.',
      ),
    ).toHaveLength(1);
    expect(rulesOf('We do not fund capital costs or running costs.')).toEqual([]);
  });
});

describe('the funder’s discretion is told by its name, not by any short word (engine elig9)', () => {
  it('keeps a rule whose subject is a short word before "may request"', () => {
    expect(
      rulesOf('Who can apply\n\nGroups may request support only if they are constituted and based in the borough.\n'),
    ).toHaveLength(1);
    expect(rulesOf('Who can apply\n\nNHMRC may request further information from applicants.\n')).toEqual([]);
  });
});

describe('a "must / may / can" sentence under the heading is judged by its subject and verb (engine elig10)', () => {
  it('leaves out what the applicant must do while applying, may ask for, or must do after the award', () => {
    expect(
      rulesOf(
        [
          'Eligibility',
          '',
          'Your host organisation must confirm details about your contract.',
          'All non-malignant diseases will be considered but applicants must make a clear and compelling case.',
          'If your employment contract states that you must get your salary from grants, you can ask us for this in your application.',
          'Successful applicants must acknowledge the funder in all publicity.',
          'Organisations must be registered charities based in Wales.',
        ].join('\n'),
      ),
    ).toEqual(['Organisations must be registered charities based in Wales.']);
  });

  it('keeps who may apply, who applications must come from and how many one applicant may send', () => {
    expect(
      rulesOf(
        [
          'Who can apply',
          '',
          'Applications for funding to the First Nations panel must come from First Nations individuals or groups.',
          'Collaborating researchers from outside New Zealand can, at the Council’s discretion, be included as named investigators.',
          'A group that does not meet the criteria may, in special circumstances, apply under an umbrella organisation, which must supply the relevant information.',
          'Each organisation can submit one application to this round.',
        ].join('\n'),
      ),
    ).toEqual([
      'Applications for funding to the First Nations panel must come from First Nations individuals or groups.',
      'Collaborating researchers from outside New Zealand can, at the Council’s discretion, be included as named investigators.',
      'A group that does not meet the criteria may, in special circumstances, apply under an umbrella organisation, which must supply the relevant information.',
      'Each organisation can submit one application to this round.',
    ]);
  });

  it('leaves out "may submit their proposals" even where it names eligible applicants', () => {
    expect(rulesOf('Eligible applicants may submit their proposals and relevant documents by post.')).toEqual([]);
  });
});

describe('civil-society and community-based organisations named by their acronyms (engine elig10)', () => {
  it('reads "open to registered CSOs" and "Grants are made to CBOs" as who may apply', () => {
    expect(rulesOf('The grant is open to registered CSOs in Fiji, Kiribati, Tonga and Vanuatu.')).toEqual([
      'The grant is open to registered CSOs in Fiji, Kiribati, Tonga and Vanuatu.',
    ]);
    expect(rulesOf('Grants are only made to CBOs working in the target districts.')).toEqual([
      'Grants are only made to CBOs working in the target districts.',
    ]);
  });

  it('leaves out an activity of strengthening CSOs listed among the types of projects', () => {
    expect(
      rulesOf(
        [
          'Types of Projects',
          '- Promoting socio-economic empowerment in post war rebuilding initiatives;',
          '- Strengthening CSOs engaged in economic empowerment of communities',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('duties of the grant in a list of eligibility criteria (engine probe 1.15)', () => {
  const rulesOf = (text: string) => analyzePlain(text).eligibility.map(({ text: rule }) => rule);

  it('leaves what recipients must do after the award, keeps conditions on the applicant', () => {
    const text = [
      'Grant terms',
      '',
      'To be eligible for a Council grant you must meet the following criteria:',
      '',
      '  • applicants must not have overdue debts with Council',
      '  • funding recipients are required to provide receipts showing how the grant was spent',
      '  • the applicant must spend and acquit the approved funds within eight weeks of the event',
      '  • if the grant is not acquitted on time, the recipient must return the unspent funds',
      '  • the applicant must hold public liability insurance',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      'applicants must not have overdue debts with Council',
      'the applicant must hold public liability insurance',
    ]);
  });

  it('leaves a duty of the grant under "Who can apply" too', () => {
    const text = [
      'Who can apply',
      '',
      '  • Incorporated not-for-profit organisations based in the city',
      '  • Grant recipients must acknowledge the Council in all publicity',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['Incorporated not-for-profit organisations based in the city']);
  });
});

describe('an eligibility quiz’s bare answers and a page’s date (engine probe 1.15)', () => {
  const rulesOf = (text: string) => analyzePlain(text).eligibility.map(({ text: rule }) => rule);

  it('leaves "Yes – You may not be eligible to apply." and its kin, keeps an answer that names who', () => {
    const text = [
      'Eligibility questions',
      '',
      'Yes – Your application is therefore unlikely to be eligible – please check the scope of the call.',
      '',
      'Yes – You may not be eligible to apply. Please contact us to discuss this.',
      '',
      'No – You are eligible to apply.',
      '',
      'Yes – It’s unlikely that you’ll be eligible to apply.',
      '',
      'Applicants must be employed by a UK university or an NHS trust.',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['Applicants must be employed by a UK university or an NHS trust.']);
  });

  it('leaves a "Last updated" date under the heading, keeps the rule', () => {
    const text = [
      'Eligibility',
      '- Last updated:',
      '- 10 Jan 2019',
      'Who can apply',
      '- Applicants must be incorporated not-for-profit organisations.',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['Applicants must be incorporated not-for-profit organisations.']);
  });
});

describe('what the project must do is no rule of who applies (engine probe 1.15)', () => {
  const rulesOf = (text: string) => analyzePlain(text).eligibility.map(({ text: rule }) => rule);

  it('leaves "projects must promote …" and "requests must be for … purposes", keeps where the project is', () => {
    const text = [
      'Eligibility',
      '',
      'To be eligible for a grant, projects must promote the growth of a democratic civil society.',
      '',
      'Requests must be for charitable purposes that benefit the community.',
      '',
      'Projects must be located in the district.',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['Projects must be located in the district.']);
  });

  it('leaves the items after "applications must:", keeps those after "applicants must:"', () => {
    const text = [
      'Projects eligible for funding',
      'To be eligible to apply for funding, applications must:',
      '- demonstrate a purpose that is in the public interest',
      '- adhere to the terms and conditions of the program.',
      'Who can apply',
      'To be eligible, applicants must:',
      '- be incorporated not-for-profit organisations',
    ].join('\n');
    expect(rulesOf(text)).toEqual(['be incorporated not-for-profit organisations']);
  });
});

describe('who applies on unseen pages of individual artists, scholars and trusts (engine 1.15.0)', () => {
  const fullRulesOf = (text: string) =>
    analyzePlain(text).eligibility.map(({ text: rule, applies }) => [applies, rule]);

  it('reads artists, writers and scholars as who applies, outside a section of eligibility', () => {
    expect(fullRulesOf('Writers enrolled full-time in a degree programme may not apply for this award.')).toEqual([
      ['ineligible', 'Writers enrolled full-time in a degree programme may not apply for this award.'],
    ]);
    expect(fullRulesOf('Qualified scholars are eligible regardless of nationality or affiliation.')).toEqual([
      ['eligible', 'Qualified scholars are eligible regardless of nationality or affiliation.'],
    ]);
    expect(fullRulesOf('Artists will be paid a fee for each workshop they lead.')).toEqual([]);
  });

  it('keeps a report owed on an earlier grant, leaves the report owed on this one', () => {
    expect(
      fullRulesOf('Eligibility\n\nApplicants must have submitted all final reports for previous Council grants.'),
    ).toEqual([['eligible', 'Applicants must have submitted all final reports for previous Council grants.']]);
    expect(
      fullRulesOf(
        'Current grantees must have met every condition of their existing award, including the final report, before a new application can be considered.',
      ),
    ).toEqual([
      [
        'eligible',
        'Current grantees must have met every condition of their existing award, including the final report, before a new application can be considered.',
      ],
    ]);
    expect(
      fullRulesOf('Eligibility\n\nApplicants must submit a final report within two months of the end of the project.'),
    ).toEqual([]);
  });

  it('keeps the examples of a refused applicant with it instead of splitting them into refusals', () => {
    expect(
      fullRulesOf('Grants are not made to national charities such as the Red Cross, Oxfam, Age UK, etc.').map(
        ([applies]) => applies,
      ),
    ).toEqual(['ineligible']);
    expect(fullRulesOf('The Trust cannot make grants to individuals.')).toEqual([
      ['ineligible', 'The Trust cannot make grants to individuals.'],
    ]);
  });

  it('leaves running costs, a joint application, an ABN to quote and a resubmission', () => {
    const text = [
      'Eligibility',
      '',
      'There are some restrictions on what we can support:',
      '• Individuals and profit-making companies are not eligible to apply.',
      '• An organisation’s running costs are not able to be supported.',
      '',
      'Artists working together must file one joint application naming a lead artist.',
      '',
      'All organisations applying must also quote their ABN.',
      '',
      'Proposals declined in an earlier round may be resubmitted only if a response to the reviewers is attached.',
      '',
      'Organisations may lodge only one application per round.',
    ].join('\n');
    expect(fullRulesOf(text)).toEqual([
      ['ineligible', 'Individuals and profit-making companies are not eligible to apply.'],
      ['eligible', 'Organisations may lodge only one application per round.'],
    ]);
  });

  it('reads who may not hold another post, and the applicants in a list of what is not granted', () => {
    expect(fullRulesOf('A fellow cannot hold a salaried academic post at the university.')).toEqual([
      ['ineligible', 'A fellow cannot hold a salaried academic post at the university.'],
    ]);
    const text = [
      'The Fund generally will not make grants for:',
      '',
      '  • Individuals',
      '  • Loans',
      '  • Organizations that pass the grant on to other groups',
      '  • Capital campaigns',
    ].join('\n');
    expect(fullRulesOf(text)).toEqual([
      ['ineligible', 'Individuals'],
      ['ineligible', 'Organizations that pass the grant on to other groups'],
    ]);
  });

  it('leaves a preference for kinds of project under "Who can apply", keeps one for kinds of applicant', () => {
    const text = [
      'Who Can Apply?',
      '',
      'Grants are made only to registered Canadian charities.',
      '',
      'Preference in grant making will be given to projects which meet the growing needs of the community.',
      '',
      'Priority will be given to organisations that have not been funded before.',
    ].join('\n');
    expect(fullRulesOf(text)).toEqual([
      ['eligible', 'Grants are made only to registered Canadian charities.'],
      ['eligible', 'Priority will be given to organisations that have not been funded before.'],
    ]);
  });

  it('reads a bulleted condition with no lead-in, and one that runs up to the deadline', () => {
    const text = [
      '• Artists should have lived in the county for at least one year before the application deadline.',
      '',
      '• Applications should have been received by the deadline.',
      '',
      '• Applicants must be at least 18 years old.',
    ].join('\n');
    expect(fullRulesOf(text)).toEqual([
      ['eligible', 'Artists should have lived in the county for at least one year before the application deadline.'],
      ['eligible', 'Applicants must be at least 18 years old.'],
    ]);
  });

  it('ends a list of whom applications are accepted from at a semicolon', () => {
    expect(
      fullRulesOf(
        'Applications are accepted from students who are about to complete their doctorate; however, no award is made before the degree is conferred.',
      ),
    ).toEqual([['eligible', 'students who are about to complete their doctorate']]);
  });
});

// Formal calls' sections that are not who may apply: financial rules, eligible costs, the
// admissibility of a proposal, and the terms of the grant (a research agency's guide for
// applicants, an international organisation's co-sponsorship rules, a regional fund's call, a
// fellowship programme's call, a law foundation's terms).
describe('eligibility in a formal call: costs, admissibility and terms of the grant', () => {
  const fullRulesOf = (text: string) =>
    analyzePlain(text).eligibility.map(({ text: rule, applies }) => [applies, rule]);

  it('leaves the conditions a cost must meet, under a lead-in that opens on eligible costs', () => {
    const text = [
      'Eligible costs are the direct and indirect costs described below. They must meet the following conditions:',
      '- Be actual',
      '- Be incurred and paid during the project period',
      '- Be recorded in the accounts of the grantee and be identifiable',
    ].join('\n');
    expect(fullRulesOf(text)).toEqual([]);
  });

  it('leaves a list of expenses accepted for reimbursement, even one that names a partner', () => {
    const text = [
      'Only the following expenses will be accepted for reimbursement:',
      '- Rental of interpretation equipment;',
      '- Administrative expenses of the project partner, only when directly linked to the event;',
    ].join('\n');
    expect(fullRulesOf(text)).toEqual([]);
  });

  it('leaves a list under a budget section, keeps one that opens with who applies', () => {
    const text = [
      '## Section D: Budget and financial eligibility rules',
      '',
      'They shall fulfil the following conditions:',
      '- Be actual',
      '- Be reasonable and wholly necessary for the project',
      '- Organisations must be registered for tax in Ireland',
    ].join('\n');
    expect(fullRulesOf(text)).toEqual([['eligible', 'Organisations must be registered for tax in Ireland']]);
  });

  it('leaves the conditions of an admissible proposal, keeps the applicants in a list of criteria', () => {
    const admissible = [
      'A proposal will only be considered eligible if it fulfils all of the following conditions:',
      '- It is complete, with every form signed;',
      '- The other eligibility conditions set out above are met.',
    ].join('\n');
    expect(fullRulesOf(admissible)).toEqual([]);
    const criteria = [
      'The applications shall meet the following eligibility criteria:',
      '- Compliance with the Plan of Action',
      '- Eligibility of the activities foreseen',
    ].join('\n');
    expect(fullRulesOf(criteria)).toEqual([]);
    const applicants = [
      '## Eligibility criteria',
      '',
      'In order to be eligible for a grant, the lead applicant must be:',
      '- A legal entity established in the region, and',
      '- A non-profit organisation',
    ].join('\n');
    expect(fullRulesOf(applicants).map(([applies]) => applies)).toEqual(['eligible', 'eligible']);
  });

  it('leaves a submission made before the deadline, keeps a degree held by it', () => {
    expect(fullRulesOf('Submission must be made by the applicant before the call deadline.')).toEqual([]);
    expect(
      fullRulesOf('Applicants must be in possession of a doctoral degree at the time of the call deadline.'),
    ).toEqual([
      ['eligible', 'Applicants must be in possession of a doctoral degree at the time of the call deadline.'],
    ]);
  });

  it("leaves how the grant's money is kept and what organisations are expected to send", () => {
    const text = [
      '## Terms and conditions of grant',
      '',
      'Grant funds and any related project expenditures must be clearly identified in the accounting records of the applicant.',
      '',
      'Where the organisation is VAT registered, costs should be shown without VAT.',
      '',
      'In order to be eligible for a subsidy, external organizations are expected to submit written budgets for the event.',
      '',
      'The applicant must be a not for profit organization.',
    ].join('\n');
    expect(fullRulesOf(text)).toEqual([['eligible', 'The applicant must be a not for profit organization.']]);
  });

  it('leaves no preference among types of activity, keeps a preference for kinds of applicant', () => {
    const text = [
      '## Eligibility criteria',
      '',
      'During the evaluation no preference will be given to one type of activity over another.',
      '',
      'Preference will be given to organisations registered in member states.',
    ].join('\n');
    expect(fullRulesOf(text)).toEqual([
      ['eligible', 'Preference will be given to organisations registered in member states.'],
    ]);
  });

  it('reads whom "we" give grants to, not what "we" give grants for', () => {
    expect(
      fullRulesOf('We provide grants to organizations in the United States that are registered charities.'),
    ).toEqual([['eligible', 'We provide grants to organizations in the United States that are registered charities.']]);
    expect(fullRulesOf('We award grants to registered charities working across the country.')).toEqual([
      ['eligible', 'We award grants to registered charities working across the country.'],
    ]);
    expect(fullRulesOf('We make grants to projects that improve the lives of older people.')).toEqual([]);
  });
});
