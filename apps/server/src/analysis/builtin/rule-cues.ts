/**
 * Cue words of eligibility rules and required documents in the languages calls are written in
 * besides English. The English rules in `eligibility.ts` and `documents.ts` stay as they are; these
 * lexicons are used only when `languageOf` (languages.ts) says the call is not English, so an English call with
 * a quoted foreign name reads exactly as before. Each lexicon holds general phrasing of a language
 * ("podrán solicitar", "sont éligibles", "antragsberechtigt sind"), not the words of one call.
 */

import type { Language } from './languages';

/** A word boundary that knows accented letters (`\b` does not: "\béligible" never matches " éligible"). */
const BOUNDARY = String.raw`(?:(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_])|(?<=[\p{L}\p{N}_])(?![\p{L}\p{N}_]))`;
function words(pattern: RegExp): RegExp {
  return new RegExp(pattern.source.replaceAll(String.raw`\b`, BOUNDARY), `${pattern.flags}u`);
}

export type EligibilityCues = {
  /** A heading or question over a section of who may apply ("Wer ist antragsberechtigt?"). */
  section: RegExp;
  /** A sentence or lead-in that says who may apply ("Podem participar …", "le projet doit être porté par :"). */
  eligible: RegExp;
  /** …or who may not ("Nicht antragsberechtigt sind", "ne sont pas éligibles"). */
  ineligible: RegExp;
};

const ELIGIBILITY: Record<Exclude<Language, 'en'>, EligibilityCues> = {
  es: {
    section: words(
      /\bbeneficiari[oa]s\b|\brequisitos\b|\bqui[eé]n(?:es)? pued(?:e|en)\b|\bpodr[aá]n (?:solicitar|participar|postular)\b|\bsolicitantes\b|\bparticipantes\b|\bpostulantes\b|\belegib/i,
    ),
    eligible: words(
      /\bpod(?:r[aá]n|r[aá]|ran|an)\s+(?:solicitar|participar|postular|presentar|acceder|concurrir|optar|beneficiarse|ser beneficiari|obtener la condici[oó]n de beneficiari)\w*|\bpued(?:en|an) (?:solicitar|participar|postular|presentar|acceder|concurrir|optar|beneficiarse|ser beneficiari\w*)\b|\b(?:son|ser[aá]n|podr[aá]n ser) (?:beneficiari[oa]s|elegibles)\b|\bdirigid[oa]s? (?:a|exclusivamente a)\b|\bdestinatari[oa]s\b/i,
    ),
    ineligible: words(
      /\bno (?:podr[aá]n|pueden|ser[aá]n|son) (?:solicitar|participar|postular|presentar|ser beneficiari\w*|obtener la condici[oó]n de beneficiari\w*|elegibles)\b|\bquedan excluid[oa]s\b|\bexcluid[oa]s\b/i,
    ),
  },
  fr: {
    section: words(
      /\b[ée]ligib|\bb[ée]n[ée]ficiaires\b|\bqui peut (?:candidater|postuler|d[ée]poser|b[ée]n[ée]ficier|participer|r[ée]pondre)\b|\bporteurs? de projets?\b|\bpublics? (?:cibles?|vis[ée]s)\b|\bpour participer\b/i,
    ),
    eligible: words(
      /\bpeuvent (?:b[ée]n[ée]ficier|candidater|d[ée]poser|postuler|participer|solliciter|pr[ée]senter|r[ée]pondre)\b|\b(?:sont|est|seront) [ée]ligibles?\b|\bpourront (?:b[ée]n[ée]ficier|candidater|d[ée]poser|participer|postuler)\b|\bouvert(?:e|s|es)? aux\b|\b(?:doit|peut|devra) [êe]tre port[ée] par\b|\bdestin[ée](?:e|s|es)? (?:aux|à)\b|\b(?:associations|structures|organismes|candidats|porteurs de projets?|b[ée]n[ée]ficiaires)(?: [ée]ligibles)? doivent\b|\bpeu(?:t|vent|vent seuls|vent seules) pr[ée]tendre\b/i,
    ),
    ineligible: words(
      /\bne (?:sont|est|seront) pas [ée]ligibles?\b|\bne (?:peuvent|pourront) pas (?:b[ée]n[ée]ficier|candidater|d[ée]poser|postuler|participer)\b|\bsont exclu(?:e|s|es)?\b|\bin[ée]ligibles?\b|\bnon[- ][ée]ligibles?\b|\bne (?:peut|peuvent|pourra|pourront) (?:pas )?pr[ée]tendre\b/i,
    ),
  },
  pt: {
    section: words(
      /\bquem pode (?:participar|se inscrever|concorrer|enviar|apresentar)\b|\belegib|\bp[uú]blico(?:[- ]alvo| priorit[aá]rio)\b|\bperfil das organiza[çc][õo]es\b|\bproponentes\b/i,
    ),
    eligible: words(
      /\b(?:podem|poder[aã]o) (?:participar|se inscrever|inscrever-se|candidatar|concorrer|apresentar|submeter|enviar|mandar)\b|\b(?:s[aã]o|ser[aã]o) eleg[ií]veis\b|\bpodem ser benefici[aá]ri|\b(?:podem|poder[aã]o) beneficiar-se\b|\bp[uú]blico(?:[- ]alvo| priorit[aá]rio)\b|\b(?:qualquer|toda) organiza[çc][aã]o pode\b|\bs[oó] ser[aá] aceita\b/i,
    ),
    ineligible: words(
      /\bn[aã]o (?:podem|poder[aã]o) (?:participar|se inscrever|candidatar|concorrer)\b|\bn[aã]o (?:s[aã]o|ser[aã]o) eleg[ií]veis\b|\bvedada a participa[çc][aã]o\b|\b(?:est[aã]o|ficam) impedid[oa]s\b/i,
    ),
  },
  de: {
    section: words(
      /antragsberechtigt|\bwer kann\b|f[öo]rderberechtigt|teilnahmeberechtigt|\bwer wird gef[öo]rdert\b|\bzuwendungsempf[äa]nger\b|\bantragsteller\w*\b(?!.*\bunterlagen\b)/i,
    ),
    eligible: words(
      /antragsberechtigt|f[öo]rderberechtigt|teilnahmeberechtigt|\b(?:k[öo]nnen|d[üu]rfen) (?:sich )?(?:[^\s.]+ ){0,5}?(?:(?:einen )?Antr[äa]ge? stellen|bewerben|teilnehmen)\b|\bAntragstell(?:er|ende)\w*(?: \w+)? (?:m[üu]ssen|muss|sollten|sollte)\b|\b(?:muss|m[üu]ssen) (?:der|die) Antragstell\w*|\bals Antragstell\w* kommen\b|\b(?:der|die) Zuwendungsempf[äa]nger\w* (?:muss|m[üu]ssen)\b/i,
    ),
    ineligible: words(
      /\bnicht (?:antragsberechtigt|f[öo]rderberechtigt|teilnahmeberechtigt)\b|\b(?:sind|werden)\b[^.]{0,60}\bausgeschlossen\b|\bk[öo]nnen (?:sich )?nicht (?:bewerben|teilnehmen)\b|\bkeinen? Antr[äa]ge? stellen\b|\bAntr[äa]ge von\b[^.]{0,60}\b(?:werden|sind) nicht\b/i,
    ),
  },
  it: {
    section: words(
      /\bchi pu[oò] (?:partecipare|presentare|richiedere)\b|\bsoggetti (?:ammessi|beneficiari|destinatari)\b|\bbeneficiari\b|\brequisiti\b|\bdestinatari\b/i,
    ),
    eligible: words(
      /\b(?:possono|potranno) (?:partecipare|presentare|proporre|richiedere|chiedere|accedere|beneficiare|candidarsi)\b|\bpossono essere richiest[ie] (?:dai|dalle|dagli|da)\b|\b(?:sono|saranno) ammess[ie]\b|\bsoggetti ammessi\b|\bpossono beneficiare\b|\bi beneficiari (?:sono|possono essere)\b|\b(?:soggett[oi] richiedent[ie]|richiedent[ie])\b[^.:]{0,100}\bdev(?:e|ono)\b(?! (?:presentare|allegare|inviare|trasmettere)\b)/i,
    ),
    ineligible: words(
      /\bnon (?:possono|potranno) (?:partecipare|presentare|richiedere|accedere|beneficiare)\b|\bsono esclus[ie]\b|\bnon (?:sono|saranno) ammess[ie]\b|\b(?:beneficiari|soggetti|richiedenti)\b[^.]{0,40}\bnon devono\b/i,
    ),
  },
  nl: {
    section: words(
      /\bwie (?:kan|kunnen|mag|mogen)\b|\bdoor wie\b|\bin aanmerking\b|\bvoor wie\b|\bdoelgroep\b|\baanvragers?\b/i,
    ),
    eligible: words(
      /\bkomen in aanmerking\b|\bkomt in aanmerking\b|\b(?:kunnen|kan|mogen|mag) (?:een )?(?:subsidie )?aanvragen\b|\bkunt u (?:een )?subsidie aanvragen\b|\b(?:is|zijn) bedoeld voor\b|\baanvragers? (?:moet|moeten)\b|^(?:de )?subsidies?\b[^.(]{0,60}\b(?:wordt|worden) (?:slechts|alleen|uitsluitend) verstrekt aan\b/i,
    ),
    ineligible: words(
      /\b(?:komen|komt) niet in aanmerking\b|\b(?:kunnen|kan|mogen|mag) geen (?:subsidie )?aanvragen\b|\bzijn uitgesloten\b/i,
    ),
  },
};

/** The eligibility cues of a language; null for English (its rules are in `eligibility.ts`). */
export function eligibilityCues(language: Language): EligibilityCues | null {
  return language === 'en' ? null : ELIGIBILITY[language];
}

export type DocumentCues = {
  /** What the application goes with, a list in a sentence after it ("acompañado de una memoria …, presupuesto …"). */
  accompanied: RegExp;
  /** A heading or lead-in of the documents to send ("Pièces à joindre", "einzureichende Unterlagen"). */
  leadIn: RegExp;
  /** An item that points to anything else ("andere informatie die relevant kan zijn"): no document. */
  other: RegExp;
};

const DOCUMENTS: Record<Exclude<Language, 'en'>, DocumentCues> = {
  es: {
    accompanied: words(/\bacompa[ñn]ad[oa]s? (?:de|por)\s+|\bjunto con\s+/i),
    leadIn: words(
      /\bdocumentaci[oó]n (?:a presentar|requerida|necesaria|obligatoria|que (?:se )?deb(?:e|er[aá])n?)\b|\bdocumentos (?:a presentar|requeridos|necesarios|obligatorios|que (?:se )?deben)\b|\b(?:deber[aá]n? (?:presentar|adjuntar|acompa[ñn]ar)|se deber[aá]n? (?:presentar|adjuntar))\b[^:]*:\s*$|\b(?:acompa[ñn]ad[oa]s? de|adjuntar)\b[^:]*:\s*$/i,
    ),
    other: words(/^(?:otros?|otras?|cualquier otr[oa])\b/i),
  },
  fr: {
    accompanied: words(/\baccompagn[ée]e?s? (?:de|d['’]|par)\s*|\bjoindre\s+/i),
    leadIn: words(
      /\bpi[èe]ces (?:[àa] (?:joindre|fournir|produire)|justificatives|obligatoires|constitutives)\b|\bdocuments (?:[àa] (?:joindre|fournir)|obligatoires|requis)\b|\bdossier (?:doit|devra) (?:comprendre|contenir|comporter)\b|\bcomposition du dossier\b/i,
    ),
    other: words(/^(?:autres?|tout autre|toute autre)\b/i),
  },
  pt: {
    accompanied: words(/\bacompanhad[oa]s? (?:de|d[oa]s?|por)\s+|\bjuntamente com\s+/i),
    leadIn: words(
      /\bdocumentos (?:necess[aá]rios|exigidos|obrigat[oó]rios|a serem (?:enviados|apresentados|anexados)|para (?:inscri[çc][aã]o|envio))\b|\bdocumenta[çc][aã]o (?:necess[aá]ria|exigida|obrigat[oó]ria)\b|\b(?:anexar|enviar|apresentar) (?:os seguintes|a seguinte)\b/i,
    ),
    other: words(/^(?:outros?|outras?|qualquer outr[oa])\b/i),
  },
  de: {
    accompanied: words(/\bzusammen mit\s+|\bbeizuf[üu]gen sind\s+/i),
    leadIn: words(
      /\b(?:einzureichende|erforderliche|ben[öo]tigte|notwendige|folgende) (?:Unterlagen|Dokumente|Nachweise)\b|^einzureichen sind\b[^:]*:\s*$|\bdem Antrag (?:sind|ist) (?:folgende )?\w*\s*beizuf[üu]gen\b|\bAntragsunterlagen\b|\b(?:Antrag|Bewerbung) (?:muss|sollte|m[üu]ssen) (?:folgende \w+ )?enthalten\b/i,
    ),
    other: words(/^(?:weitere|sonstige|andere)\b/i),
  },
  it: {
    accompanied: words(/\bcorredat[aoie] (?:da|dai|dalla|dalle|di)\s+|\baccompagnat[aoie] (?:da|dai|dalla|dalle)\s+/i),
    leadIn: words(
      /\bdocumentazione (?:da (?:allegare|presentare|produrre)|richiesta|necessaria|obbligatoria)\b|\bdocumenti (?:da (?:allegare|presentare)|richiesti|necessari|obbligatori)\b|\b(?:allegare|allegati|allegando)\b[^:]*:\s*$|\b(?:allegando|allegare) (?:i seguenti|la seguente)\b|\bcorredat[ao] (?:dai|dalla|dalle|da)\b/i,
    ),
    other: words(/^(?:altri|altre|ogni altr[ao]|eventuali)\b/i),
  },
  nl: {
    accompanied: words(/\bvergezeld van\s+|\bsamen met\s+/i),
    leadIn: words(
      /\bbijlagen\b|\bbenodigde (?:informatie|documenten|stukken|gegevens)\b|\b(?:mee ?(?:te )?sturen|bijvoegen|meezenden|toevoegen|uploaden)\b[^:]*:\s*$|\bstuur\b[^:]*\bmee\s*:\s*$|^meesturen$|\b(?:stuur|voeg) (?:de volgende|ook)\b/i,
    ),
    other: words(/^(?:andere|overige|eventuele)\b/i),
  },
};

/** The document cues of a language; null for English (its rules are in `documents.ts`). */
export function documentCues(language: Language): DocumentCues | null {
  return language === 'en' ? null : DOCUMENTS[language];
}
