// The funder named under a "Participating Organization(s)" label and after a logo's text (engine 1.6.0).
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const funderOf = (text: string) => analyzePlain(text).funder?.value ?? null;

describe('funder of a federal announcement', () => {
  it('takes the body under "Participating Organization(s)", not the department above it', () => {
    expect(
      funderOf(
        [
          'Department of Health and Human Services',
          '',
          'Participating Organizations',
          'National Institutes of Health (NIH), (http://www.nih.gov)',
        ].join('\n'),
      ),
    ).toBe('National Institutes of Health');
    expect(
      funderOf(
        'Department of Health and Human Services (DHHS) PARTICIPATING ORGANIZATION: National Institutes of Health (NIH) ( COMPONENT OF PARTICIPATING ORGANIZATION: National Institute of Allergy and Infectious Diseases',
      ),
    ).toBe('National Institutes of Health');
    // A label followed by no funder's name gives nothing of its own.
    expect(
      funderOf('Participating Organizations\n\nSee the list below.\n\nThe Wellcome Trust invites applications.'),
    ).toBe('Wellcome Trust');
  });

  it('drops the alternative text of a logo before the name', () => {
    expect(
      funderOf('Program Solicitation NSF 15-508 NSF Logo National Science Foundation Directorate for Engineering'),
    ).toBe('National Science Foundation');
  });
});

describe('programme of an announcement', () => {
  const programmeOf = (text: string) => analyzePlain(text).programme?.value ?? null;

  it('reads "Title:" and a "Funding Opportunity Title" label above the title', () => {
    expect(
      programmeOf('Department of Health and Human Services\nTitle: Critical Illness and Injury in Aging (R21)'),
    ).toBe('Critical Illness and Injury in Aging (R21)');
    expect(
      programmeOf(
        'Funding Opportunity Title\nMaximizing the Scientific Value of the Biospecimen Repository (R21)\nActivity Code',
      ),
    ).toBe('Maximizing the Scientific Value of the Biospecimen Repository (R21)');
    // A sentence under the label is no title.
    expect(programmeOf('Funding Opportunity Title\nThis opportunity will support research on ageing.')).toBeNull();
  });
});

describe('funder named only by its acronym (engine 1.7.0)', () => {
  it('reports a known research funder written only as an acronym', () => {
    expect(funderOf('ARC Discovery Projects 2021\n\nKey dates for applicants are below.')).toBe('ARC');
    expect(funderOf('ERC-2018-StG call for proposals opens on 31 July.')).toBe('ERC');
    expect(funderOf('The new DFG Priority Programme invites proposals.')).toBe('DFG');
  });

  it('prefers a full name, and leaves other capitals alone', () => {
    expect(funderOf('ARC grants. The Australian Research Council invites applications.')).toBe(
      'Australian Research Council',
    );
    // Acronyms that name no single funder, or that are part of a longer code, give nothing.
    expect(funderOf('Applicants must hold an ABN and a PhD. See FAQ 3.')).toBeNull();
    expect(funderOf('Reference XARC-12 applies.')).toBeNull();
  });
});

describe('a body the call only mentions is not its funder (engine 1.14.0)', () => {
  // Three opening lines (the title's place), so that the sentences below are past it.
  const opening = 'Community Grants 2024\n\nKey information\n\nApplications open in March.\n\n';

  it('leaves a body named once below the opening: a tax office, a regulator, a kind of applicant', () => {
    expect(
      funderOf(`${opening}For more information on NFP organisations please visit the Australian Taxation Office.`),
    ).toBeNull();
    expect(
      funderOf(
        `${opening}Eligible applicants: NGOs, CBOs, Residents Association, schools and other non-profit bodies.`,
      ),
    ).toBeNull();
    // Its initials in brackets straight after the name are the same mention.
    expect(
      funderOf(`${opening}Applicants work with the Early Childhood Commission (ECC) to get schools certified.`),
    ).toBeNull();
  });

  it('takes a body the call comes back to, by name, initials or its noun', () => {
    expect(
      funderOf(
        `${opening}Grants are made by the Trusthouse Charitable Foundation.\n\nThe Foundation meets twice a year.`,
      ),
    ).toBe('Trusthouse Charitable Foundation');
    expect(
      funderOf(`${opening}The scheme is run by the Irish Research Council (IRC).\n\nIRC scholars receive a stipend.`),
    ).toBe('Irish Research Council');
    expect(funderOf('Ethnic Communities Development Fund\nDepartment of Internal Affairs\nWho can apply')).toBe(
      'Department of Internal Affairs',
    );
  });

  it('reads an embassy as a funder', () => {
    expect(
      funderOf(
        `${opening}Projects are identified by the Embassy of the Czech Republic in Lusaka and managed by the Embassy.`,
      ),
    ).toBe('Embassy of the Czech Republic');
  });

  it('does not take a role, a kind of body, a paper’s issuer or the call itself for a funder', () => {
    expect(funderOf(`${opening}Contracting Authority Type: Development Institution`)).toBeNull();
    expect(
      funderOf(
        `${opening}Grants go to Civil Society Organizations (CSOs).\n\nCivil Society Organizations may apply once.`,
      ),
    ).toBeNull();
    expect(
      funderOf(
        `${opening}Any entity that holds a tax exemption certificate issued by the Inland Revenue Department may apply.`,
      ),
    ).toBeNull();
    expect(funderOf(`${opening}This RFA seeks to solicit applications from Rwandan organizations.`)).toBeNull();
  });

  it('knows development agencies by their acronym', () => {
    expect(funderOf(`${opening}The USAID-funded activity invites concept papers.`)).toBe('USAID');
  });
});

describe('programme: not its owner, its staff or a work programme (engine 1.14.0)', () => {
  const programmeOf = (text: string) => analyzePlain(text).programme?.value ?? null;

  it('leaves a programme that is not named', () => {
    expect(
      programmeOf('Grantseekers who involve the Community Foundation’s program officers early do better.'),
    ).toBeNull();
    expect(programmeOf('The Commonwealth Foundation’s grants programme manager said the call was popular.')).toBeNull();
    expect(programmeOf('The KDT JU Work Programme 2023 has been updated as follows.')).toBeNull();
    expect(programmeOf('See the eligibility criteria of the ERC Work Programme 2024.')).toBeNull();
  });

  it('still names a programme before a lower-case programme word', () => {
    expect(programmeOf('The Creative Europe programme supports cultural cooperation.')).toBe('Creative Europe');
  });
});

describe('funder as the subject of announcing or giving funds (engine 1.14.0)', () => {
  it('reads the body before its initials and a verb of funding', () => {
    expect(funderOf('Project Criteria\nFriends of Tanzania (FOT) awards grants throughout the year to NGOs.')).toBe(
      'Friends of Tanzania',
    );
    expect(funderOf('The United Way of Jamaica (UWJ) is inviting community groups to submit plans.')).toBe(
      'United Way of Jamaica',
    );
    expect(funderOf('Friends of Mongolia (FOM) has announced its Spring 2018 Community Grant.')).toBe(
      'Friends of Mongolia',
    );
    expect(funderOf('The Ireland Funds will accept applications from 5-23 March 2018.')).toBe('Ireland Funds');
    expect(funderOf('The Community Council will consider supporting any activity that furthers our objectives.')).toBe(
      'Community Council',
    );
  });

  it('leaves a body that only receives or is named in passing', () => {
    expect(funderOf('Key dates\nEligible applicants (NGOs) awards are announced in May.')).toBeNull();
    expect(funderOf('Key dates\nApplicants will accept the terms of the grant agreement.')).toBeNull();
  });
});

describe('a name of words any body could bear (engine 1.14.0)', () => {
  it('is a name when the call gives its initials after it', () => {
    expect(funderOf('National Funding Regulations – National Research Foundation (NRF)\n\nIndicative Budget')).toBe(
      'National Research Foundation',
    );
  });

  it('is not without its initials, nor when it is on the applicant’s side', () => {
    expect(funderOf('Grants 2024\nLocal Government Council\nApply now')).toBeNull();
    expect(
      funderOf(
        'Guide for applicants\n\nContents\n\nContact your Research Office (RO).\n\nYour Research Office will help.',
      ),
    ).toBeNull();
  });
});

describe('names that are not the funder or the programme (engine 1.15.0)', () => {
  const programmeOf = (text: string) => analyzePlain(text).programme?.value ?? null;

  it('leaves kinds of applicant, roles, form fields, regulators and places', () => {
    expect(
      funderOf(
        'Who can apply\nYour organisation must be one of the following:\n• Registered Charity\n• Community Interest Company',
      ),
    ).toBeNull();
    expect(
      funderOf(
        'Grants range from £1,000 to £10,000. Smaller donations may be awarded at the discretion of the Chairman and Administrator of the Trust. The Trust visits applicants.',
      ),
    ).toBeNull();
    expect(
      funderOf('How to apply\nEnclose a cover page including the Name of Organization, Address and Phone Number.'),
    ).toBeNull();
    expect(
      funderOf(
        'How does GST affect my grants?\nThe Australian Tax Office considers grants taxable income. Ask the Australian Tax Office.',
      ),
    ).toBeNull();
    expect(
      funderOf(
        'Who can apply\nGroups that operate within the Sunshine Coast Local Government Area. The Sunshine Coast Local Government Area includes the hinterland.',
      ),
    ).toBeNull();
  });

  it('takes the body a programme belongs to, not a name made of the words any body bears', () => {
    expect(
      funderOf('The Small Embassy Projects (KAP) programme of the Netherlands Embassy aims to support civil society.'),
    ).toBe('Netherlands Embassy');
  });

  it('keeps a funder that bears the same words with a name of its own', () => {
    expect(funderOf('The Reading Borough Council invites applications for community grants.')).toBe(
      'Reading Borough Council',
    );
    expect(funderOf('Programme of the Year\nThe Nuffield Foundation funds research. The Foundation …')).toBe(
      'Nuffield Foundation',
    );
  });

  it('reports a funder named by its initials by the name the call spells out', () => {
    const analysis = analyzePlain(
      'Community grants\n\nCornwall Community Foundation (CCF) helps local groups.\n\nThe grants are managed by the CCF on behalf of donors.',
    );
    expect(analysis.funder?.value).toBe('Cornwall Community Foundation');
    expect(analysis.funder?.citation.quote).toBe('Cornwall Community Foundation');
  });

  it('leaves instructions, rules and two bodies joined by "and" out of the programme', () => {
    expect(
      programmeOf('Application\n• Download the Partnership agreement template (Annex D) and fill it in.'),
    ).toBeNull();
    expect(
      programmeOf('Rules for Allocation of Community Grants to Local Voluntary Organisations. 1. Apply in writing.'),
    ).toBeNull();
    expect(
      programmeOf(
        'A pilot in which £251,500 in matched funding from the Arts Council England and Heritage Lottery Fund inspired donations.',
      ),
    ).toBeNull();
    expect(programmeOf('Apply to the Creative Communities Fund by 1 May.')).toBe('Creative Communities Fund');
  });
});

describe('the funder by its verbs and labels in the languages the engine reads (engine 1.15.0)', () => {
  it('takes the body that launched or is calling for proposals', () => {
    expect(funderOf('Background\n\nThe Ministry of Youth and Sports launched a call for youth projects.')).toBe(
      'Ministry of Youth and Sports',
    );
    expect(funderOf('The Centre for Rural Livelihoods (CRL) is Calling for Proposals to support farmers.')).toBe(
      'Centre for Rural Livelihoods',
    );
  });

  it('takes a one-word body written with an inner capital or as initials', () => {
    expect(funderOf('Aim of the call\n\nAgainst this backdrop, NordForsk invites proposals on education.')).toBe(
      'NordForsk',
    );
    expect(funderOf('The Research Fund, a small grant programme by GEC, is now open.')).toBe('GEC');
    // An ordinary capitalised word is no body.
    expect(funderOf('Overview\n\nApplicants invites are sent in May. Partners invites go out in June.')).toBeNull();
  });

  it('reads "by" and the funder labels in French, Spanish, Portuguese, German and Italian', () => {
    expect(funderOf('A chamada, organizada pela Coordenadoria Ecumênica de Serviço (CESE), irá apoiar projetos.')).toBe(
      'Coordenadoria Ecumênica de Serviço',
    );
    expect(funderOf('Cet appel à projets est financé par la Fondation Énergies Solidaires pour 2025.')).toBe(
      'Fondation Énergies Solidaires',
    );
    expect(funderOf('Das Programm wird gefördert durch die Stiftung Mercator Schweiz.')).toBe(
      'Stiftung Mercator Schweiz',
    );
    expect(funderOf('Fondo Cultura\nInvita: Ministerio de las Culturas\nAlcance: Nacional')).toBe(
      'Ministerio de las Culturas',
    );
  });
});

describe('the programme named by the page’s title (engine 1.15.0)', () => {
  const programmeOf = (text: string) => analyzePlain(text).programme?.value ?? null;

  it('takes a short title with a programme’s word, without what kind of page it is', () => {
    expect(programmeOf('Annual Community Grant Guidance Notes\nThe application: funding up to £5,000.')).toBe(
      'Annual Community Grant',
    );
    expect(programmeOf('Grants-in-Aid to NGOs - Frequently Asked Questions\nWhat projects are funded?')).toBe(
      'Grants-in-Aid to NGOs',
    );
    expect(
      programmeOf('Call for Proposals: Regional Civil Society Facility\nThe Secretariat is seeking proposals.'),
    ).toBe('Regional Civil Society Facility');
    expect(programmeOf('Heritage Open Fund 2025 FAQ\nWhat is the application period?')).toBe('Heritage Open Fund 2025');
  });

  it('leaves titles that are sentences or pages about grants', () => {
    expect(programmeOf('Applying for a Grant\nThe Council will consider supporting any activity.')).toBeNull();
    expect(programmeOf('Grant Procedure\nThe Foundation makes about twenty grants per year.')).toBeNull();
    expect(programmeOf('Grant conditions\nUnless stated otherwise, a grant is made on these conditions.')).toBeNull();
    expect(programmeOf('Community Grants\nThe application for this program is closed.')).toBeNull();
  });
});
