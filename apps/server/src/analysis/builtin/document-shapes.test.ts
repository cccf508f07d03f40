// Required documents in shapes seen on public grant pages outside the bench (engine 1.10.0): a
// count of documents "to be uploaded" then "These are:", a lead-in that only says whom a list is
// for, a document restated in prose after its list item, who signs it, and lead-ins in Dutch,
// German, Italian and Spanish. Each with a negative case.
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const documentsOf = (text: string) => analyzePlain(text).requiredDocuments.map((document) => document.text);

describe('lists of documents', () => {
  it('reads a count of documents "to be uploaded" followed by "These are:"', () => {
    expect(
      documentsOf(
        'To support your bid, we need three documents to be uploaded with the form. These are:\n\n' +
          '  • A governing document in the name of your group.\n  • A bank statement from the last three months.\n  • Your safeguarding policy.\n',
      ),
    ).toEqual([
      'A governing document in the name of your group.',
      'A bank statement from the last three months.',
      'Your safeguarding policy.',
    ]);
    // Not documents: steps to take, introduced the same way.
    expect(
      documentsOf(
        'Before you start, there are three steps to follow. These are:\n\n  • Register.\n  • Log in.\n  • Apply.\n',
      ),
    ).toEqual([]);
  });

  it('keeps the heading in force under a lead-in that only says whom the list is for', () => {
    expect(
      documentsOf(
        'Supporting documents\n\nFor new groups:\n\n  • A copy of your constitution\n  • Your latest accounts\n',
      ),
    ).toEqual(['A copy of your constitution', 'Your latest accounts']);
    expect(
      documentsOf(
        'Who can apply\n\nFor new groups:\n\n  • Groups set up in the last year\n  • Groups with a constitution\n',
      ),
    ).toEqual([]);
  });

  it('drops the blank of a paper checklist and the list’s closing "and"', () => {
    expect(
      documentsOf(
        'The following checklist of attachments must be included in your application package:\n\n  1. __ Completed Application Form\n  2. __ Project Budget\n',
      ),
    ).toEqual(['Completed Application Form', 'Project Budget']);
    expect(documentsOf('Stuur bij uw aanvraag mee:\n\n • begroting en\n • de statuten\n')).toEqual([
      'begroting',
      'de statuten',
    ]);
  });

  it('reads "a list of the documents … :" as a lead-in of documents', () => {
    expect(
      documentsOf('Below is a list of the most commonly uploaded documents:\n\n • Cover Letter\n • Preferred Quote\n'),
    ).toEqual(['Cover Letter', 'Preferred Quote']);
    expect(documentsOf('Below is a list of our trustees:\n\n • Jane Smith\n • John Brown\n')).toEqual([]);
  });
});

describe('documents asked for in prose', () => {
  it('does not read a document twice when prose restates a list item', () => {
    expect(
      documentsOf(
        'Supporting documents\n\n1) A copy of your safeguarding policy\nPlease attach a copy of your organisation’s current safeguarding policy.\n',
      ),
    ).toEqual(['A copy of your safeguarding policy']);
    // Another document in the prose is still read.
    expect(
      documentsOf(
        'Supporting documents\n\n1) A copy of your safeguarding policy\nPlease attach a copy of your latest annual accounts.\n',
      ),
    ).toEqual(['A copy of your safeguarding policy', 'a copy of your latest annual accounts']);
  });

  it('ends the document before who signs it and reads "Please attach X" as X', () => {
    expect(
      documentsOf(
        'You will be asked to provide a copy of your latest accounts or financial statement, signed by two trustees.',
      ),
    ).toEqual(['a copy of your latest accounts or financial statement']);
    expect(documentsOf('Please attach a letter of support from your local council.')).toEqual([
      'a letter of support from your local council',
    ]);
    expect(documentsOf('Please attach yourself to a local network before applying.')).toEqual([]);
  });

  it('reads the applicant’s latest annual accounts as a document, and a grant holder’s annual report as none', () => {
    expect(
      documentsOf(
        'A copy of your constitution AND your latest annual accounts must be included with your application.',
      ),
    ).toEqual(['A copy of your constitution', 'your latest annual accounts']);
    expect(documentsOf('Grant holders must submit an annual report to the Trust.')).toEqual([]);
  });
});

describe('the application sent "with the supporting documentation"', () => {
  it('reads no document from it, but still reads one the sentence names', () => {
    expect(
      documentsOf('Once complete, applications should be submitted with the supporting documentation via email.'),
    ).toEqual([]);
    expect(documentsOf('Applications must be submitted with a letter of support from a partner.')).not.toEqual([]);
  });
});

describe('plural statements and a shared noun', () => {
  it('reads "Financial and tax statements are required" as one document', () => {
    expect(documentsOf('Financial and tax statements are required as part of the application.')).toEqual([
      'Financial and tax statements',
    ]);
    // Two documents of their own stay two.
    expect(documentsOf('CVs and references must be attached.')).toEqual(['CVs', 'references']);
    expect(documentsOf('Financial and tax advice is available from the council.')).toEqual([]);
  });
});

describe('lead-ins of documents in other languages', () => {
  it('reads Dutch "Stuur bij uw aanvraag mee:" and "documenten uploaden:"', () => {
    expect(
      documentsOf(
        'Subsidie aanvragen\n\nStuur bij uw aanvraag mee:\n\n  • Beschrijving van de activiteiten\n  • Begroting\n  • Bankafschrift\n',
      ),
    ).toEqual(['Beschrijving van de activiteiten', 'Begroting', 'Bankafschrift']);
    expect(
      documentsOf(
        'Subsidie aanvragen\n\nU kunt de subsidie online aanvragen. Bij uw aanvraag moet u een aantal documenten uploaden:\n\n • activiteitenplan\n • begroting\n',
      ),
    ).toEqual(['activiteitenplan', 'begroting']);
    // Not documents: who can apply.
    expect(
      documentsOf(
        'Subsidie aanvragen\n\nWie kan een subsidie aanvragen voor de activiteiten:\n\n • verenigingen\n • stichtingen\n',
      ),
    ).toEqual([]);
  });

  it('reads German "Einzureichen sind:" and ends the list at a paragraph after a blank line', () => {
    expect(
      documentsOf(
        'Eine Bewerbung kann formlos erfolgen. Einzureichen sind als PDF-Dateien:\n- ein Exposé des Vorhabens;\n- ein Kostenplan für zwei Jahre.\n\nBewerbungen sind zweimal im Jahr möglich: bis zum 31. März und bis zum 30. September.\n',
      ),
    ).toEqual(['ein Exposé des Vorhabens', 'ein Kostenplan für zwei Jahre']);
  });

  it('reads Italian "allegando i seguenti documenti:" and a heading under a lead-in for whom', () => {
    expect(
      documentsOf(
        'Le associazioni che intendono richiedere un contributo devono presentare la domanda entro il 31 gennaio. Le domande devono essere firmate dal presidente dell’associazione, allegando i seguenti documenti:\n- relazione sull’attività svolta\n- preventivo di spesa\n',
      ),
    ).toEqual(['relazione sull’attività svolta', 'preventivo di spesa']);
    expect(
      documentsOf(
        'DOCUMENTI NECESSARI PER LA RICHIESTA DI CONTRIBUTO\n\nLe richieste devono essere inviate entro il 30 novembre.\n\nPer le associazioni:\n\n  1. statuto dell’associazione\n  2. ultimo bilancio approvato\n',
      ),
    ).toEqual(['statuto dell’associazione', 'ultimo bilancio approvato']);
    expect(
      documentsOf(
        'CHI PUÒ PARTECIPARE\n\nLe richieste devono essere inviate entro il 30 novembre.\n\nPer le associazioni:\n\n  1. con sede nel comune\n  2. iscritte al registro\n',
      ),
    ).toEqual([]);
  });

  it('keeps "allegando i seguenti documenti" in force past a line that names the kind of grant', () => {
    expect(
      documentsOf(
        'Le associazioni che intendono richiedere un contributo devono presentare la domanda entro il 31 gennaio. Le domande devono essere firmate dal presidente, allegando i seguenti documenti:\nContributi correnti (attività ordinaria):\n- relazione sull’attività svolta\n- conto consuntivo dell’anno precedente\n',
      ),
    ).toEqual(['relazione sull’attività svolta', 'conto consuntivo dell’anno precedente']);
  });

  it('reads Spanish "Documentación que deberá acompañar a la solicitud:"', () => {
    expect(
      documentsOf(
        'Documentación que deberá acompañar a la solicitud:\n- Presupuesto anual estimado de la actividad.\n- Copia del contrato de alquiler del local.\n',
      ),
    ).toEqual(['Presupuesto anual estimado de la actividad', 'Copia del contrato de alquiler del local']);
  });
});

describe('pointers at a list and conditional items in other languages (engine docs10)', () => {
  it('reads no lead-in or closing line that points at the list as a document', () => {
    // A foundation's checklist: the lead-in read as an item, and a line about the items below.
    expect(
      documentsOf(
        [
          'Each applicant must submit ten (10) printed copies of the following:',
          '',
          '  • Cover letter [one page maximum]',
          '  • Appendix',
          '    Only the items listed below may be attached in the appendix per bid',
        ].join('\n'),
      ),
    ).toEqual(['Cover letter [one page maximum]', 'Appendix']);
    // A code of local authorities: the sentence after the lettered list refers back to it.
    expect(
      documentsOf(
        [
          'Organisations must provide the following documents in support of their grant applications:',
          'a) A report outlining their activity for the previous year;',
          'b) A forecast document on the planned use of the grants requested.',
          'These documents must be appended to the decision to award the grant.',
        ].join('\n'),
      ),
    ).toEqual([
      'A report outlining their activity for the previous year',
      'A forecast document on the planned use of the grants requested.',
    ]);
    // Not a pointer: a covering letter whose contents follow.
    expect(
      documentsOf(
        'Please write a brief covering letter explaining the nature of the project and including the following:\n- the total cost',
      ),
    ).toContain(
      'Please write a brief covering letter explaining the nature of the project and including the following:',
    );
  });

  it('leaves out an item asked for only in some case, in French and Spanish, but keeps "if applicable"', () => {
    const french = documentsOf(
      [
        'PIÈCES À JOINDRE AU DOSSIER',
        '',
        'Ce dossier doit être retourné complet avec toutes les pièces suivantes :',
        '',
        "- Les statuts de l'association",
        '- En cas de modification, transmettre les pièces modifiées (changement de bureau, de statuts, etc.).',
        "- L'attestation d'assurance",
      ].join('\n'),
    );
    expect(french).toContain("Les statuts de l'association");
    expect(french).toContain("L'attestation d'assurance");
    expect(french.some((name) => /modification/.test(name))).toBe(false);
    const spanish = documentsOf(
      [
        'A la solicitud deberán adjuntarse los siguientes documentos:',
        '- Documento de identidad del solicitante.',
        '- Cuando se formule la solicitud por medio de representante, documentación acreditativa de dicha representación.',
        '- Si procede, certificado de la entidad bancaria.',
      ].join('\n'),
    );
    expect(spanish).toContain('Documento de identidad del solicitante');
    expect(spanish.some((name) => /representante/.test(name))).toBe(false);
    expect(spanish.some((name) => /certificado/.test(name))).toBe(true);
  });
});

describe('an item of a list of what to send that lists its own contents after a comma (engine docs10)', () => {
  it('reads the item and not the lines under it', () => {
    // A trust's second-stage list and a department's list of required project information.
    expect(
      documentsOf(
        [
          'We will usually also ask for:',
          '',
          '  • A summary of your organisation, its work and impact to date',
          '  • An explanation of what you want to achieve with our funding, including:',
          '    • up to three key outcomes you aim to bring about by the end of the grant.',
          '    • any risks that might prevent you from being successful',
          '  • A clear plan of the activities you will carry out',
        ].join('\n'),
      ),
    ).toEqual([
      'A summary of your organisation, its work and impact to date',
      'An explanation of what you want to achieve with our funding',
      'A clear plan of the activities you will carry out',
    ]);
    expect(
      documentsOf(
        [
          'The application must include:',
          '',
          '  1. A description of the applicant.',
          '  2. A detailed description of the proposed project and activities to be undertaken, including:',
          '    • Project objectives',
          '    • Project timelines',
          '  3. A cost forecast of the project, including:',
          '    • Uses of funds',
        ].join('\n'),
      ),
    ).toEqual([
      'A description of the applicant.',
      'A detailed description of the proposed project and activities to be undertaken',
      'A cost forecast of the project',
    ]);
  });

  it('reads no such item in a list of who may apply', () => {
    expect(
      documentsOf(
        [
          'Who can apply:',
          '',
          '  • Registered charities, including:',
          '    • charitable incorporated organisations',
          '  • Community groups',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
