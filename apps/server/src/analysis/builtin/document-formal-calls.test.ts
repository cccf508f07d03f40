// Required documents in shapes of long formal calls outside the bench (engine 1.16.0): a heading
// that only says whom its list is for, under a heading of documents; a lead-in of what one
// document holds; a lead-in that asks for information; "provide the Embassy with …". Each with a
// negative case.
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const documentsOf = (text: string) => analyzePlain(text).requiredDocuments.map((document) => document.text);

describe('documents of long formal calls', () => {
  it('keeps a heading of documents in force under a heading that only says whom the list is for', () => {
    expect(
      documentsOf(
        '### PIECES A JOINDRE AU DOSSIER\n\nToutes les pièces indiquées ci-dessous sont à fournir obligatoirement.\n\n' +
          'Pour une première demande\n\n- Copie des statuts, en un seul exemplaire\n- RIB\n- Attestation d’assurance en responsabilité civile\n',
      ),
    ).toEqual(['Copie des statuts, en un seul exemplaire', 'RIB', 'Attestation d’assurance en responsabilité civile']);
    expect(
      documentsOf(
        'Supporting documents\n\nFor new groups\n\n  • A copy of your constitution\n  • Your latest accounts\n',
      ),
    ).toEqual(['A copy of your constitution', 'Your latest accounts']);
    // Under a heading of who may apply, the same narrowing heading lists no documents.
    expect(
      documentsOf(
        '### Qui peut déposer une demande\n\nPour une première demande\n\n- Les associations déclarées\n- Les clubs sportifs\n',
      ),
    ).toEqual([]);
  });

  it('reads no documents in what one document holds ("It should include:")', () => {
    expect(
      documentsOf(
        '1. Concept note (Upload a single PDF)\n\nIt should include:\n\n' +
          '- Scientific Background and Rationale\n- Hypotheses and Objectives\n- Detailed project description\n',
      ),
    ).toEqual([]);
    expect(
      documentsOf(
        'The following aspects should be included in the pre-proposal form:\n\n0. Project title, acronym, keywords and overall requested budget\n',
      ),
    ).toEqual([]);
    // A lead-in whose subject is the application still lists documents.
    expect(documentsOf('The application must include:\n\n- A detailed budget\n- CVs of the project team\n')).toEqual([
      'A detailed budget',
      'CVs of the project team',
    ]);
  });

  it('keeps, under a lead-in that asks for information, only the items that name a document', () => {
    expect(
      documentsOf(
        'The application should provide at least the following information:\n\n' +
          '1. Reason(s) for launching the project,\n2. Objective(s) of the project,\n3. Description of the activities,\n' +
          '4. Implementation plan,\n5. A detailed budget,\n',
      ),
    ).toEqual(['A detailed budget']);
    // A lead-in of documents keeps every item.
    expect(
      documentsOf(
        'The application must be accompanied by the following documents:\n\n1. Statutes of the organisation\n2. Registration certificate\n',
      ),
    ).toEqual(['Statutes of the organisation', 'Registration certificate']);
  });

  it('reads the documents after "provide <someone> with"', () => {
    expect(
      documentsOf(
        'The applicant must provide the Embassy with an application accompanied by a detailed project plan and a budget.',
      ),
    ).toEqual(['a detailed project plan', 'a budget']);
    expect(documentsOf('Applicants must provide us with a copy of their constitution and a budget.')).toEqual([
      'a copy of their constitution',
      'a budget',
    ]);
    // Whom the applicant informs is no document.
    expect(documentsOf('The applicant must provide the Embassy with updates on the progress of the work.')).toEqual([]);
  });

  it('reads no document in a reference to the attachments or in how to name the files', () => {
    expect(documentsOf('Attachments to the forms should be attached as per instructions.')).toEqual([]);
    expect(
      documentsOf(
        'Please note that attachment names should not include special characters and should include the extension indicating the document type (e.g. project plan.pdf).',
      ),
    ).toEqual([]);
    // A named attachment is still read.
    expect(documentsOf('A letter of support from the partner must be attached to the application.')).toEqual([
      'A letter of support from the partner',
    ]);
  });

  it('reads the example after "other documents such as", audit reports and bylaws', () => {
    expect(
      documentsOf(
        'The attachments to the basic information form include the work plan, budget, financial statements, audit report and other possible documents such as updated bylaws.',
      ),
    ).toEqual(['the work plan', 'budget', 'financial statements', 'audit report', 'updated bylaws']);
    // Documents that may be sent are not asked for.
    expect(documentsOf('Supporting documents may include an audit report and other documents such as bylaws.')).toEqual(
      [],
    );
  });
});
