// Where a list of documents starts and ends: headings that ask what to send, lead-ins that name
// "the following PDF documents", sections about reporting later, and the lines of a list that are
// remarks on it. Shapes found on municipal, regional and foundation pages outside the evaluation
// set (the second documents probe of issue 14).
import { describe, expect, it } from 'vitest';
import { analyzePlain } from './test-helpers';

const documentsOf = (text: string) => analyzePlain(text).requiredDocuments.map(({ text: name }) => name);

describe('a heading that asks what to send', () => {
  it('reads the list under "Wat stuurt u mee?" as documents', () => {
    const page = [
      'Projectsubsidie aanvragen',
      '',
      'Voor een eenmalig project vraagt u een projectsubsidie aan.',
      '',
      'Wat stuurt u mee?',
      '',
      '- Activiteitenplan',
      '- Begroting van het project met toelichting',
      '',
      'Wanneer vraagt u subsidie aan?',
      '',
      '- Voor een project: uiterlijk 12 weken voor het begin van de activiteit',
    ].join('\n');
    expect(documentsOf(page)).toEqual(['Activiteitenplan', 'Begroting van het project met toelichting']);
  });

  it('leaves the list under a heading that asks something else', () => {
    const page = [
      'Subsidie aanvragen voor uw vereniging',
      '',
      'Wanneer vraagt u subsidie aan?',
      '',
      '- Voor een project: uiterlijk 12 weken voor het begin van de activiteit',
      '- Voor een evenement: uiterlijk 8 weken van tevoren',
    ].join('\n');
    expect(documentsOf(page)).toEqual([]);
  });
});

describe('a lead-in that names its documents by the verb after them', () => {
  it('reads "I documenti da caricare, se necessari, sono i seguenti:"', () => {
    const page = [
      'Quali sono i documenti da caricare sulla piattaforma per la presentazione del progetto?',
      'I documenti da caricare, se necessari, sono i seguenti:',
      '- accordi e convenzioni vigenti in ambito culturale fra i Comuni associati;',
      '- cronoprogramma suddiviso per annualità, per i progetti biennali o triennali',
      '- La piattaforma specificherà i formati ammessi (pdf, p7m, xls, ecc.).',
      '- Per le biblioteche, non sono previsti allegati specifici.',
    ].join('\n');
    expect(documentsOf(page)).toEqual([
      'accordi e convenzioni vigenti in ambito culturale fra i Comuni associati',
      'cronoprogramma suddiviso per annualità, per i progetti biennali o triennali',
    ]);
  });

  it('keeps an item whose bracket says no template is given', () => {
    const page = [
      'I documenti da allegare alla domanda sono i seguenti:',
      '- dichiarazione di adesione dei comuni partecipanti (non è previsto un fac-simile);',
      '- relazione sulle attività svolte',
    ].join('\n');
    expect(documentsOf(page)).toEqual([
      'dichiarazione di adesione dei comuni partecipanti (non è previsto un fac-simile)',
      'relazione sulle attività svolte',
    ]);
  });
});

describe('"the following PDF documents"', () => {
  const page = [
    'Step 4: Complete the Online Application',
    'When you are ready to start the online application, be sure to have the following PDF documents ready for upload:',
    '',
    '- Project Planning Framework',
    '- Grant Budget Request',
    '- Most recent audited Financial Statement',
    '',
    '- Follow the link below to start an application.',
  ].join('\n');

  it('reads a lead-in with a word between "following" and "documents", and ends the list at a step after a blank line', () => {
    expect(documentsOf(page)).toEqual([
      'Project Planning Framework',
      'Grant Budget Request',
      'Most recent audited Financial Statement',
    ]);
  });

  it('still reads a step as an item when no blank line parts it from the list', () => {
    expect(
      documentsOf(
        [
          'Please have the following supporting documents ready:',
          '- Project Planning Framework',
          '- Check the guidance notes for the budget template',
        ].join('\n'),
      ),
    ).toContain('Project Planning Framework');
  });
});

describe('a section about reporting later', () => {
  it('does not read what is sent with an interim report or the final account as documents of the application', () => {
    const page = [
      'Bij uw aanvraag moet u een aantal documenten uploaden (.pdf of .docx):',
      '',
      '- prestatieplan',
      '- begroting',
      '',
      'Bij uw aanvraag kunt u een of meerdere documenten uploaden (.pdf of .docx):',
      '',
      'Meesturen bij een tussentijdse rapportage',
      '',
      '- Beschrijving van de voortgang van de activiteiten en doelen',
      '- Overzicht van de kosten en baten tot en met juli',
    ].join('\n');
    expect(documentsOf(page)).toEqual(['prestatieplan', 'begroting']);
  });
});

describe('a line wholly in brackets under a lead-in', () => {
  it('is a remark on the list, not a document', () => {
    const page = [
      'Vraagt uw organisatie voor het eerst subsidie aan? Stuur dan de volgende documenten mee:',
      '(u mag de bedragen onleesbaar maken)',
      '- de statuten',
      '- een kopie van het laatste bankafschrift',
    ].join('\n');
    expect(documentsOf(page)).toEqual(['de statuten', 'een kopie van het laatste bankafschrift']);
  });
});

describe('a numbered list whose items open with documents, under a lead-in about applications', () => {
  it('reads "Description of project" (no article) as a document', () => {
    const page = [
      'Applications should be typed on one side of A4 only. Recommended length for applications is:',
      '1. Covering letter (1 side A4).',
      '2. Description of project (2 sides of A4).',
      '3. CV (1 side of A4).',
      '4. Budget, to include tuition fees and other possible sources of funding.',
    ].join('\n');
    expect(documentsOf(page)).toEqual(['Covering letter', 'Description of project', 'CV', 'Budget']);
  });

  it('reads nothing when the items are rules of length, not documents', () => {
    const page = [
      'Recommended length for applications is:',
      '1. No more than two sides of A4.',
      '2. Font size of at least 11 points.',
      '3. Margins of 2 cm.',
    ].join('\n');
    expect(documentsOf(page)).toEqual([]);
  });
});
