import { describe, expect, it } from 'vitest';
import { findAmounts } from './amounts';
import { findDates, findTimes } from './dates';
import { languageOf } from './languages';
import { analyzePlain } from './test-helpers';

const deadlinesOf = (text: string) => analyzePlain(text).deadlines.map(({ date, time }) => ({ date, time }));
const awardOf = (text: string) => {
  const { award } = analyzePlain(text);
  return { currency: award.currency, min: award.min?.value ?? null, max: award.max?.value ?? null };
};

// Calls as associations, municipalities and foundations write them (our own sentences).
const FR =
  'La ville soutient les associations du territoire. Les dossiers sont à déposer en ligne sur le portail des associations, et une réponse sera donnée par courrier au président de la structure.';
const ES =
  'El fondo apoya a las organizaciones de la sociedad civil que trabajan por el bien común en su territorio. Las bases del concurso y los formularios están disponibles en el sitio web del programa.';
const PT =
  'O edital apoia projetos de organizações da sociedade civil que atuam com mulheres e jovens das comunidades tradicionais. As propostas devem ser enviadas pelo formulário do site da fundação.';
const DE =
  'Die Stiftung fördert Projekte von gemeinnützigen Vereinen und Initiativen in der Region. Der Antrag ist mit dem Formular der Stiftung zu stellen und muss von der Vertretung des Vereins unterschrieben sein.';
const IT =
  'Il bando della Regione sostiene le associazioni che organizzano eventi culturali nel territorio. La domanda deve essere presentata con il modulo allegato e firmata dal legale rappresentante del soggetto richiedente.';
const NL =
  'De gemeente verleent subsidie aan verenigingen en stichtingen voor activiteiten in de gemeente. U vraagt de subsidie aan met het digitale formulier op de website van de gemeente en wij sturen u een ontvangstbevestiging.';

describe('languageOf', () => {
  it('tells the six languages apart by their common words', () => {
    expect(languageOf(FR)).toBe('fr');
    expect(languageOf(ES)).toBe('es');
    expect(languageOf(PT)).toBe('pt');
    expect(languageOf(DE)).toBe('de');
    expect(languageOf(IT)).toBe('it');
    expect(languageOf(NL)).toBe('nl');
  });

  it('keeps English calls English, even with a title or a quotation in another language', () => {
    expect(
      languageOf(
        'The Fondo Común de la Fundación supports local groups. Applications must be submitted through the online portal by the deadline, and the panel will review them in the spring.',
      ),
    ).toBe('en');
    // Too few words to tell: English.
    expect(languageOf('le la de')).toBe('en');
  });
});

describe('dates in other languages', () => {
  it("reads month names with that language's parser, only when the language is given", () => {
    expect(findDates('Mardi 10 mars 2026 : date limite', { dayFirst: true, years: [], language: 'fr' })[0]?.date).toBe(
      '2026-03-10',
    );
    expect(findDates('até o dia 10 de julho de 2025', { dayFirst: true, years: [], language: 'pt' })[0]?.date).toBe(
      '2025-07-10',
    );
    expect(findDates('bis zum 15. März 2027', { dayFirst: true, years: [], language: 'de' })[0]?.date).toBe(
      '2027-03-15',
    );
    // English reading (the default) does not know "mars" as a month.
    expect(findDates('Mardi 10 mars 2026 : date limite', { dayFirst: true, years: [] })).toEqual([]);
  });
});

describe('deadlines in other languages', () => {
  it('reads deadline cues before and after the date', () => {
    expect(
      deadlinesOf(`${FR}\nMardi 10 mars 2027 : date limite de dépôt du dossier de demande de subvention.`),
    ).toEqual([{ date: '2027-03-10', time: null }]);
    expect(
      deadlinesOf(`${ES}\nLas postulaciones estarán abiertas hasta el 22 de abril de 2027 (23:59 horas).`),
    ).toEqual([{ date: '2027-04-22', time: '23:59' }]);
    expect(deadlinesOf(`${ES}\nCierre de postulación: Lunes 13 de Mayo, 2024`)).toEqual([
      { date: '2024-05-13', time: null },
    ]);
    expect(deadlinesOf(`${PT}\nAs inscrições estão abertas até o dia 10 de julho de 2027.`)).toEqual([
      { date: '2027-07-10', time: null },
    ]);
    // "15. März" is split by the sentence segmenter (a known gap); the dotted date is read.
    expect(deadlinesOf(`${DE}\nDer Antrag muss bis zum 15.03.2027 eingereicht werden.`)).toEqual([
      { date: '2027-03-15', time: null },
    ]);
    expect(deadlinesOf(`${NL}\nU dient uw aanvraag uiterlijk 1 maart 2027 in te dienen.`)).toEqual([
      { date: '2027-03-01', time: null },
    ]);
  });

  it('reads numeric dates day first in these languages', () => {
    expect(deadlinesOf(`${IT}\nLe richieste devono pervenire, a pena di inammissibilità, entro il 7/12/2027.`)).toEqual(
      [{ date: '2027-12-07', time: null }],
    );
  });

  it('does not take an opening date or a project end for a deadline', () => {
    expect(deadlinesOf(`${FR}\nA compter du 6 janvier 2027 : ouverture du portail.`)).toEqual([]);
    expect(
      deadlinesOf(`${FR}\nLa réalisation du plan d’actions doit être achevée au plus tard le 31 mars 2028.`),
    ).toEqual([]);
  });

  it('leaves English calls to the English cues', () => {
    // "hasta" in an English call is no cue: the call is read as English.
    expect(deadlinesOf('The Fondo Hasta Luego gallery opens its residency on 3 May 2027 with a public talk.')).toEqual(
      [],
    );
  });
});

describe('award figures in other languages', () => {
  it('reads "up to" and "between … and" in each language', () => {
    expect(awardOf(`${IT}\nIl contributo è concesso nel limite massimo di € 20.000,00 per iniziativa.`)).toEqual({
      currency: 'EUR',
      min: null,
      max: '20000.00',
    });
    expect(awardOf(`${NL}\nPer jaar kunt u maximaal € 5000 subsidie aanvragen.`)).toEqual({
      currency: 'EUR',
      min: null,
      max: '5000.00',
    });
    expect(awardOf(`${DE}\nDie Förderung beträgt bis zu 10.000 € je Projekt.`)).toEqual({
      currency: 'EUR',
      min: null,
      max: '10000.00',
    });
    expect(
      awardOf(
        `${ES} Más información en www.fondos.gob.cl para Chile.\nEl aporte es de entre $2.000.000 hasta $10.000.000 por proyecto.`,
      ),
    ).toEqual({ currency: 'CLP', min: '2000000', max: '10000000' });
  });

  it('reads "mil" and "millones" as scale words, and no figure without a grant word or cue', () => {
    const read = (text: string) => findAmounts(text, 'USD').map(({ value, currency }) => `${currency} ${value}`);
    expect(read('R$ 100 mil')).toEqual(['BRL 100000']);
    expect(read('CLP 3 millones')).toEqual(['CLP 3000000']);
    expect(awardOf(`${FR}\nLe budget annuel de la ville est de 80 000 000 € selon le rapport.`)).toEqual({
      currency: null,
      min: null,
      max: null,
    });
  });
});

describe('duration in other languages', () => {
  const durationOf = (text: string) => {
    const { durationMonths } = analyzePlain(text);
    return { min: durationMonths.min?.value ?? null, max: durationMonths.max?.value ?? null };
  };

  it('reads a length with a word of duration, in the sentence or the question before it', () => {
    expect(durationOf(`${PT}\nOs projetos devem ter duração de até 10 meses.`)).toEqual({ min: null, max: 10 });
    expect(durationOf(`${DE}\nWie lang ist der Förderzeitraum? Maximal 36 Monate.`)).toEqual({ min: null, max: 36 });
    expect(durationOf(`${ES}\nLa duración mínima de 6 meses y la duración máxima de 24 meses.`)).toEqual({
      min: 6,
      max: 24,
    });
    // A bound and a grant word ("projectsubsidie") without a word of duration: years become months.
    expect(durationOf(`${NL}\nProjectsubsidie kunt u maximaal voor 3 jaar aanvragen.`)).toEqual({ min: null, max: 36 });
  });

  it("does not read an organisation's age, a report's delay or a bare number of months", () => {
    expect(durationOf(`${DE}\nDer Verein muss seit mindestens 2 Jahren bestehen.`)).toEqual({ min: null, max: null });
    expect(durationOf(`${FR}\nLe rapport final est à remettre 3 mois après la fin du projet.`)).toEqual({
      min: null,
      max: null,
    });
    expect(durationOf(`${IT}\nL'associazione opera nel territorio da 12 anni con i giovani.`)).toEqual({
      min: null,
      max: null,
    });
  });

  it('reads "run up to a maximum of two years" in English', () => {
    expect(durationOf('Activities can run up to a maximum of two years.').max).toBe(24);
  });
});

describe('an exact grant size', () => {
  it('is both the floor and the ceiling', () => {
    expect(awardOf(`${PT}\nAs propostas devem contemplar um orçamento exato de R$ 100 mil.`)).toEqual({
      currency: 'BRL',
      min: '100000.00',
      max: '100000.00',
    });
  });

  it('needs a grant word: an exact figure of something else is not read', () => {
    expect(awardOf(`${PT}\nA taxa de inscrição no evento tem valor exato de R$ 50.`).max).not.toBe('50.00');
  });
});

describe('number of grants in other languages', () => {
  const countOf = (text: string) => analyzePlain(text).award.numberOfAwards?.value ?? null;

  it('reads a count of projects with a verb of funding', () => {
    expect(countOf(`${FR}\nIl est prévu de soutenir jusqu’à 10 projets.`)).toBe(10);
    expect(countOf(`${PT}\nO edital vai apoiar até 20 projetos sociais de organizações.`)).toBe(20);
    expect(countOf(`${IT}\nLa Regione intende finanziare 8 progetti.`)).toBe(8);
  });

  it('does not read projects received or a past round', () => {
    expect(countOf(`${ES}\nSe han recibido 120 proyectos, que serán financiados según el orden de llegada.`)).toBe(
      null,
    );
    expect(countOf(`${DE}\nIm Jahr 2022 wurden 14 Projekte gefördert.`)).toBe(null);
  });
});

describe('time zones named in other languages', () => {
  const zoneOf = (text: string) => findTimes(text)[0]?.timezone ?? null;
  it('maps them to IANA zones, after an hour word too', () => {
    expect(zoneOf('avant 23h59 (heure de Paris)')).toBe('Europe/Paris');
    expect(zoneOf('até as 18:00 (horário de Brasília)')).toBe('America/Sao_Paulo');
    expect(zoneOf('bis 12:00 Uhr MEZ')).toBe('Europe/Berlin');
    expect(zoneOf('hasta las 14:00 horas (hora peninsular)')).toBe('Europe/Madrid');
    expect(zoneOf('uiterlijk 17:00 Nederlandse tijd')).toBe('Europe/Amsterdam');
  });
  it('reads no zone from an hour word alone', () => {
    expect(zoneOf('hasta el 22 de abril de 2024 (23:59 horas)')).toBe(null);
    expect(zoneOf('bis 12:00 Uhr')).toBe(null);
  });
});
