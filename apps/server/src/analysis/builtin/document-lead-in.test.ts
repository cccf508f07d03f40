// Shapes of document lists seen on municipal, regional, foundation and government pages outside
// the evaluation set (engine 1.11.0), each on pages of several funders.
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const documentsOf = (text: string) => analyzePlain(text).requiredDocuments.map(({ text: name }) => name);

describe('lead-ins in other languages, by their shape', () => {
  it('reads a lead-in that names "the following" documents, in either order', () => {
    expect(
      documentsOf(
        [
          'Articolo 5 Domanda',
          '1. Alla domanda di contributo deve essere allegata la seguente documentazione:',
          'a) relazione sull’attività svolta nell’anno precedente;',
          'b) bilancio preventivo dell’anno di riferimento;',
        ].join('\n'),
      ),
    ).toEqual(['relazione sull’attività svolta nell’anno precedente', 'bilancio preventivo dell’anno di riferimento']);
    expect(
      documentsOf(
        [
          'De aanvraag voor een subsidie bestaat uit de volgende documenten:',
          '  • een ingevuld aanvraagformulier;',
          '  • een begroting van de inkomsten en uitgaven.',
        ].join('\n'),
      ),
    ).toEqual(['een ingevuld aanvraagformulier', 'een begroting van de inkomsten en uitgaven']);
  });

  it('reads a lead-in whose last word is a verb of sending, but not one that asks who may send', () => {
    const list = '\n  • Kosten- und Finanzierungsplan\n  • Projektbeschreibung\n  • Zeitplan der Aktivitäten';
    expect(documentsOf(`Förderung\n\nMit dem Antrag müssen Sie einreichen:${list}`)).toEqual([
      'Kosten- und Finanzierungsplan',
      'Projektbeschreibung',
      'Zeitplan der Aktivitäten',
    ]);
    expect(
      documentsOf(
        'Förderung\n\nWer kann einen Antrag einreichen:\n  • eingetragene Vereine\n  • gemeinnützige Stiftungen',
      ),
    ).toEqual([]);
  });

  it('leaves out what is sent once the project is over', () => {
    expect(
      documentsOf(
        [
          'Mit dem Antrag müssen Sie einreichen:',
          '  • Projektbeschreibung',
          '',
          'Wenn Sie Ihr Projekt abgeschlossen haben, müssen Sie folgende Unterlagen einreichen:',
          '  • Sachbericht',
          '  • Belege der Ausgaben',
        ].join('\n'),
      ),
    ).toEqual(['Projektbeschreibung']);
  });
});

describe('a lead-in carried over the headings that say whom a list is for', () => {
  const call = [
    'PIÈCES À FOURNIR',
    '',
    'Le dossier doit être accompagné des pièces suivantes :',
    '',
    'POUR UNE PREMIÈRE DEMANDE',
    '',
    '- Les statuts de l’association',
    '- Le budget prévisionnel',
    '',
    'POUR UN RENOUVELLEMENT',
    '',
    '- Le dernier bilan financier',
    '',
    'CALENDRIER DES COMMISSIONS',
    '',
    '- Réunion en mars',
    '- Réunion en octobre',
  ].join('\n');

  it('reads the items under each such heading as documents, and stops at the next heading', () => {
    expect(documentsOf(call)).toEqual([
      'Les statuts de l’association',
      'Le budget prévisionnel',
      'Le dernier bilan financier',
    ]);
  });
});

describe('an item that names a document and lists what it holds', () => {
  it('reports the document, not its contents, until the next item marked as it was', () => {
    expect(
      documentsOf(
        [
          'Documentación a presentar',
          'a) Solicitud debidamente firmada.',
          'b) Memoria del proyecto que incluirá como mínimo la siguiente información:',
          '- Objetivos previstos con la ejecución del proyecto.',
          '- Calendario de ejecución de las actuaciones.',
          'c) Presupuesto detallado por conceptos.',
        ].join('\n'),
      ),
    ).toEqual(['Solicitud debidamente firmada', 'Memoria del proyecto', 'Presupuesto detallado por conceptos']);
  });

  it('reads deeper items under "… including" as contents', () => {
    expect(
      documentsOf(
        [
          'The application must include:',
          '  • A project budget including',
          '    • staff time',
          '    • equipment to be bought',
          '  • A letter of support from a partner',
        ].join('\n'),
      ),
    ).toEqual(['A project budget', 'A letter of support from a partner']);
  });

  it('keeps an item that only introduces documents as a lead-in', () => {
    expect(
      documentsOf(
        ['Please provide the following:', '- General documents:', '  - A copy of your constitution'].join('\n'),
      ),
    ).toEqual(['A copy of your constitution']);
  });
});

describe('items and sentences of English lists', () => {
  it('keeps an item that names its document first, though a modal follows', () => {
    expect(
      documentsOf(
        [
          'Grant Application Checklist',
          '1. A detailed budget for the project, the amount sought, and the date the funds will be needed.',
          '2. Other material may be attached.',
        ].join('\n'),
      ),
    ).toEqual(['A detailed budget for the project, the amount sought, and the date the funds will be needed.']);
  });

  it('reads a long item ending in "must contain:" as the lead-in of the items after it', () => {
    expect(
      documentsOf(
        [
          '(c) In addition to other information that the Director may require, an application under this part must contain:',
          '(1) A full description of the proposed project; and',
          '(2) A budget justification for the funds requested.',
        ].join('\n'),
      ),
    ).toEqual(['A full description of the proposed project', 'A budget justification for the funds requested.']);
  });

  it('does not report the copies of the application to send', () => {
    expect(documentsOf('Each organization must submit 3 copies of a complete proposal to the office.')).toEqual([]);
    expect(documentsOf('Each organization must submit a copy of its latest accounts.')).toEqual([
      'a copy of its latest accounts',
    ]);
  });

  it('reads a document asked for before the costs it describes, not a sentence about costs', () => {
    expect(
      documentsOf(
        'All applicants must attach with this Application Form a full Business Plan, including income for running costs.',
      ),
    ).toEqual(['Business Plan']);
    expect(documentsOf('Costs of preparing a business plan must be included in the budget.')).toEqual([]);
  });

  it('does not report a line that only labels the documents below it', () => {
    expect(
      documentsOf(
        [
          'Required documentation is listed in the checklist and includes the following:',
          'Mandatory documents',
          '- Supplier quotes for the work.',
          '- Recent bank statements.',
        ].join('\n'),
      ),
    ).toEqual(['Supplier quotes for the work.', 'Recent bank statements.']);
  });

  it('splits an item naming two documents each with its own article, not "profit and loss statement"', () => {
    expect(
      documentsOf(
        [
          'Applicants should apply in writing providing the following information:',
          'o A copy of their latest annual report and a set of the most recent audited accounts, and',
          'o A profit and loss statement for the last year.',
        ].join('\n'),
      ),
    ).toEqual([
      'A copy of their latest annual report',
      'a set of the most recent audited accounts',
      'A profit and loss statement for the last year.',
    ]);
  });

  it('does not read where a document is uploaded as a document', () => {
    expect(
      documentsOf(
        'This page lists the supporting documents that you need to upload in each section of the online form.',
      ),
    ).toEqual([]);
  });

  it("goes on with the list after an item's contents", () => {
    expect(
      documentsOf(
        [
          'Each organization applying for a grant must submit the following:',
          '',
          '1. A cover letter signed by an officer of the organization.',
          '2. A written proposal which includes the following information:',
          '',
          '  • A brief history of the organization.',
          '  • A description of the request and the needs to be met.',
          '3. A list of the organization’s trustees.',
        ].join('\n'),
      ),
    ).toEqual([
      'A cover letter signed by an officer of the organization.',
      'A written proposal',
      'A list of the organization’s trustees.',
    ]);
  });
});
