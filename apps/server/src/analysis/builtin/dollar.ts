/** "$" is the US dollar unless the document is written in another dollar. */
export function dollarOf(text: string): string {
  if (/\bAUD\b|\bA\$|\bAU\$|Australian dollars?/.test(text)) return 'AUD';
  if (/\bNZD\b|\bNZ\$|New Zealand dollars?/.test(text)) return 'NZD';
  if (/\bCAD\b|\bC\$|\bCA\$|Canadian dollars?/.test(text)) return 'CAD';
  if (/\bUSD\b|\bUS\$|\bU\.S\. dollars?/.test(text)) return 'USD';
  // Else the dollar of the country the call is written for, when one is named far more than the US.
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  const us = count(/\bUnited States\b|\bU\.S\.|\bAmerican?\b|\bfederal\b/gi);
  // Cities and states count (two mentions at least, and twice the US's): a council's page names
  // its town, not its country. Web and email addresses count too: a page on creativenz.govt.nz is written in New Zealand dollars.
  const countries: [string, number][] = [
    [
      'AUD',
      count(
        /\bAustralia(?:n|ns)?\b|\bA[CEW][SD]T\b|\bABN\b|\bNew South Wales\b|\bNSW\b|\bQueensland\b|\bTasmania(?:n)?\b|\bNorthern Territory\b|\bSydney\b|\bMelbourne\b|\bBrisbane\b|\bAdelaide\b|\bCanberra\b|\bHobart\b|\bShire Council\b|\bTorres Strait\b/g,
      ) +
        2 * count(/[a-z0-9-]\.(?:gov|org|com|edu|net|asn)\.au\b/g),
    ],
    [
      'NZD',
      count(
        /\bNew Zealand(?:ers?)?\b|\bAotearoa\b|\bNZ[SD]T\b|\bM[āa]ori\b|\biwi\b|\bAuckland\b|\bChristchurch\b|\bWaikato\b|\bOtago\b|\bDunedin\b|\bTauranga\b|\bRotorua\b|\bWhang[āa]rei\b|\bwh[āa]nau\b|\bhap[ūu]\b|\bmarae\b/g,
      ) +
        2 * count(/[a-z0-9-]\.(?:govt|org|co|ac|net)\.nz\b/g),
    ],
    [
      'CAD',
      // Provinces, the harmonised sales tax and the federal research councils are Canada's alone.
      count(
        /\bCanad(?:a|ian|ians)\b|\bToronto\b|\bMontr[ée]al\b|\bVancouver\b|\bOttawa\b|\bCalgary\b|\bEdmonton\b|\bWinnipeg\b|\bOntario\b|\bQu[ée]bec\b|\bBritish Columbia\b|\bAlberta\b|\bManitoba\b|\bSaskatchewan\b|\bNova Scotia\b|\bNew Brunswick\b|\bNewfoundland\b|\bHST\b|\bSSHRC\b|\bNSERC\b|\bCIHR\b|\bTri-(?:Agency|Council)\b/g,
      ) +
        2 * count(/[a-z0-9-]\.(?:gc\.)?ca\b/g),
    ],
  ];
  // "$" in a call for Jamaica is the Jamaican dollar ("obtain up to $500,000" from the United Way of Jamaica).
  countries.push(['JMD', count(/\bJamaica(?:n|ns)?\b/g) + 2 * count(/[a-z0-9-]\.(?:gov|org|com|edu)\.jm\b/g)]);
  // "$" in a call for Chile is the Chilean peso ("Entre $2.000.000 hasta $10.000.000").
  countries.push(['CLP', count(/\bChile(?:n[oa]s?)?\b/g) + 2 * count(/[a-z0-9-]\.(?:gob|gov|org|com)?\.?cl\b/g)]);
  const [code, mentions] = countries.reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return mentions >= 2 && mentions > 2 * us ? code : 'USD';
}
