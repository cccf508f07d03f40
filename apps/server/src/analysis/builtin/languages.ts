import * as chrono from 'chrono-node';
import type { Sentence } from './segment';

/**
 * The languages the built-in engine reads besides English, told apart by counting their commonest
 * short words. A call is read in another language only when that language's words clearly
 * outnumber English ones, so an English call with a French title or a Spanish place name stays
 * English and every English rule runs unchanged.
 */
export type Language = 'en' | 'fr' | 'es' | 'pt' | 'de' | 'it' | 'nl';

const STOP_WORDS: Record<Language, readonly string[]> = {
  en: ['the', 'and', 'of', 'to', 'for', 'is', 'are', 'with', 'will', 'be', 'this', 'that', 'your', 'you', 'from'],
  fr: ['de', 'le', 'la', 'les', 'des', 'du', 'et', 'est', 'une', 'pour', 'dans', 'par', 'sur', 'au', 'aux', 'vous'],
  es: [
    'el',
    'la',
    'de',
    'en',
    'los',
    'las',
    'del',
    'y',
    'es',
    'una',
    'para',
    'por',
    'con',
    'que',
    'se',
    'al',
    'su',
    'sus',
  ],
  pt: [
    'de',
    'em',
    'no',
    'na',
    'o',
    'os',
    'as',
    'do',
    'da',
    'dos',
    'das',
    'e',
    'é',
    'uma',
    'para',
    'com',
    'não',
    'ao',
    'pelo',
  ],
  de: ['der', 'die', 'das', 'und', 'ist', 'ein', 'eine', 'für', 'mit', 'von', 'den', 'dem', 'zu', 'nicht', 'sie'],
  it: [
    'di',
    'la',
    'le',
    'il',
    'lo',
    'gli',
    'della',
    'delle',
    'dei',
    'e',
    'è',
    'una',
    'per',
    'con',
    'che',
    'del',
    'alla',
    'nel',
  ],
  nl: ['de', 'het', 'een', 'en', 'van', 'voor', 'met', 'op', 'is', 'zijn', 'niet', 'aan', 'bij', 'uw', 'wordt'],
};

const LOOKUP = new Map<string, Language[]>();
for (const [language, words] of Object.entries(STOP_WORDS) as [Language, readonly string[]][])
  for (const word of words) LOOKUP.set(word, [...(LOOKUP.get(word) ?? []), language]);

/**
 * The language most of the text's common words belong to. English unless another language's
 * count is at least twice English's and at least four words: mixed texts stay English. One
 * answer for the whole engine: the date, award and duration rules and the eligibility and
 * document cues (rule-cues.ts) read a call in the same language.
 */
export function languageOf(text: string): Language {
  const counts = new Map<Language, number>();
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    for (const language of LOOKUP.get(word) ?? []) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const english = counts.get('en') ?? 0;
  let best: Language = 'en';
  let bestCount = 0;
  for (const [language, count] of counts) {
    if (language !== 'en' && count > bestCount) [best, bestCount] = [language, count];
  }
  return bestCount >= 4 && bestCount >= 2 * english ? best : 'en';
}

/**
 * The language of a call, from all its sentences: decided once per analysis (index.ts) and handed
 * to every extractor that reads other languages, so they all read the call in the same one. An
 * extractor called alone (a unit test) works it out itself.
 */
export function languageOfCall(sentences: readonly Sentence[]): Language {
  return languageOf(sentences.map((sentence) => sentence.text).join('\n'));
}

/** chrono's parser for a language (English is chosen by the caller, which knows the day order). */
export function chronoFor(language: Exclude<Language, 'en'>): Pick<chrono.Chrono, 'parse'> {
  return chrono[language];
}

/** Month names (and their abbreviations) of the other languages, for the cheap "is there a date" test. */
export const FOREIGN_MONTHS =
  /(?<!\p{L})(?:janv|févr|fevr|mars|avr|mai|juin|juil|août|aout|sept|déc|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|janeiro|fevereiro|março|marco|maio|junho|julho|setembro|outubro|novembro|dezembro|januar|februar|märz|juni|juli|oktober|dezember|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus|oktober)\p{L}*\.?/iu;

/**
 * Deadline cues of the other languages: "date limite", "fecha límite", "cierre", "plazo",
 * "prazo", "scadenza", "entro il", "Frist", "Einsendeschluss", "bis zum", "uiterlijk", "hasta
 * el", "até o dia", "jusqu'au". Each names the last day to apply, as "deadline" or "by" does.
 */
export const FOREIGN_DEADLINE_CUE =
  /(?<!\p{L})(?:date limite|dates? butoir|clôture|jusqu[’']au|avant le|au plus tard|fecha (?:límite|limite|de cierre)|cierre|plazo|hasta el|postulaciones? (?:estarán )?abiertas? hasta|prazo|até (?:o dia|dia|ao dia)|encerra(?:m|mento)?|inscrições (?:até|abertas até)|scadenza|in scadenza|entro (?:il|e non oltre)|termine|frist|einsendeschluss|bewerbungsschluss|antragsschluss|bis (?:zum|spätestens)|spätestens|uiterlijk|sluitingsdatum|indiendatum)(?!\p{L})/giu;

/** Opening cues: "à compter du", "a partir del", "a partir de", "ab dem", "vanaf", "apertura", "lanzamiento". */
export const FOREIGN_OPENING_CUE =
  /(?<!\p{L})(?:à compter du|a compter du|à partir du|ouverture|a partir del?|apertura|lanzamiento|abertura|lançamento|ab dem|vanaf)(?!\p{L})/giu;

/** Words for "up to" and "maximum" that make an amount the most a grant gives. */
export const FOREIGN_UP_TO =
  /(?<!\p{L})(?:jusqu[’']à|plafonnée? à|plafond|maximum|montant maximum|hasta|máximo|maximo|tope|até|no máximo|valor máximo|bis zu|höchstens|maximal|fino a|massimo|limite massimo|non superiore a|tot|ten hoogste|maximaal)(?!\p{L})/giu;

/** Words for "from … to", "between": the lower figure of a range of grant sizes. */
export const FOREIGN_FROM = /(?<!\p{L})(?:de|entre|von|zwischen|da|tra|van|tussen|desde|à partir de)(?!\p{L})/iu;

/**
 * Words that make an amount a grant: "subvention", "aide", "subvención", "aporte", "apoio",
 * "Förderung", "Zuschuss", "contributo", "finanziamento", "subsidie", "bijdrage"; German and Dutch
 * compounds count too ("Projektförderung", "projectsubsidie").
 */
export const FOREIGN_GRANT_WORD =
  /(?<!\p{L})(?:subventions?|aides?|financements?|dotations?|montants?|subvenci(?:ón|ones)|ayudas?|aportes?|financiamiento|montos?|apoios?|financiamentos?|valor|recursos|contribut[oi]|finanziament[oi]|importo|bijdragen?|bedrag|\p{L}*(?:subsidies?|förderung|fördermittel|zuschuss|zuschüsse))(?!\p{L})/iu;

/**
 * What a figure near these words is not the grant: the applicant's turnover or income, the
 * project's total cost, a fee, a salary, the applicant's own share or co-funding, VAT, the funder's
 * past giving ("chiffre d'affaires", "coût total du projet", "frais d'inscription", "Eigenanteil",
 * "Gesamtkosten", "facturación", "cofinanciación", "fatturato", "omzet", "ont été attribués").
 */
export const FOREIGN_NOT_AWARD =
  /(?<!\p{L})(?:chiffre d['’]affaires|co[uû]ts? tota(?:l|ux)|budget total du projet|frais(?: d['’]inscription| de dossier| de participation)?|salaires?|co-?financements?|autofinancement|apport (?:personnel|propre)|fonds propres|recettes|budget annuel|TVA|ont été (?:attribué|accordé|versé)e?s?|factura(?:ción|cion)|ingresos|cost[eo] total|presupuesto total del proyecto|cuotas?|matr[ií]cula|honorarios|salarios?|sueldos?|co-?financiaci(?:ón|on)|aporte propio|contrapartidas?|IVA|faturamento|faturação|custo total|taxa de inscrição|cofinanciamento|\p{L}*umsatz|gesamtkosten|eigen(?:anteil|mittel|beteiligung|leistung)|kofinanzierung|\p{L}*gebühr(?:en)?|gehalt|gehälter|einnahmen|jahresbudget|MwSt|fatturato|costo totale|quota di (?:iscrizione|partecipazione)|cofinanziamento|stipendi[oi]?|ricavi|omzet|totale kosten|eigen bijdrage|cofinanciering|inschrijfgeld|salaris)(?!\p{L})/iu;

/**
 * A project's length in the other languages: "durée de 12 mois", "duración máxima de 24 meses",
 * "duração de até 10 meses", "Förderzeitraum: maximal 36 Monate", "durata massima di 18 mesi",
 * "looptijd van maximaal 3 jaar". Group 1 is an upper or lower bound word, 2 the number, 3 the unit.
 */
export const FOREIGN_DURATION = new RegExp(
  "(?<!\\p{L})(?:(jusqu[’']à|au maximum|maximum|maximale?|au minimum|minimum|minimale?|hasta|máxim[ao]|mínim[ao]|até|no máximo|no mínimo|bis zu|maximal|höchstens|mindestens|fino a|massim[ao]|minim[ao]|almeno|maximaal|ten hoogste|minimaal|tot)\\s+(?:(?:de|di|du|voor|für|pour|por|per|van|von)\\s+)?)?(\\d{1,3})\\s*(mois|meses|mes|monate[n]?|monat|mesi|maanden|maand|ans|années|année|an|años|año|anos|ano|jahre[n]?|jahr|anni|anno|jaren|jaar)(?!\\p{L})",
  'giu',
);

/** Words that make a number of months a project's length: "durée", "duración", "Laufzeit", "Förderzeitraum", "durata", "looptijd". */
export const FOREIGN_DURATION_CONTEXT =
  /(?<!\p{L})(?:durée|période de réalisation|duraci[oó]n|plazo de ejecuci[oó]n|duração|prazo de execução|dauer|laufzeit|förderzeitraum|förderdauer|projektdauer|durata|looptijd|projectduur|periode)(?!\p{L})/iu;

/** A length that is no project's: an organisation's age, experience, a report due after the project. */
export const FOREIGN_NOT_DURATION =
  /(?<!\p{L})(?:depuis|existence|expérience|ancienneté|desde|experiencia|antigüedad|existencia|há|experiência|seit|bestehen|erfahrung|da almeno|esperienza|sinds|ervaring|opgericht|rapport|informe|relatório|bericht|verslag|après|después|após|nach|dopo|na afloop)(?!\p{L})/iu;

/** Upper-bound words among FOREIGN_DURATION's group 1; the others are lower bounds. */
export const FOREIGN_MIN_WORD =
  /^(?:au minimum|minimum|minimale?|mínim[ao]|no mínimo|mindestens|minim[ao]|almeno|minimaal)/iu;

/** Cues that say only "at the latest" ("au plus tard", "spätestens", "uiterlijk", "entro"): a deadline only when something is submitted. */
export const FOREIGN_WEAK_CUE = /^(?:au plus tard|spätestens|uiterlijk|entro(?: il)?)$/iu;

/** What is submitted, in the other languages: "dépôt", "candidature", "solicitud", "postulación", "inscrições", "Antrag", "domanda", "aanvraag". */
export const FOREIGN_SUBMITTED =
  /(?<!\p{L})(?:dépôt|déposer|candidatures?|dossiers?|demandes?|solicitud(?:es)?|postulaci(?:ón|ones)|postular|presentaci(?:ón|ones)|inscriç(?:ão|ões)|inscrições|propostas?|anträge?|antrag|bewerbung(?:en)?|einreichen|eingereicht|domand[ae]|richiest[ae]|presentazione|aanvra(?:ag|gen)|indienen|ingediend)(?!\p{L})/iu;

/** A project's end in the other languages: "achevé", "terminé", "fin du projet", "ejecución", "execução", "abgeschlossen", "concluso", "afgerond". */
export const FOREIGN_PROJECT_END =
  /(?<!\p{L})(?:achevée?s?|terminée?s?|réalisée?s?|fin du projet|fin de(?:l| la)? (?:proyecto|ejecución)|ejecutad[oa]s?|finalizad[oa]s?|execução|concluíd[oa]s?|abgeschlossen|durchgeführt|conclus[oi]|realizzat[oi]|afgerond|uitgevoerd)(?!\p{L})/giu;

/**
 * The number of grants in the other languages: "soutenir jusqu'à 10 projets", "apoiar até 20
 * projetos", "se financiarán 15 proyectos", "bis zu 12 Projekte gefördert", "finanziare 8
 * progetti", "tot 5 projecten". Group 1 is "up to"/"about" or nothing, group 2 the count.
 */
export const FOREIGN_COUNT =
  /(?<!\p{L})(?:(jusqu[’']à|environ|au maximum|até|cerca de|aproximadamente|hasta|alrededor de|bis zu|etwa|rund|fino a|circa|massimo|tot|ongeveer|maximaal)\s+)?(\d{1,4})\s+(?:projets|lauréats|bourses|prix|projetos|propostas|bolsas|prêmios|proyectos|propuestas|becas|premios|projekte|vorhaben|stipendien|progetti|proposte|borse|premi|projecten|beurzen|prijzen)(?!\p{L})/iu;
/** Verbs of funding or choosing that make such a count the number of grants, not of applications sent. */
export const FOREIGN_COUNT_VERB =
  /(?<!\p{L})(?:soutenir|soutenus|financer|financés|sélectionnés|retenus|apoiar|apoiados|financiar|financiados|selecionad[oa]s|apoyar|apoyados|financiarán|seleccionad[oa]s|fördern|gefördert|ausgewählt|sostenere|finanziare|finanziati|selezionati|ondersteunen|ondersteund|gefinancierd|geselecteerd)(?!\p{L})/iu;
/** A count of what was sent, or of a past round: no number of grants. */
export const FOREIGN_COUNT_EXCLUDE =
  /(?<!\p{L})(?:reçus?|déposés?|recebid[oa]s?|inscrit[oa]s?|recibid[oa]s?|presentad[oa]s?|eingereicht|eingegangen|ricevut[ei]|presentat[ei]|ontvangen|ingediend|en \d{4}|em \d{4}|im jahr \d{4}|nel \d{4}|in \d{4})(?!\p{L})/iu;
