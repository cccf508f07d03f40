// Over 300 lines on purpose: eligibility and required-document lists in the many ways calls
// write them, one test per phrasing.
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

describe('eligibility', () => {
  const rulesOf = (text: string) =>
    analyzePlain(text).eligibility.map(({ text: rule, applies, hard }) => ({ rule, applies, hard }));

  it('reads who may and may not apply, hard rules and preferences', () => {
    expect(
      rulesOf(
        [
          'Eligibility',
          'Applicants must be registered charities based in the UK.',
          'Individuals are not eligible to apply.',
          'Partnerships with local authorities are encouraged.',
          'The call is open to universities and research organisations in EU Member States.',
        ].join('\n\n'),
      ),
    ).toEqual([
      { rule: 'Applicants must be registered charities based in the UK.', applies: 'eligible', hard: true },
      { rule: 'Individuals are not eligible to apply.', applies: 'ineligible', hard: true },
      { rule: 'Partnerships with local authorities are encouraged.', applies: 'eligible', hard: false },
      {
        rule: 'The call is open to universities and research organisations in EU Member States.',
        applies: 'eligible',
        hard: true,
      },
    ]);
  });

  it('reads the items of a list by its lead-in', () => {
    expect(rulesOf('The following are not eligible:\n- For-profit companies\n- Individuals\n')).toEqual([
      { rule: 'For-profit companies', applies: 'ineligible', hard: true },
      { rule: 'Individuals', applies: 'ineligible', hard: true },
    ]);
    expect(
      rulesOf('Who can apply\n\nYou can apply if you are:\n- a registered charity\n- a community group\n'),
    ).toEqual([
      { rule: 'a registered charity', applies: 'eligible', hard: true },
      { rule: 'a community group', applies: 'eligible', hard: true },
    ]);
  });

  it('reads "You must:" lists, conditions on the project, and stops at the next sentence-case heading', () => {
    expect(
      rulesOf(
        [
          'Who can apply',
          'You must:',
          '• hold a PhD or equivalent experience\n• be based at a research organisation',
          'Your project must not start before we make a decision.',
          'You cannot apply on the old submission system.',
          'What can be applied for',
          'We fund a range of activities, for example:',
          '• touring\n• festivals',
        ].join('\n\n'),
      ),
    ).toEqual([
      { rule: 'hold a PhD or equivalent experience', applies: 'eligible', hard: true },
      { rule: 'be based at a research organisation', applies: 'eligible', hard: true },
      { rule: 'Your project must not start before we make a decision.', applies: 'eligible', hard: true },
    ]);
  });

  it('splits a rule sentence that joins two requirements, and reads encouraged groups and quotas as preferences', () => {
    expect(
      rulesOf(
        'An institution is eligible to apply only if it is a nonprofit organization with tax-exempt status and has already received a confirmed booking for the exhibition.',
      ),
    ).toEqual([
      {
        rule: 'An institution is eligible to apply only if it is a nonprofit organization with tax-exempt status',
        applies: 'eligible',
        hard: true,
      },
      { rule: 'has already received a confirmed booking for the exhibition.', applies: 'eligible', hard: true },
    ]);
    expect(rulesOf('The Endowment encourages applications from independent scholars.')).toEqual([
      { rule: 'The Endowment encourages applications from independent scholars.', applies: 'eligible', hard: false },
    ]);
    expect(rulesOf('We will reject any application that proposes a budget exceeding $12,000,000.')).toMatchObject([
      { applies: 'ineligible', hard: true },
    ]);
    expect(
      rulesOf(
        'Who can apply\n\nThe grants are for teams to do one of the following:\n- run a study\n- build a cohort\n',
      ),
    ).toEqual([]);
  });

  it('reads lists of who is accepted, "do not accept applications from", and skips questions', () => {
    expect(
      rulesOf(
        'Who may apply?\n\nWe accept applications from:\n\n- community groups\n- social enterprises\n\nWe will not consider proposals from political organisations.',
      ),
    ).toEqual([
      { rule: 'community groups', applies: 'eligible', hard: true },
      { rule: 'social enterprises', applies: 'eligible', hard: true },
      { rule: 'We will not consider proposals from political organisations.', applies: 'ineligible', hard: true },
    ]);
    expect(rulesOf('Who is eligible? Registered charities in the region are eligible to apply.')).toEqual([
      { rule: 'Registered charities in the region are eligible to apply.', applies: 'eligible', hard: true },
    ]);
    expect(rulesOf('Postdoctoral staff are not allowed to act as lead applicant.')).toMatchObject([
      { applies: 'ineligible' },
    ]);
  });

  it('splits a one-sentence list at commas, and at a bare "or" only between its last two items', () => {
    expect(
      rulesOf(
        'The following are not eligible to apply: for profit organisations, individuals or partnerships, hospitals, or Commonwealth or State agencies.',
      ).map(({ rule }) => rule),
    ).toEqual([
      'for profit organisations',
      'individuals or partnerships',
      'hospitals',
      'Commonwealth or State agencies',
    ]);
    expect(
      rulesOf('The following are not eligible to apply: sole traders, political parties and schools.').map(
        ({ rule }) => rule,
      ),
    ).toEqual(['sole traders', 'political parties', 'schools']);
    // Run on after the last bullet of a list, the sentence is still split.
    expect(
      rulesOf(
        'To apply you must be one of the following entities:\n\n• A local governing body.\n• An incorporated trustee on behalf of a trust.\nThe following are not eligible to apply: individuals, hospitals or universities.',
      ).map(({ rule }) => rule),
    ).toEqual([
      'A local governing body.',
      'An incorporated trustee on behalf of a trust.',
      'individuals',
      'hospitals',
      'universities',
    ]);
  });

  it('reads "We will not accept your application if:" lists and applications written by others as ineligible', () => {
    expect(
      rulesOf(
        "We will not accept your application if:\n\n- your organisation has a current grant that has not finished\n- you're waiting for a decision on another application\n\nWe do not accept applications written for you by private businesses or consultants.",
      ),
    ).toEqual([
      { rule: 'your organisation has a current grant that has not finished', applies: 'ineligible', hard: true },
      { rule: "you're waiting for a decision on another application", applies: 'ineligible', hard: true },
      {
        rule: 'We do not accept applications written for you by private businesses or consultants.',
        applies: 'ineligible',
        hard: true,
      },
    ]);
    // Not a rule about who may apply: what happens to an application, or a list of what it must contain.
    expect(rulesOf('We will not accept late applications for any reason.')).toEqual([]);
  });

  it('reads "Projects must …" as a condition on the project, outside a section of eligibility too', () => {
    expect(rulesOf('Any supported projects must have outcomes that focus on one or more of these artforms.')).toEqual([
      {
        rule: 'Any supported projects must have outcomes that focus on one or more of these artforms.',
        applies: 'eligible',
        hard: true,
      },
    ]);
    expect(rulesOf('Our projects must be delivered with care, as they always have been.')).toEqual([]);
  });

  it('reads a limit on the applications one applicant may make, not how many will be funded', () => {
    expect(
      rulesOf('There is a limit of two project applications per first named investigator.').map(({ rule }) => rule),
    ).toEqual(['There is a limit of two project applications per first named investigator.']);
    expect(
      rulesOf('- You can make two Arts Grants applications per financial year (July 2027 to June 2028).'),
    ).toMatchObject([{ applies: 'eligible', hard: true }]);
    expect(rulesOf('No more than three proposals per call will be funded.')).toEqual([]);
    expect(rulesOf('We received 120 applications in each of the last rounds.')).toEqual([]);
  });

  it('reads an overdue report as a condition on the applicant, not as reporting mechanics', () => {
    expect(
      rulesOf('You cannot apply for this grant if:\n\n• you have an overdue grant report\n• you owe us money').map(
        ({ rule }) => rule,
      ),
    ).toEqual(['you have an overdue grant report', 'you owe us money']);
    expect(rulesOf('Grant holders must submit a final report to the portal.')).toEqual([]);
  });

  it('names the kind of applicant before a long list of its examples, and reads the rule a lead-in states itself', () => {
    const rules = rulesOf(
      'Organisation eligibility\n\nTo apply you must have an Australian Business Number (ABN) and be one of the following entities:\n\n• An incorporated not for profit organisation including incorporated associations (like the fire service and child care centres), indigenous corporations, religious organisations incorporated under legislation, and companies limited by a guarantee.\n• A local governing body.',
    );
    expect(rules.map(({ rule }) => rule)).toEqual([
      'To apply you must have an Australian Business Number (ABN)',
      'An incorporated not for profit organisation',
      'A local governing body.',
    ]);
    // A short rule keeps its examples; a lead-in that states no rule of its own adds none.
    expect(
      rulesOf('Who can apply\n\nApplicants must be one of the following:\n\n• A charity, such as a trust.').map(
        ({ rule }) => rule,
      ),
    ).toEqual(['A charity, such as a trust.']);
  });

  it('skips an indented title line inside a bulleted list of who may not apply', () => {
    expect(
      rulesOf(
        'Who cannot apply\n\nWe do not accept applications from:\n\n- individuals or sole traders\n- organisations based outside the UK\n  Organisations we do not fund\n  We do not accept applications from political parties.',
      ).map(({ rule }) => rule),
    ).toEqual([
      'individuals or sole traders',
      'organisations based outside the UK',
      'We do not accept applications from political parties.',
    ]);
  });

  it('reads NSF-style limits on proposals, one-word items, and groups encouraged to apply', () => {
    expect(rulesOf('Each PI may submit no more than two proposals.')).toMatchObject([
      { applies: 'eligible', hard: true },
    ]);
    expect(rulesOf('An individual may appear as PI or co-PI on no more than two proposals.')).toMatchObject([
      { applies: 'eligible', hard: true },
    ]);
    expect(rulesOf('Who is not eligible\n\nSchools\nUniversities\nIndividuals').map(({ rule }) => rule)).toEqual([
      'Schools',
      'Universities',
      'Individuals',
    ]);
    expect(rulesOf('Early career researchers are particularly encouraged to apply.')).toEqual([
      { rule: 'Early career researchers are particularly encouraged to apply.', applies: 'eligible', hard: false },
    ]);
    // How many will be funded, and a call for ideas, are no rules of who may apply.
    expect(rulesOf('The panel may fund no more than two proposals in each area.')).toEqual([]);
    expect(rulesOf('You are invited to apply online through the portal.')).toEqual([]);
  });

  it('reads a sentence opening with who applies and what they must be or have, outside an eligibility section', () => {
    const rulesIn = (text: string) => rulesOf(text).map(({ rule }) => rule);
    expect(rulesIn('Organisations must be registered charities.')).toEqual([
      'Organisations must be registered charities.',
    ]);
    expect(rulesIn('The principal investigator must be employed at a Canadian university.')).toHaveLength(1);
    expect(rulesIn('Consortia must include at least three partners from three different countries.')).toHaveLength(1);
    expect(rulesIn('Candidates must have completed their PhD within the last seven years.')).toHaveLength(1);
    // What happens to them, what they must do after the award, and a passive "must be informed" are no rules.
    expect(rulesIn('Partners must be informed of the outcome by the lead organisation.')).toEqual([]);
    expect(rulesIn('Successful organisations must acknowledge the funder in all publicity.')).toEqual([]);
    expect(rulesIn('Grant holders must have submitted their final report before the next payment.')).toEqual([]);
  });

  it('reads the value of an eligibility label in a table row or after a colon', () => {
    const rulesIn = (text: string) => rulesOf(text).map(({ rule }) => rule);
    expect(
      rulesIn(
        '| Item | Detail |\n|---|---|\n| Eligibility | UK-based registered charities |\n| Award | Up to £10,000 |',
      ),
    ).toEqual(['UK-based registered charities']);
    expect(rulesIn('Eligible countries: all EU Member States and associated countries.')).toEqual([
      'all EU Member States',
      'associated countries',
    ]);
    expect(rulesIn('Open to: early-career researchers within 8 years of their PhD.')).toEqual([
      'early-career researchers within 8 years of their PhD',
    ]);
    // A label pointing elsewhere, or another label's value, states no rule.
    expect(rulesIn('Eligibility: see the guidance notes for details.')).toEqual([]);
    expect(rulesIn('| Item | Detail |\n|---|---|\n| Award | Up to £10,000 |\n| Duration | 12 months |')).toEqual([]);
  });

  it('keeps a rule about the applicant that names the deadline, not a rule about submitting', () => {
    expect(rulesOf('Applicants must have completed their doctorate by the closing deadline.')).toHaveLength(1);
    expect(rulesOf('Applicants must submit the form through the portal before the deadline.')).toEqual([]);
  });

  it('leaves out how much may be asked for, cost shares and steps of applying, but keeps thresholds', () => {
    expect(
      rulesOf(
        [
          'Eligibility',
          'Community groups are eligible for a grant of up to £900.',
          'Applicants must find a 30% share of eligible project costs elsewhere.',
          'Applicants must complete the application form online and visit our website for guidance.',
          'Applicants must have an annual income below £100,000.',
          'Groups previously funded twice with £5,000 are no longer eligible.',
        ].join('\n\n'),
      ).map((rule) => rule.rule),
    ).toEqual([
      'Applicants must have an annual income below £100,000.',
      'Groups previously funded twice with £5,000 are no longer eligible.',
    ]);
  });

  it('does not repeat a document to send as a rule about who may apply', () => {
    const result = analyzePlain('Who can apply\n\nMandatory documents to be uploaded\n\n- Registration certificate\n');
    expect(result.requiredDocuments.map((document) => document.text)).toEqual(['Registration certificate']);
    expect(result.eligibility).toEqual([]);
  });

  it('leaves out eligible costs', () => {
    expect(rulesOf('Eligible costs include staff time and travel. Equipment costs are not eligible.')).toEqual([]);
  });
});

describe('required documents', () => {
  const documentsOf = (text: string) => analyzePlain(text).requiredDocuments.map((document) => document.text);

  it('reads a list under a lead-in or a heading, and a sentence asking for a named document', () => {
    expect(
      documentsOf(
        'Your application must include:\n- A project narrative\n- A budget and budget justification\n- Letters of support from partners\n',
      ),
    ).toEqual(['A project narrative', 'A budget and budget justification', 'Letters of support from partners']);
    expect(documentsOf('Required documents\n\n• CV of the lead applicant\n• Data management plan\n')).toEqual([
      'CV of the lead applicant',
      'Data management plan',
    ]);
    expect(documentsOf('A letter of support from the host institution must be attached.')).toEqual([
      'A letter of support from the host institution',
    ]);
  });

  it('names the document a requirement sentence asks for', () => {
    expect(
      documentsOf('The directorate requires that proposers who work off-site submit a Safe Fieldwork (SAF) Plan.'),
    ).toEqual(['Safe Fieldwork (SAF) Plan']);
    expect(documentsOf('The system will not accept a proposal that is missing a Data Management Plan.')).toEqual([
      'Data Management Plan',
    ]);
    expect(
      documentsOf('Proposals should be submitted in accordance with the Proposal Guide and its Budget Form.'),
    ).toEqual([]);
  });

  it('lists a required letter of intent, and a section a rule says must be filled', () => {
    expect(documentsOf('Letter of Intent Due Date(s) (required):\n\n     February 02, 2027\n')).toEqual([
      'Letter of intent (required)',
    ]);
    expect(documentsOf('Letter of Intent Due Date(s) (optional):\n\n     February 02, 2027\n')).toEqual([]);
    expect(
      documentsOf(
        'To assess the scope, all resources must be described in the Facilities, Equipment and Other Resources section.',
      ),
    ).toEqual(['Facilities, Equipment and Other Resources section']);
  });

  it('splits a list written in a sentence when every item names a document', () => {
    const result = analyzePlain(
      'Applicants will need to submit a work plan, two references and a copy of their passport.',
    );
    expect(result.requiredDocuments.map((document) => document.text)).toEqual([
      'a work plan',
      'two references',
      'a copy of their passport',
    ]);
    expect(result.requiredDocuments[2]!.citation.quote).toBe('a copy of their passport');
    expect(
      documentsOf('You will need to provide evidence of match funding, as well as details of your partners.'),
    ).toEqual([]);
    expect(documentsOf('Please send us:\n\n- evidence of your charitable status\n')).toEqual([
      'evidence of your charitable status',
    ]);
  });

  it('reads a list after a line that introduces documents without a colon, or after "must be attached:"', () => {
    expect(
      documentsOf(
        'Required documents to be uploaded with the form\n\n- Charity registration certificate\n- Latest accounts\n',
      ),
    ).toEqual(['Charity registration certificate', 'Latest accounts']);
    expect(documentsOf('The following must also be attached:\n\n- A signed copy of the lease\n- Two quotes\n')).toEqual(
      ['A signed copy of the lease', 'Two quotes'],
    );
  });

  it('takes only the last sentence of a paragraph as the lead-in of the list after it', () => {
    expect(
      documentsOf(
        'Every request is read and evaluated by each director. All essential information should be stated on these two pages including:\nA description of the organization and its mission\nA proposed budget for the project\n',
      ),
    ).toEqual(['A description of the organization and its mission', 'A proposed budget for the project']);
    // A lead-in about assessment still introduces no documents.
    expect(
      documentsOf(
        'Each request is read by a director. Proposals are evaluated on the following criteria:\nRelevance\nBudget\n',
      ),
    ).toEqual([]);
  });

  it('reads a document an item of another list asks for ("a letter of support will be required")', () => {
    expect(
      documentsOf(
        'To assess your status, we will check the following:\n- type of organisation registered\n- incorporated or auspiced by another organisation (a letter of support will be required by the auspicing organisation).\n',
      ),
    ).toEqual(['a letter of support']);
    // An item that names no document, or only may ask for one, is none.
    expect(
      documentsOf(
        'We will check the following:\n- type of organisation registered\n- a budget may be required for larger projects.\n',
      ),
    ).toEqual([]);
  });

  it('splits a sentence that is only a list of documents under a heading of what to submit', () => {
    expect(
      documentsOf(
        'What you need to submit\n\nA completed application form, a detailed budget and a letter of support.',
      ),
    ).toEqual(['A completed application form', 'a detailed budget', 'a letter of support']);
    expect(documentsOf('Attachments required\nCV\nBudget\nLetter of support')).toEqual([
      'CV',
      'Budget',
      'Letter of support',
    ]);
    // Under another heading, or with an item that names no document, the sentence is not split.
    expect(documentsOf('About us\n\nA completed application form, a detailed budget and a letter of support.')).toEqual(
      [],
    );
    expect(documentsOf('What to submit\n\nWe read every application, answer questions and publish decisions.')).toEqual(
      [],
    );
  });

  it('does not read what a grant holder sends after the award as a document of the application', () => {
    expect(documentsOf('Grant holders must submit an annual report each year.')).toEqual([]);
    expect(documentsOf('Successful applicants will be required to provide proof of insurance.')).toEqual([]);
    expect(documentsOf('A letter of support from your head of department will be required.')).toEqual([
      'A letter of support from your head of department',
    ]);
  });

  it('does not read what the funder publishes for applicants to read as documents to send', () => {
    expect(
      documentsOf(
        'Application documents\n\n- Guidance notes (PDF 300KB)\n- Terms and conditions of grant\n- Privacy statement\n- Application form\n- Budget template (XLSX)',
      ),
    ).toEqual(['Application form', 'Budget template (XLSX)']);
  });

  it('does not read questions to answer, or "in the form of", as documents', () => {
    expect(documentsOf('Supporting documents\n\n- Why is the project needed?\n- Who will benefit?\n')).toEqual([]);
    expect(documentsOf('The match must be provided in the form of cash or volunteer time.')).toEqual([]);
  });

  it('does not read eligibility or assessment lists as documents', () => {
    expect(documentsOf('Applicants must be:\n- a registered charity\n- based in Wales\n')).toEqual([]);
    expect(documentsOf('Proposals will be assessed against the following criteria:\n- Excellence\n- Impact\n')).toEqual(
      [],
    );
  });
});

describe('limits', () => {
  const limitsOf = (text: string) =>
    analyzePlain(text).limits.map(({ appliesTo, pages, words, characters }) => ({
      appliesTo,
      pages,
      words,
      characters,
    }));

  it('reads page, word and character limits and what they apply to', () => {
    expect(limitsOf('The project narrative must not exceed 10 pages.')).toEqual([
      { appliesTo: 'project narrative', pages: 10, words: null, characters: null },
    ]);
    expect(limitsOf('- Abstract (max. 250 words)')).toEqual([
      { appliesTo: 'Abstract', pages: null, words: 250, characters: null },
    ]);
    expect(limitsOf('Summary: up to 2,000 characters including spaces.')).toEqual([
      { appliesTo: 'Summary', pages: null, words: null, characters: 2000 },
    ]);
    expect(limitsOf('Please attach a two-page CV for each investigator.')).toEqual([
      { appliesTo: 'CV', pages: 2, words: null, characters: null },
    ]);
  });

  it('ignores page references and font sizes', () => {
    expect(limitsOf('See page 12 for details. Use a font size of at least 11 points.')).toEqual([]);
    expect(limitsOf('The guidance has 40 pages of examples.')).toEqual([]);
  });
});

describe('criteria', () => {
  const criteriaOf = (text: string) =>
    analyzePlain(text).criteria.map(({ name, weightPercent }) => ({ name, weightPercent }));

  it('reads criteria with percent weights under a heading', () => {
    expect(criteriaOf('Evaluation criteria\n\n- Excellence (50%)\n- Impact (30%)\n- Implementation (20%)\n')).toEqual([
      { name: 'Excellence', weightPercent: 50 },
      { name: 'Impact', weightPercent: 30 },
      { name: 'Implementation', weightPercent: 20 },
    ]);
  });

  it('normalises points when the total is stated', () => {
    expect(
      criteriaOf(
        'Proposals will be scored out of 50 points against the following criteria:\n1. Relevance: 20 points\n2. Quality of the team: 15 points\n3. Value for money: 15 points\n',
      ),
    ).toEqual([
      { name: 'Relevance', weightPercent: 40 },
      { name: 'Quality of the team', weightPercent: 30 },
      { name: 'Value for money', weightPercent: 30 },
    ]);
  });

  it('takes criteria that head their own sub-criteria, not the sub-criteria', () => {
    expect(
      criteriaOf(
        [
          'Award Criteria (Maximum 15 points)',
          'Relevance (Scoring: 0-5 points, Weighting: 1)',
          '- Clarity of the objectives.\n- Fit with the call.',
          'Impact (Scoring: 0-5 points, Weighting: 1)',
          '- Reach of the results.',
          'Implementation (Scoring: 0-5 points, Weighting: 1)',
          '- Quality of the work plan.',
        ].join('\n'),
      ),
    ).toEqual([
      { name: 'Relevance', weightPercent: null },
      { name: 'Impact', weightPercent: null },
      { name: 'Implementation', weightPercent: null },
    ]);
  });

  it('reads numbered questions weighted in per cent as criteria, not their sub-points', () => {
    const result = analyzePlain(
      [
        'How we score applications',
        '',
        '1. Does the project meet a local need? (40 per cent)',
        '   • Show evidence of demand.',
        '2. Can your group deliver it? (60 per cent)',
        '   • Show your experience.',
      ].join('\n'),
    );
    expect(result.criteria.map(({ name, weightPercent }) => [name, weightPercent])).toEqual([
      ['Does the project meet a local need?', 40],
      ['Can your group deliver it?', 60],
    ]);
  });

  it('does not read a list of eligibility criteria as evaluation criteria', () => {
    expect(
      analyzePlain('Groups must meet the following criteria:\n\n- Be based in the county\n- Have a bank account\n')
        .criteria,
    ).toEqual([]);
  });

  it('keeps unweighted criteria with a null weight', () => {
    expect(
      criteriaOf(
        'Assessment criteria\n\nApplications will be assessed against:\n- Need for the project\n- Quality of the plan\n',
      ),
    ).toEqual([
      { name: 'Need for the project', weightPercent: null },
      { name: 'Quality of the plan', weightPercent: null },
    ]);
  });
});

describe('contact, funder and programme', () => {
  it("reads no funder from a governing body or a question ('Board of Directors', 'Does the Foundation')", () => {
    expect(analyzePlain('Please send the List of Board of Directors and affiliations.').funder).toBeNull();
    expect(analyzePlain("The Foundation's Board of Directors and Review Committee decide.").funder).toBeNull();
    expect(analyzePlain('Does the Foundation fund faith based organizations?').funder).toBeNull();
    // A named foundation in a question is still read.
    expect(analyzePlain('Does the Larson Family Foundation fund schools?').funder?.value).toBe(
      'Larson Family Foundation',
    );
  });

  it('reads the contact address nearest "contact" or "questions"', () => {
    const result = analyzePlain(
      'Visit us at info@foundation.org.\n\nFor questions about this call, contact grants@foundation.org.',
    );
    expect(result.contactEmail?.value).toBe('grants@foundation.org');
    expect(analyzePlain('Replies come from noreply@foundation.org.').contactEmail).toBeNull();
    expect(
      analyzePlain('Applicants may submit written comments to policy@agency.gov (email is for comments only).')
        .contactEmail,
    ).toBeNull();
  });

  it('reads the funder and the programme from the opening', () => {
    const result = analyzePlain(
      'The Northern Arts Trust invites applications to the Creative Futures Programme 2027.\n\nGrants support new work.',
    );
    expect(result.funder?.value).toBe('Northern Arts Trust');
    expect(result.programme?.value).toBe('Creative Futures Programme');
    const labelled = analyzePlain('Funder: Ministry of Culture\nProgramme: Heritage Skills\n');
    expect(labelled.funder?.value).toBe('Ministry of Culture');
    expect(labelled.programme?.value).toBe('Heritage Skills');
    expect(analyzePlain('Grants support new work in the region.').funder).toBeNull();
    // "… for the Humanities" belongs to the funder's name; a programme's word after it does not.
    expect(
      analyzePlain('Apply to the National Endowment for the Humanities Fellowships by the deadline.').funder?.value,
    ).toBe('National Endowment for the Humanities');
    // A heading that ends like a name is not the programme.
    expect(analyzePlain('Overview of the Program\n\nThe call supports new work.').programme).toBeNull();
    expect(analyzePlain('Synopsis of Program\n\nThe call supports new work.').programme).toBeNull();
  });

  it('reads a name without guessing: a country after the noun, an owner before the programme, no sentences or table headings', () => {
    expect(analyzePlain('Music Foundation Scotland offers small grants to bands.').funder?.value).toBe(
      'Music Foundation Scotland',
    );
    expect(
      analyzePlain('Applications are open for the Coastal Arts Trust’s Tide Grants this spring.').programme?.value,
    ).toBe('Tide Grants');
    const sentence = analyzePlain('Funding Programme: A total of 8 projects will be supported.');
    expect(sentence.programme).toBeNull();
    expect(
      analyzePlain('Call Open FAQ Deadline Applicant Deadline Mentors Deadline Research Office').funder,
    ).toBeNull();
    expect(analyzePlain('Who can apply? Any Local Government Council in the state.').funder).toBeNull();
    expect(analyzePlain('No. The Trust does not fund individuals.').funder).toBeNull();
    expect(analyzePlain('The Rural Futures programme offers support to villages.').programme?.value).toBe(
      'Rural Futures',
    );
    expect(analyzePlain('Apply to the state-funded Open Studios scheme.').programme?.value).toBe('Open Studios');
    expect(analyzePlain('The Union programme supports youth work.').programme).toBeNull();
  });
});

describe('a list item that runs on into an indented new sentence (engine elig8)', () => {
  it('ends the item at its line, in English and in another language', () => {
    const rulesOf = (text: string) => analyzePlain(text).eligibility.map(({ text: rule }) => rule);
    expect(
      rulesOf(
        [
          'Pour participer à l’appel à candidature, le projet doit être porté par :',
          '- Une association',
          '- Un consortium d’associations et/ou d’acteurs institutionnels',
          '  La subvention de l’Etat représentera au maximum 80 % du coût total du projet, soit 30 000 €.',
        ].join('\n'),
      ),
    ).toEqual(['Une association', 'Un consortium d’associations et/ou d’acteurs institutionnels']);
    expect(
      rulesOf(
        [
          'The following organisations are eligible to apply:',
          '- registered charities',
          '- community interest companies',
          '  Grants of up to £5,000 are available for each project.',
        ].join('\n'),
      ),
    ).toEqual(['registered charities', 'community interest companies']);
  });
});
