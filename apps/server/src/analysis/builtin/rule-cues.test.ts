// Eligibility and required documents of calls not written in English (rule-cues.ts,
// foreign-eligibility.ts and the foreign lead-ins of documents.ts).
import { describe, expect, it } from 'vitest';
import { languageOf } from './languages';
import { analyzePlain } from './test-helpers';

const rulesOf = (text: string) => analyzePlain(text).eligibility.map(({ text: rule, applies }) => [applies, rule]);
const documentsOf = (text: string) => analyzePlain(text).requiredDocuments.map(({ text: document }) => document);

describe('the language of a call, as the eligibility and document cues see it', () => {
  it('tells the language of a call from its function words', () => {
    expect(
      languageOf(
        'La convocatoria está abierta para las asociaciones del municipio. Las solicitudes deberán presentarse por escrito y serán valoradas por la comisión según los criterios de las bases, para todos los proyectos del año.',
      ),
    ).toBe('es');
    expect(
      languageOf(
        'Les associations qui souhaitent déposer une demande de subvention pour leurs projets doivent remplir le dossier en ligne avec les pièces demandées. Les dossiers sont instruits par les services de la ville et votre demande est examinée dans un délai de deux mois.',
      ),
    ).toBe('fr');
    expect(
      languageOf(
        'Die Stiftung fördert Projekte der entwicklungspolitischen Bildungsarbeit, die in Nordrhein-Westfalen durchgeführt werden. Anträge können von gemeinnützigen Vereinen gestellt werden und sind mit einer Kostenaufstellung für das Vorhaben einzureichen, auch von kleineren Gruppen.',
      ),
    ).toBe('de');
    expect(
      languageOf(
        'As inscrições para o edital estão abertas até o dia 30. Podem participar organizações da sociedade civil que atuem na defesa dos direitos das mulheres e que não tenham recebido apoio no ano anterior, pelo prazo de dez meses, são bem-vindas as redes.',
      ),
    ).toBe('pt');
    expect(
      languageOf(
        'Il bando sostiene progetti di promozione sociale nel territorio della regione. Le domande di contributo possono essere presentate dalle associazioni iscritte al registro e devono essere corredate della documentazione per gli interventi degli enti, anche in forma associata.',
      ),
    ).toBe('it');
    expect(
      languageOf(
        'Een vereniging of stichting kan bij de gemeente subsidie aanvragen voor activiteiten in het dorp. U moet de aanvraag voor 1 maart indienen en de aanvraag wordt binnen acht weken beoordeeld; niet alle aanvragen worden toegekend, ook niet bij een volledige aanvraag van uw organisatie.',
      ),
    ).toBe('nl');
  });

  it('keeps an English call with a foreign name or phrase English', () => {
    expect(
      languageOf(
        'The Fondation de France and the Stiftung Mercator invite applications from registered charities. Applicants must be based in the European Union and must submit a budget with the application form. Les bénéficiaires sont éligibles.',
      ),
    ).toBe('en');
  });
});

describe('eligibility in other languages', () => {
  it('reads who "podrán beneficiarse" (Spanish) or "podem beneficiar-se" (Portuguese) of the grants', () => {
    expect(
      rulesOf(
        'Podrán beneficiarse de estas ayudas las asociaciones culturales sin ánimo de lucro inscritas en el registro municipal.',
      ),
    ).toEqual([
      [
        'eligible',
        'Podrán beneficiarse de estas ayudas las asociaciones culturales sin ánimo de lucro inscritas en el registro municipal',
      ],
    ]);
    expect(
      rulesOf('Podem beneficiar-se do apoio as associações culturais sem fins lucrativos com sede no município.'),
    ).toEqual([
      ['eligible', 'Podem beneficiar-se do apoio as associações culturais sem fins lucrativos com sede no município'],
    ]);
    expect(rulesOf('Las actividades podrán realizarse entre enero y junio de cada año en el municipio.')).toEqual([]);
  });

  it('reads the items under a German heading of who may and may not apply', () => {
    expect(
      rulesOf(
        [
          '## Wer ist antragsberechtigt?',
          '',
          'Antragstellende Organisationen müssen eine der folgenden Rechtsformen haben und dies mit einem Nachweis belegen:',
          '',
          '- Eingetragene Vereine (e. V.)',
          '- Gemeinnützige Stiftungen des bürgerlichen Rechts',
          '',
          '## Nicht antragsberechtigt sind',
          '',
          '- Einzelpersonen',
          '- Kommunen und Schulen',
          '',
          '## Was wird gefördert?',
          '',
          'Nicht gefördert werden können:',
          '',
          '- Veranstaltungen, die der Selbstdarstellung der Organisation dienen',
          '- Laufende Kosten für die Arbeit des Vereins und für die Mitglieder',
        ].join('\n'),
      ),
    ).toEqual([
      ['eligible', 'Eingetragene Vereine (e. V.)'],
      ['eligible', 'Gemeinnützige Stiftungen des bürgerlichen Rechts'],
      ['ineligible', 'Einzelpersonen'],
      ['ineligible', 'Kommunen und Schulen'],
    ]);
  });

  it('reads the answer to a question of who may apply, not the answers to other questions', () => {
    expect(
      rulesOf(
        [
          'Was wird gefördert?',
          'Nur Projekte, die in Nordrhein-Westfalen durchgeführt werden und die einen Beitrag zur Bildung leisten.',
          'Wer ist antragsberechtigt?',
          'Nur gemeinnützige Vereine und Stiftungen mit Sitz in Nordrhein-Westfalen.',
          'Wie lang ist der Förderzeitraum?',
          'Die Projekte dauern höchstens zwei Jahre und werden von der Stiftung für die Laufzeit gefördert.',
        ].join('\n'),
      ),
    ).toEqual([['eligible', 'Nur gemeinnützige Vereine und Stiftungen mit Sitz in Nordrhein-Westfalen']]);
  });

  it('reads a French lead-in of who carries the project and leaves the prose under the list', () => {
    expect(
      rulesOf(
        [
          'Pour répondre à cet appel à projets, le projet doit être porté par :',
          '',
          '- Une commune ou un établissement public de coopération intercommunale,',
          '- Une association',
          '  La subvention de la Région sera versée en deux fois pour les projets retenus par le jury.',
        ].join('\n'),
      ),
    ).toEqual([
      ['eligible', 'Une commune ou un établissement public de coopération intercommunale'],
      ['eligible', 'Une association'],
    ]);
  });

  it('reads who may apply from a sentence that says so, in Portuguese, Spanish, Italian and French', () => {
    expect(
      rulesOf(
        'O edital vai apoiar dez projetos em todo o país. Podem participar associações de moradores registradas no município, com propostas que tenham duração de até seis meses. Os projetos da área da saúde não são elegíveis.',
      ),
    ).toEqual([
      ['eligible', 'Podem participar associações de moradores registradas no município'],
      ['ineligible', 'Os projetos da área da saúde não são elegíveis'],
    ]);
    expect(
      rulesOf(
        'Se abre el plazo de la convocatoria para que los clubes deportivos del municipio puedan solicitar ayudas para sus actividades del año. Las solicitudes se presentarán en el registro del Ayuntamiento por los interesados.',
      ),
    ).toEqual([['eligible', 'los clubes deportivos del municipio puedan solicitar']]);
    expect(
      rulesOf(
        'Il bando è aperto fino al 30 novembre. I contributi possono essere richiesti dalle associazioni di volontariato, dalle cooperative sociali e dalle fondazioni. I beneficiari non devono svolgere attività con fine di lucro per gli eventi della regione.',
      ),
    ).toEqual([
      ['eligible', 'associazioni di volontariato, dalle cooperative sociali e dalle fondazioni'],
      ['ineligible', 'I beneficiari non devono svolgere attività con fine di lucro per gli eventi della regione'],
    ]);
    expect(
      rulesOf(
        'Le formulaire est destiné à toutes les associations qui souhaitent obtenir une aide de la ville pour leurs projets. Les dossiers incomplets ne sont pas instruits et le dépôt se fait en ligne sur le portail de la ville.',
      ),
    ).toEqual([['eligible', 'toutes les associations qui souhaitent obtenir une aide de la ville pour leurs projets']]);
  });

  it('reads a Dutch lead-in that names who applies and the fields of their work as one rule', () => {
    expect(
      rulesOf(
        [
          'Als vereniging of stichting kunt u subsidie aanvragen als u iets organiseert op het gebied van:',
          '• sport',
          '• kunst en cultuur',
          'Er zijn twee soorten subsidies die u bij de gemeente kunt aanvragen, een eenmalige subsidie en een subsidie voor meerdere jaren.',
        ].join('\n'),
      ),
    ).toEqual([
      [
        'eligible',
        'Als vereniging of stichting kunt u subsidie aanvragen als u iets organiseert op het gebied van sport, kunst en cultuur',
      ],
    ]);
  });

  it('leaves an English call as the English rules read it', () => {
    expect(
      rulesOf(
        'Who can apply\n\n- Registered charities\n- Community groups\n\nOur partners include the Fondation de France, whose bénéficiaires sont éligibles.',
      ),
    ).toEqual([
      ['eligible', 'Registered charities'],
      ['eligible', 'Community groups'],
    ]);
  });
});

describe('required documents in other languages', () => {
  it('reads the items under a lead-in of documents in Dutch, without "other information"', () => {
    expect(
      documentsOf(
        [
          'Een aanvraag dient u in voor 1 maart van het jaar voor het subsidiejaar. Zorg voor de juiste benodigde informatie:',
          '• begroting;',
          '• een beschrijving van de activiteiten;',
          '• andere informatie die van belang kan zijn voor de beoordeling van de aanvraag.',
          'Per bijlage kan maximaal 8MB worden geüpload bij de aanvraag.',
        ].join('\n'),
      ),
    ).toEqual(['begroting', 'een beschrijving van de activiteiten']);
  });

  it('reads lists of documents in French, German, Spanish, Italian and Portuguese', () => {
    expect(
      documentsOf(
        'Les associations déposent leur dossier en ligne sur le portail de la ville avant la date limite. Les dossiers sont examinés par les services et les élus de la commission.\n\nPièces à joindre :\n\n- le budget prévisionnel du projet\n- les statuts de l’association\n- le dernier rapport d’activité',
      ),
    ).toEqual(['le budget prévisionnel du projet', 'les statuts de l’association', 'le dernier rapport d’activité']);
    expect(
      documentsOf(
        'Der Antrag wird bei der Stiftung für das Projekt gestellt und ist von dem Verein zu unterschreiben.\n\nEinzureichende Unterlagen:\n\n- Projektbeschreibung\n- Kosten- und Finanzierungsplan\n- Satzung des Vereins',
      ),
    ).toEqual(['Projektbeschreibung', 'Kosten- und Finanzierungsplan', 'Satzung des Vereins']);
    expect(
      documentsOf(
        'Las asociaciones presentarán la solicitud en el registro del Ayuntamiento para las actividades del año.\n\nDocumentación a presentar:\n\n- Memoria de las actividades\n- Presupuesto detallado\n- Otros documentos que la asociación considere oportunos',
      ),
    ).toEqual(['Memoria de las actividades', 'Presupuesto detallado']);
    expect(
      documentsOf(
        'Le domande di contributo per gli eventi devono essere inviate alla regione entro il termine.\n\nDocumentazione da allegare:\n\n- relazione descrittiva del progetto\n- piano finanziario\n- eventuali lettere di partenariato',
      ),
    ).toEqual(['relazione descrittiva del progetto', 'piano finanziario']);
    expect(
      documentsOf(
        'As organizações devem fazer a inscrição pelo formulário online do edital até o dia 30.\n\nDocumentos necessários:\n\n- estatuto social da organização\n- orçamento do projeto',
      ),
    ).toEqual(['estatuto social da organização', 'orçamento do projeto']);
  });

  it('reads what the application goes with, split at commas, without the participle that qualifies them', () => {
    expect(
      documentsOf(
        'Las asociaciones del municipio podrán presentar la solicitud hasta el 12 de diciembre. Deberá presentarse la solicitud por escrito, acompañada de una memoria de las actividades, presupuesto y cantidad solicitada, firmada por el presidente de la asociación.',
      ),
    ).toEqual(['una memoria de las actividades', 'presupuesto y cantidad solicitada']);
    // Nothing goes with it: no documents.
    expect(
      documentsOf(
        'Las asociaciones del municipio podrán presentar la solicitud hasta el 12 de diciembre. La solicitud se presentará por escrito en el registro del Ayuntamiento, firmada por el presidente.',
      ),
    ).toEqual([]);
  });

  it('reads no foreign lead-in in an English call', () => {
    expect(
      documentsOf(
        'Applicants should read the guidance before they apply.\n\nBijlagen:\n\n- Project website\n- Photographs of the venue',
      ),
    ).toEqual([]);
  });
});

describe('eligibility in other languages, on unseen pages (engine 1.15.0)', () => {
  it('reads "ne peut prétendre à une aide" in French as who may not apply', () => {
    expect(
      rulesOf(
        'Le fonds soutient les projets d’intérêt collectif du territoire. Une entreprise privée ne peut prétendre à une aide du fonds pour son propre développement.',
      ),
    ).toEqual([['ineligible', 'Une entreprise privée ne peut prétendre']]);
  });

  it('reads the items under the Dutch heading "Door wie"', () => {
    const text = [
      'Door wie',
      '',
      '  • Stichtingen en verenigingen die in de gemeente actief zijn.',
      '  • Kerkelijke instellingen met een eigen rechtspersoonlijkheid. Aanvragen van privépersonen komen niet in aanmerking.',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      ['eligible', 'Stichtingen en verenigingen die in de gemeente actief zijn'],
      ['eligible', 'Kerkelijke instellingen met een eigen rechtspersoonlijkheid'],
      ['ineligible', 'Aanvragen van privépersonen komen niet in aanmerking'],
    ]);
  });

  it('reads the list after "possono proporre" in Italian, without a law number left alone on its line', () => {
    const text = [
      'Sotto il profilo soggettivo, possono proporre progetti tutti i soggetti che operano senza fine di lucro nel territorio della Fondazione, ed in particolare:',
      'a) le associazioni di volontariato iscritte nel registro regionale;',
      'b) le cooperative sociali di cui alla legge 8 novembre 1991',
      'n. 381;',
      'c) gli enti pubblici del territorio.',
    ].join('\n');
    expect(rulesOf(text).map(([, rule]) => rule)).toEqual([
      'le associazioni di volontariato iscritte nel registro regionale',
      'le cooperative sociali di cui alla legge 8 novembre 1991',
      'gli enti pubblici del territorio',
    ]);
  });
});

// Formal subsidy rules (a German district youth council's Förderrichtlinien, a Dutch municipal
// Subsidieregeling, an Italian rural-development bando): the recipient's section and duties.
describe('eligibility in other languages, in formal subsidy rules', () => {
  it('reads what the Zuwendungsempfänger must have, not what the grant covers', () => {
    const text = [
      '### 2. Gegenstand der Förderung',
      '',
      'Gefördert werden vor allem Verwaltungs- und Reisekosten der Jugendorganisationen, aber auch Kosten für Gremien.',
      '',
      '### 4. Förderungsvoraussetzungen',
      '',
      'Der Zuwendungsempfänger muss auf Kreisebene über einen Vorstand verfügen, der aus mindestens drei Ortsgruppen gebildet wird. Die Förderung wird als Zuschuss zu den Kosten der Vereine gewährt.',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      [
        'eligible',
        'Der Zuwendungsempfänger muss auf Kreisebene über einen Vorstand verfügen, der aus mindestens drei Ortsgruppen gebildet wird',
      ],
    ]);
  });

  it('reads the organisations a Dutch subsidy is only granted to', () => {
    const text = [
      'Deze regeling is van toepassing op subsidies die het college van de gemeente verstrekt voor activiteiten in de wijken en de dorpen.',
      '',
      'Subsidie op grond van deze regeling wordt slechts verstrekt aan de volgende organisaties:',
      '- Dorpsraad Oost;',
      '- EHBO-vereniging West.',
      '',
      'De subsidie wordt verstrekt voor de kosten van de activiteiten van het jaar.',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      ['eligible', 'Dorpsraad Oost'],
      ['eligible', 'EHBO-vereniging West'],
    ]);
    expect(
      rulesOf('Subsidie wordt alleen verstrekt aan stichtingen en verenigingen die in de gemeente gevestigd zijn.'),
    ).toEqual([['eligible', 'stichtingen en verenigingen die in de gemeente gevestigd zijn']]);
    // A condition inside a document to send is no rule of who applies.
    expect(
      rulesOf(
        [
          'Stuur de volgende documenten mee:',
          '- Begroting van het project',
          '- Bewijs van eigendom (als de subsidie uitsluitend wordt verstrekt aan eigenaren van gebouwen)',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('reads what the Italian applicant must meet, not what it must send', () => {
    const text = [
      'Il presente bando sostiene le attività di informazione e promozione dei prodotti di qualità della regione.',
      '',
      'Il soggetto richiedente, per poter partecipare alla presente misura, deve:',
      '- avere sede operativa nel territorio regionale;',
      '- non aver subito condanne per reati gravi.',
      '',
      'I soggetti richiedenti devono presentare la domanda entro il 30 giugno.',
    ].join('\n');
    expect(rulesOf(text)).toEqual([
      ['eligible', 'avere sede operativa nel territorio regionale'],
      ['eligible', 'non aver subito condanne per reati gravi'],
    ]);
  });
});
