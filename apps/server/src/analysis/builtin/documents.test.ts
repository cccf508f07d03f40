// Required documents written in prose or in a letter's bullets (engine 1.5.0), each with the
// sentence shapes real calls use and a negative case.
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const documentsOf = (text: string) => analyzePlain(text).requiredDocuments.map((document) => document.text);

describe('required documents asked for in prose', () => {
  it('reads "should also include a, b and c" and one document after "should incorporate"', () => {
    expect(
      documentsOf(
        'Applications should also include a detailed budget for the project and the applicant’s most recent audited accounts.',
      ),
    ).toEqual(['a detailed budget for the project', 'the applicant’s most recent audited accounts']);
    expect(documentsOf('Proposals should incorporate a one-page summary.')).toEqual(['a one-page summary']);
    // Not a document: what the applicant should include in their thinking.
    expect(documentsOf('Applicants should also include young people in the design of the project.')).toEqual([]);
  });

  it('reads the document an application is sent "together with"', () => {
    expect(
      documentsOf(
        'The completed application form should be sent to the Administrator together with a copy of the applicant’s most recent accounts to reach him not later than the deadline.',
      ),
    ).toEqual(['copy of the applicant’s most recent accounts']);
    expect(documentsOf('Reports should be sent to the Fund together with a thank-you note.')).toEqual([]);
  });

  it('splits "X must be included with the application, as must Y" into two documents', () => {
    expect(
      documentsOf(
        'Evidence of the auspice agreement must be included with the application, as must all the necessary paperwork to prove insurance and ABN status.',
      ),
    ).toEqual(['Evidence of the auspice agreement', 'necessary paperwork to prove insurance and ABN status']);
  });

  it('reads "is always required" and a covering letter the applicant is asked to write', () => {
    expect(documentsOf('A completed application form is always required.')).toEqual(['A completed application form']);
    expect(documentsOf('Please write a brief covering letter explaining the nature of the project.')).toEqual([
      'Please write a brief covering letter explaining the nature of the project.',
    ]);
    // "any covering letter" is optional: the funder only limits its length.
    expect(
      documentsOf('We suggest any covering letter is retained to two sides of A4 and is required to be signed.'),
    ).toEqual([]);
  });

  it('reads a hard-wrapped sentence as one, not its first line as a heading', () => {
    expect(documentsOf('A completed\napplication form is always required.\n')).toEqual([
      'A completed application form is always required.',
    ]);
  });
});

describe('required documents in lists', () => {
  it('reads the items after "providing/including the following (information):" in a sentence about applying', () => {
    expect(
      documentsOf(
        'To apply, charities should apply in writing providing the following information:\no Their registered charity number.\no A copy of their latest annual report.\n',
      ),
    ).toEqual(['Their registered charity number.', 'A copy of their latest annual report.']);
    expect(
      documentsOf(
        'Please write a covering letter including the following:\n\n  • the amount required;\n  • the latest audited accounts.\n',
      ),
    ).toEqual([
      'Please write a covering letter including the following:',
      'the amount required',
      'the latest audited accounts.',
    ]);
    // A list of who the funder supports, "including the following", is no list of documents.
    expect(documentsOf('We fund work in many areas including the following:\n- Arts\n- Heritage\n')).toEqual([]);
  });

  it('reads the items after "You must also upload:" and after an item such as "General documents:"', () => {
    expect(
      documentsOf(
        'You must also upload an additional document alongside your application:\n\n  • a scan of a letter from your host\n',
      ),
    ).toEqual(['a scan of a letter from your host']);
    expect(
      documentsOf(
        'The award may be filed by\n- one applicant\n- two or more applicants\nGeneral documents:\n- Cover letter (1 page)\n- Executive summary (1 page)\n',
      ),
    ).toEqual(['Cover letter (1 page)', 'Executive summary (1 page)']);
  });

  it('leaves out an item stating the grants’ size, where to send the application, and the deadlines', () => {
    expect(
      documentsOf(
        [
          'The following information is required within an application:',
          '- Name of organisation',
          '- Latest annual accounts.',
          '- Grants are usually in the range of £200 to £2,000, and rarely exceed £5,000.',
          '- Applications should be sent to the Clerk',
          '- Application deadlines are normally at the end of February.',
        ].join('\n'),
      ),
    ).toEqual(['Name of organisation', 'Latest annual accounts.']);
  });

  it('does not read a one-word "Documents" heading of a document viewer as a list of documents', () => {
    expect(documentsOf('Category:\n\nDocuments\n\n0 download\n\nDESCRIPTION\n')).toEqual([]);
  });
});

describe('checklists inside numbered steps', () => {
  it('reads the items after "STEP 5: Check you have included the following:" and stops at the next step', () => {
    expect(
      documentsOf(
        [
          'How To Apply',
          '',
          '• STEP 1: Complete the online Registration Form',
          '• STEP 5: Check you have included the following:',
          '• Details of Proposed Research Project',
          '• Referee Reports',
          '• STEP 6: Submit application by email',
          '• STEP 7: You will receive an email confirmation',
        ].join('\n'),
      ),
    ).toEqual(['Details of Proposed Research Project', 'Referee Reports']);
  });

  it('stops a nested list where the indentation goes back to its lead-in item', () => {
    expect(
      documentsOf(
        [
          '  • Check you have included the following:',
          '    • Sponsor Recommendation',
          '  • Press releases about the fellows',
        ].join('\n'),
      ),
    ).toEqual(['Sponsor Recommendation']);
  });
});

describe('documents in research calls, engine 1.6.0', () => {
  it('reads a list after an item that asks for documents, nearer than the list it stands in', () => {
    expect(
      documentsOf(
        [
          'You should answer the following questions:',
          '- is the proposed work a programme?',
          '- does the work need long-term support?',
          'You must also attach:',
          '- a CV (no more than two pages of A4)',
          '- a letter of support from the host',
        ].join('\n'),
      ),
    ).toEqual(['a CV (no more than two pages of A4)', 'a letter of support from the host']);
    // A qualifier ("If applicable:") leaves the list's own lead-in in force.
    expect(
      documentsOf(
        [
          'The following documents will be required:',
          '• Current operating budget',
          '• If applicable:',
          '• Explanation of audit',
        ].join('\n'),
      ),
    ).toEqual(['Current operating budget', 'Explanation of audit']);
  });

  it('reads what is sent "attaching" or "enclosing" it, when it names a document', () => {
    expect(
      documentsOf('You should email the programme manager, attaching a brief description of your proposal.'),
    ).toEqual(['brief description of your proposal']);
    expect(documentsOf('Please email the office, attaching your questions.')).toEqual([]);
  });

  it('leaves out a listing counter heading, date stamps and fragments cut off at the page end', () => {
    expect(
      documentsOf(
        ['Attachments 1', '', 'Call Updates', 'Aug 7, 2027 1:39:56 PM', 'The work programme was updated'].join('\n'),
      ),
    ).toEqual([]);
    expect(documentsOf(['You must also attach:', '- a CV', '- a l'].join('\n'))).toEqual(['a CV']);
  });

  it('leaves out a document asked for only in some case (engine 1.7.0)', () => {
    expect(
      documentsOf(
        [
          'Applications must include the following:',
          '• A project budget',
          '• If annual accounts are more than 12 months old then an up to date financial statement is required.',
          '• If seeking a building grant, evidence that all permits have been obtained',
        ].join('\n'),
      ),
    ).toEqual(['A project budget']);
    // "If applicable:" is a qualifier of the list, not a conditional item.
    expect(
      documentsOf(['Applications must include the following:', '• If applicable:', '• A letter of support'].join('\n')),
    ).toEqual(['A letter of support']);
  });

  it('names a listed document without the explanation after its dash (engine 1.7.0)', () => {
    expect(
      documentsOf(
        [
          'Your application must include the following documents:',
          '• Executive summary - the most important information in your project plan (1 page)',
          '• Statement of need – why the project must be undertaken',
          '• Two-page CV',
        ].join('\n'),
      ),
    ).toEqual(['Executive summary', 'Statement of need', 'Two-page CV']);
    // A dash inside a name, or before text that names no document, leaves the item whole.
    expect(
      documentsOf(
        [
          'Your application must include the following documents:',
          '• Letter of support from a partner - signed and dated',
          '• Year-by-year plan - one page',
        ].join('\n'),
      ),
    ).toEqual(['Letter of support from a partner', 'Year-by-year plan - one page']);
  });

  it('drops a website shortcode copied with an item (engine 1.7.0)', () => {
    expect(
      documentsOf(
        [
          'Applications must include:',
          '• A completed Milestone table prepared using the template provided [ddownload id="853" text="Download Milestone Template"]',
        ].join('\n'),
      ),
    ).toEqual(['A completed Milestone table prepared using the template provided']);
    // Brackets that are not a shortcode stay.
    expect(documentsOf(['Applications must include:', '• A budget [in euros]'].join('\n'))).toEqual([
      'A budget [in euros]',
    ]);
  });

  it('leaves out a list of form fields to fill in (engine 1.7.0)', () => {
    expect(
      documentsOf(
        [
          'Minimum data for the scheme consists of the following:',
          '• General: Administering Institution, Application Title and Synopsis',
          '• A-RC: Research Classification (all sections)',
        ].join('\n'),
      ),
    ).toEqual([]);
    // A list that names documents to attach is still read, even when it mentions fields.
    expect(
      documentsOf(
        ['The following documents must be attached in the upload fields:', '• A CV', '• A budget'].join('\n'),
      ),
    ).toEqual(['A CV', 'A budget']);
  });
});

describe('documents read as their noun phrase, and remarks on an item (engine eng19)', () => {
  it('reports the document a sentence asks for, not the sentence', () => {
    expect(
      documentsOf(
        'The lead applicant must provide written evidence (e.g. an email) of this to the research office, naming each role.',
      ),
    ).toEqual(['written evidence (e.g. an email) of this']);
    expect(documentsOf('A letter of support from the host organisation must be attached to the application.')).toEqual([
      'A letter of support from the host organisation',
    ]);
    // Each document of a subject, but not a reference to a list given elsewhere.
    expect(
      documentsOf(
        'The grant request form (a Word document provided below) and other required documents (listed below) must be submitted by post or by email.',
      ),
    ).toEqual(['The grant request form (a Word document provided below)']);
  });

  it('does not read the application itself, sent by a time or through a channel, as a document', () => {
    expect(
      documentsOf('A completed application form must be submitted before 12.00 noon on the last day of the round.'),
    ).toEqual([]);
    expect(documentsOf('Applications must be submitted electronically through the online portal.')).toEqual([]);
    // The forms it is sent "using" are named.
    expect(
      documentsOf(
        'Applications must be submitted electronically through Grants.gov using the SF424 (R&R) forms and the Application Guide.',
      ),
    ).toEqual(['SF424 (R&R) forms and the Application Guide']);
  });

  it('does not read proof of how the grant was used as a document of the application', () => {
    expect(
      documentsOf(
        'Proof of appropriate use of funds is required; actual figures must be added to the budget submitted with the application.',
      ),
    ).toEqual([]);
    expect(documentsOf('Proof of registration as a charity is required.')).toEqual([
      'Proof of registration as a charity',
    ]);
  });

  it('leaves out a sentence run on after a listed document ("This must not exceed two pages.")', () => {
    expect(
      documentsOf(
        [
          'Applications must comprise the following documents, combined as a single PDF:',
          '• The completed and signed application form. Typed signatures will not be accepted.',
          '• A complete budget for the entire project. This section must not exceed two pages.',
          '• The curriculum vitae of the applicant. This must not exceed ten pages.',
        ].join('\n'),
      ),
    ).toEqual([
      'The completed and signed application form.',
      'A complete budget for the entire project.',
      'The curriculum vitae of the applicant.',
    ]);
    // A run-on sentence that asks for a document of its own is still read.
    expect(
      documentsOf(
        [
          'Applications must include the following:',
          '• A project plan. Applicants must also provide a letter of support from their host.',
        ].join('\n'),
      ),
    ).toEqual(['A project plan.', 'a letter of support from their host']);
  });
});

describe('listed documents named before a colon (engine eng19)', () => {
  it('reports the name of "Name: what it is" when the name reads as a document', () => {
    expect(
      documentsOf(
        [
          'You will need to submit the following documents:',
          '• The Research Proposal: you can use the template provided in the application package.',
          '• Curriculum Vitae: use only the CV template provided.',
          '• Recommendation Letters: two letters from senior colleagues.',
        ].join('\n'),
      ),
    ).toEqual(['The Research Proposal', 'Curriculum Vitae', 'Recommendation Letters']);
    // A colon after words that name no document leaves the item whole.
    expect(
      documentsOf(
        ['You will need to submit the following documents:', '• Other items: any press coverage of the work'].join(
          '\n',
        ),
      ),
    ).toEqual(['Other items: any press coverage of the work']);
  });
});

describe('the noun phrase of a document in harder sentences (engine eng19)', () => {
  it('reads the object when "are required to provide" has the applicant as its subject', () => {
    expect(
      documentsOf(
        'Applicants are required to provide a copy of their constitution, which must be signed by the chair.',
      ),
    ).toEqual(['a copy of their constitution']);
  });

  it('drops a connective before the subject', () => {
    expect(documentsOf('In addition, a data management plan must be uploaded with the proposal.')).toEqual([
      'a data management plan',
    ]);
    expect(documentsOf('Two references are required, one of which should be from your current supervisor.')).toEqual([
      'Two references',
    ]);
  });
});

describe('lists of what the project must include (engine eng19)', () => {
  it('does not read features of the work as documents', () => {
    expect(
      documentsOf(
        [
          'Your project must include the following:',
          '• a public engagement element',
          '• work with young people in the area',
        ].join('\n'),
      ),
    ).toEqual([]);
    // An item that names a document is still one, and the application's own list is unchanged.
    expect(
      documentsOf(['Projects must include the following:', '• a letter of support from a partner'].join('\n')),
    ).toEqual(['a letter of support from a partner']);
    expect(
      documentsOf(['Applications must include the following:', '• a public engagement element'].join('\n')),
    ).toEqual(['a public engagement element']);
  });
});

describe('what a shortlisted applicant provides before payment (engine elig8)', () => {
  it('leaves out documents asked for before a grant is drawn down, keeps those of the application', () => {
    const documents = analyzePlain(
      [
        'Applications must include a project budget.',
        'Shortlisted applicants must provide a copy of their governing document and recent accounts before a grant is drawn down.',
        'Successful groups will be asked to provide proof of their bank account before any grant payments can be made.',
      ].join('\n'),
    ).requiredDocuments.map(({ text }) => text);
    expect(documents).toEqual(['a project budget']);
  });
});

describe('documents written as paragraphs after a lead-in (engine elig8)', () => {
  it('reads each paragraph that opens with a document, until one that does not', () => {
    expect(
      documentsOf(
        [
          'Supporting documents required:',
          '',
          'A copy of your latest bank statement (a photocopy is fine).',
          '',
          'A copy of the current constitution, unless we already hold one.  Parish councils need not send one.',
          '',
          'Quotes for each item you wish to buy.  Two quotes are needed above £1,000.',
          '',
          'The maximum grant is half of the project cost.',
          '',
          'A copy of any letter from the planning office.',
        ].join('\n'),
      ),
    ).toEqual([
      'A copy of your latest bank statement',
      'A copy of the current constitution',
      'Quotes for each item you wish to buy',
    ]);
  });

  it('does not read paragraphs after a lead-in of something else', () => {
    expect(
      documentsOf(['Please note the following:', '', 'A copy of the guidance is on our website.', ''].join('\n')),
    ).toEqual([]);
  });
});

describe('a list whose items name documents under a lead-in that names none (engine elig8)', () => {
  it('reads the items that open with a document, not the rules among them', () => {
    expect(
      documentsOf(
        [
          'Requirements for acceptance of an application:',
          'Detailed proposal with an itemised budget',
          'Budget should not exceed R500 000',
          'Valid Tax Clearance Certificate',
          'Letter of Authority from the board naming the project manager',
          'Bank Confirmation Letter',
          'Applications must be submitted before 16:00',
        ].join('\n'),
      ),
    ).toEqual([
      'Detailed proposal with an itemised budget',
      'Valid Tax Clearance Certificate',
      'Letter of Authority from the board naming the project manager',
      'Bank Confirmation Letter',
    ]);
  });

  it('leaves a list of who may apply or of what is assessed alone', () => {
    expect(
      documentsOf(
        [
          'Applications are assessed against the following:',
          'Project plan quality',
          'Budget realism',
          'Evidence of need',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('how the application is sent, in prose (engine elig8)', () => {
  it('is no document unless something goes with it', () => {
    expect(
      documentsOf('Applications should be submitted in English and the appropriate application form should be used.'),
    ).toEqual([]);
    expect(documentsOf('Applications must be submitted with a copy of the latest audited accounts.')).not.toEqual([]);
  });
});

describe('steps of applying that complete or attach a document (engine elig8)', () => {
  it('reads the document of each numbered step, run in on one line or listed', () => {
    expect(
      documentsOf(
        'To apply you have to: 1. read this guide 2) check you are eligible 3) complete the attached concept note form 4) complete and sign the partnership agreement 5) attach your supporting documents',
      ),
    ).toEqual(['concept note form', 'partnership agreement', 'supporting documents']);
    expect(
      documentsOf(
        ['How to apply', '', '- Complete the application form: Community Project Funding Form (.pdf, 200 KB)'].join(
          '\n',
        ),
      ),
    ).toEqual(['Community Project Funding Form']);
  });

  it('does not read a form to register or a quiz of eligibility as a document', () => {
    expect(
      documentsOf(
        ['• STEP 1: Complete the online Registration Form', '• STEP 2: Complete the eligibility quiz form'].join('\n'),
      ),
    ).toEqual([]);
  });
});

describe('a document that must go with a signed application (engine elig8)', () => {
  it('reads "must be signed and accompanied by a covering letter"', () => {
    expect(
      documentsOf(
        "Your application must be signed and accompanied by a covering letter on your organisation's headed paper.",
      ),
    ).toEqual(["covering letter on your organisation's headed paper"]);
  });
});

describe('a document the applicant must complete or sign (engine elig9)', () => {
  it('reads the document named as what must be completed, in prose or in a numbered rule', () => {
    expect(
      documentsOf(
        'The project budget must be completed clearly and accurately, stating what percentage will be covered through the funding.',
      ),
    ).toEqual(['project budget']);
    expect(
      documentsOf(
        '4. The grant application form must be completed and signed by the relevant parties, and submitted within the deadlines.',
      ),
    ).toEqual(['grant application form']);
    expect(documentsOf('To apply you must complete our application form.')).toEqual(['application form']);
  });

  it('leaves out a part of a form, the online form, a generic form, a conditional one and what the project completes', () => {
    expect(documentsOf('Section 3 of the form must be completed by your referee.')).toEqual([]);
    expect(documentsOf('You must complete the online application form.')).toEqual([]);
    expect(
      documentsOf('Applicants need to complete an application form if they wish to be considered for a grant.'),
    ).toEqual([]);
    expect(
      documentsOf('If you are a partnership, the partnership declaration must be signed by each partner.'),
    ).toEqual([]);
    expect(documentsOf('You must complete your project within six months.')).toEqual([]);
    expect(documentsOf('Grant holders must complete the monitoring form at the end of the project.')).toEqual([]);
  });
});

describe('an item that tells the applicant to enclose a document (engine elig9)', () => {
  it('reads the document enclosed, up to what it holds', () => {
    expect(
      documentsOf(
        [
          'What to include with your application',
          '',
          '  • Make sure you enclose two competitive quotes for goods or services to be paid for by the grant.',
          '  • Enclose a copy of your certificate of incorporation.',
          '  • Enclose a copy of your latest audited accounts.',
        ].join('\n'),
      ),
    ).toEqual([
      'two competitive quotes',
      'a copy of your certificate of incorporation',
      'a copy of your latest audited accounts',
    ]);
    expect(
      documentsOf(
        'How To Apply\n* Enclose a cover page including the Name of Organization, Address and Name of Person Responsible for the Project.\n',
      ),
    ).toEqual(['a cover page']);
  });

  it('leaves out an item asked for only in some case and an item that names no document', () => {
    expect(
      documentsOf(
        'What to include\n\n  • If applying for salary, please attach a signed employment contract and job description.\n',
      ),
    ).toEqual([]);
    expect(documentsOf('• Attach a photograph of your group at work.')).toEqual([]);
  });
});

describe('documents named after "shall submit", a concept note and an annex (engine elig9)', () => {
  it('reads each document of "shall submit X and Y"', () => {
    expect(
      documentsOf(
        'Proponents shall submit the concept note (Annex 1) and organization information (Annex 5) before 22 June 2023 through Google Forms.',
      ),
    ).toEqual(['the concept note (Annex 1)', 'organization information (Annex 5)']);
    expect(documentsOf('Applicants must submit an expression of interest.')).toEqual(['an expression of interest']);
  });

  it('keeps "X and Y" whole when a part names no document, and reads no application sent as one', () => {
    expect(documentsOf('Applicants must submit a budget and details of their bank account.')).toEqual([
      'a budget and details of their bank account',
    ]);
    expect(documentsOf('Each entity shall submit an application in the form the Secretary may prescribe.')).toEqual([]);
  });
});
