import { describe, expect, it } from 'vitest';
import { findAmounts, toDecimal } from './amounts';
import { analyzePlain } from './test-helpers';

const awardOf = (text: string) => {
  const { award } = analyzePlain(text);
  return {
    currency: award.currency,
    min: award.min?.value ?? null,
    max: award.max?.value ?? null,
    typical: award.typical?.value ?? null,
    totalBudget: award.totalBudget?.value ?? null,
    numberOfAwards: award.numberOfAwards?.value ?? null,
  };
};
const none = { currency: null, min: null, max: null, typical: null, totalBudget: null, numberOfAwards: null };

describe('amounts', () => {
  it('reads every notation into an exact decimal and an ISO code', () => {
    const read = (text: string) => findAmounts(text, 'USD').map(({ value, currency }) => `${currency} ${value}`);
    expect(read('$50,000')).toEqual(['USD 50000']);
    expect(read('US$ 1.2 million')).toEqual(['USD 1200000']);
    expect(read('£1.2 million')).toEqual(['GBP 1200000']);
    expect(read('EUR 1,000,000.00')).toEqual(['EUR 1000000.00'.replace(/\.00$/, '')]);
    expect(read('AUD 5k')).toEqual(['AUD 5000']);
    expect(read('NZD 7,240.06')).toEqual(['NZD 7240.06']);
    expect(read('€5k–€20k')).toEqual(['EUR 5000', 'EUR 20000']);
    expect(read('1 000 000 EUR')).toEqual(['EUR 1000000']);
    expect(read('€1.500.000,00')).toEqual(['EUR 1500000']);
    expect(read('5,000 euros')).toEqual(['EUR 5000']);
    expect(read('a ceiling of 750,000€ and 2.500.000 € in all')).toEqual(['EUR 750000', 'EUR 2500000']);
    expect(read('£ sign after: 12 000£')).toEqual(['GBP 12000']);
    expect(read('up to 13 MNOK, 2.5 MEUR or 750 k€')).toEqual(['NOK 13000000', 'EUR 2500000', 'EUR 750000']);
    expect(read('at least 400.000 Euros')).toEqual(['EUR 400000']);
    expect(read('in 2027, 30% of 12 projects')).toEqual([]);
    expect(read('ALL 5 applicants')).toEqual([]);
    expect(read('ahead of COP 28 in Dubai, written in PHP 8')).toEqual([]);
    expect(read('EUR 2000 or USD 75,000')).toEqual(['EUR 2000', 'USD 75000']);
    expect(read('up to GBP5,000 or EUR10000')).toEqual(['GBP 5000', 'EUR 10000']);
    expect(read('ahead of COP28, written in PHP8')).toEqual([]);
    expect(read('GH₵ 20,000 and GH¢5,000')).toEqual(['GHS 20000', 'GHS 5000']);
  });

  it('scales without floats', () => {
    expect(toDecimal('1.2', 6)).toBe('1200000');
    expect(toDecimal('0.75', 3)).toBe('750');
    expect(toDecimal('7,240.06', 0)).toBe('7240.06');
    expect(toDecimal('2.345678', 6)).toBe('2345678');
  });
});

describe('award', () => {
  it('reads a range, a typical award, the total budget and the number of awards', () => {
    expect(
      awardOf(
        'Grants of between £10,000 and £50,000 are available. The average award is £30,000. The total funding available is £1.2 million and we expect to make up to 10 grants.',
      ),
    ).toEqual({
      currency: 'GBP',
      min: '10000.00',
      max: '50000.00',
      typical: '30000.00',
      totalBudget: '1200000.00',
      numberOfAwards: 10,
    });
    expect(awardOf('Funding: €5k–€20k per project.')).toMatchObject({
      currency: 'EUR',
      min: '5000.00',
      max: '20000.00',
    });
    expect(awardOf('Applicants may request up to NZD 7,240.06 for this grant.')).toMatchObject({
      currency: 'NZD',
      max: '7240.06',
    });
    expect(awardOf('The budget of the call is EUR 1,000,000.00.')).toMatchObject({ totalBudget: '1000000.00' });
    expect(awardOf('The maximum grant is AUD 5k.')).toMatchObject({ currency: 'AUD', max: '5000.00' });
  });

  it('reads a fixed grant as both floor and ceiling, and labelled figures in a fact box', () => {
    expect(awardOf('Successful applicants will be awarded a grant of $1,000.')).toMatchObject({
      min: '1000.00',
      max: '1000.00',
    });
    expect(
      awardOf(
        '- Budget\n- €5,000,000\n- Min Grant Amount\n- €2,000,000\n- Max Grant Amount\n- €5,000,000\n- Expected Number of Grants\n- 2\n',
      ),
    ).toEqual({
      currency: 'EUR',
      min: '2000000.00',
      max: '5000000.00',
      typical: null,
      totalBudget: '5000000.00',
      numberOfAwards: 2,
    });
  });

  it('reads a US federal fact sheet and an EU range whose word scales both ends', () => {
    expect(
      awardOf(
        'Estimated Total Program Funding: $2,000,000\n\nAward Ceiling: $250,000\n\nAward Floor: $50,000\n\nExpected Number of Awards: 8',
      ),
    ).toEqual({
      currency: 'USD',
      min: '50000.00',
      max: '250000.00',
      typical: null,
      totalBudget: '2000000.00',
      numberOfAwards: 8,
    });
    expect(
      awardOf(
        'The EU contribution per project is expected to be between EUR 3 and 4 million. Indicative budget: EUR 12.00 million.',
      ),
    ).toMatchObject({ min: '3000000.00', max: '4000000.00', totalBudget: '12000000.00' });
    expect(
      awardOf('Awards will be announced in June 2027. Previous awards have ranged from $5,000 to $25,000.'),
    ).toEqual(none);
  });

  it('reads "grants totalling" as the budget', () => {
    expect(awardOf('The Foundation will award grants totalling $1 million.')).toMatchObject({
      totalBudget: '1000000.00',
      min: null,
      max: null,
    });
  });

  it('takes the highest ceiling of several tiers', () => {
    expect(
      awardOf('The maximum grant amount is €200,000 per small-scale project and €1,000,000 per medium project.'),
    ).toMatchObject({ max: '1000000.00' });
  });

  it('never takes a cap per organisation, a threshold, a previous round, an example or a co-funding rate for the award', () => {
    expect(awardOf('No organisation may receive more than £500,000 per organisation across all programmes.')).toEqual(
      none,
    );
    expect(awardOf('Organisations with an annual income above £5 million cannot apply.')).toEqual(none);
    expect(awardOf('An audit certificate is required when the grant exceeds EUR 325,000.')).toEqual(none);
    expect(awardOf('Last year we awarded grants of up to £40,000 to 25 projects.')).toEqual(none);
    expect(awardOf('For example, a project costing €100,000 would receive €80,000.')).toEqual(none);
    expect(awardOf('Applicants must provide match funding of at least $10,000.')).toEqual(none);
    expect(awardOf('Typically, one in four applications get funded.')).toEqual(none);
    expect(awardOf('Projects must have a total budget of at least €500,000.')).toEqual(none);
    expect(awardOf('Total project costs must not exceed €300,000.')).toEqual(none);
    expect(awardOf('Up to £5,000 can be requested for equipment.')).toEqual(none);
    expect(awardOf('Applicants must have at least $25,000 in reserves.')).toEqual(none);
    expect(
      awardOf('Grants typically range from $10,000 to $50,000. The total maximum grant award is $300,000.'),
    ).toEqual(none);
  });

  it('leaves out past support, a cap per organisation across applications, a conversion and a vague count', () => {
    expect(awardOf('Over the past decade the scheme has funded 140 projects with grants of up to €30,000.')).toEqual(
      none,
    );
    expect(awardOf('Since its creation the fund has supported artists with awards of £2,000.')).toEqual(none);
    expect(awardOf('A host institution can hold up to $2 million in total across its awards.')).toEqual(none);
    expect(awardOf('Each lab may receive up to £400,000 in total under the scheme.')).toMatchObject({
      totalBudget: null,
    });
    expect(
      awardOf(
        'Total budget for the call: CHF 6 million (approximately EUR 6.2 million), with grants of up to CHF 600,000 each.',
      ),
    ).toMatchObject({ currency: 'CHF', totalBudget: '6000000.00', max: '600000.00' });
    expect(awardOf('We plan to fund 8 to 12 projects.').numberOfAwards).toBeNull();
    expect(awardOf('We expect to fund more than 40 projects.').numberOfAwards).toBeNull();
    expect(awardOf('We expect to fund 12 projects.').numberOfAwards).toBe(12);
  });

  it('reads "will be making at least 24 awards" as the number of awards, not what a council made before', () => {
    expect(
      awardOf('The Council will be making at least 24 awards valued between €400k and €600k in the first call.'),
    ).toMatchObject({ numberOfAwards: 24, min: '400000.00', max: '600000.00' });
    expect(awardOf('The foundation is making 15 grants of £5,000 this year.').numberOfAwards).toBe(15);
    expect(awardOf('Last year the trust was making 30 awards of £2,000 to local groups.').numberOfAwards).toBeNull();
    expect(awardOf('Organisations making more than two applications will be rejected.').numberOfAwards).toBeNull();
  });

  it('reads a count that starts a sentence or names its awards with a capital', () => {
    expect(awardOf('Twenty fellowships are available.').numberOfAwards).toBe(20);
    expect(awardOf('Up to 36 Fellowships will be offered in 2027.').numberOfAwards).toBe(36);
    expect(awardOf('Last year 36 Fellowships were awarded.').numberOfAwards).toBeNull();
    expect(awardOf('Two Applications per organisation may be submitted.').numberOfAwards).toBeNull();
    // What an applicant may send is no count of awards.
    expect(awardOf('You can make two Arts Grants applications per financial year.').numberOfAwards).toBeNull();
    expect(awardOf('Organisations may hold three Project Grants at any one time.').numberOfAwards).toBeNull();
  });

  it("leaves out what a department awarded in a past fiscal year, but not this year's funds", () => {
    expect(awardOf('In FY 2014, the Department awarded 24 grants totalling $75 million.')).toEqual(none);
    expect(awardOf('In fiscal year 2015 the Agency funded 12 projects of up to $3 million each.')).toEqual(none);
    expect(awardOf('The Ministry awarded grants of up to €50,000 to 30 organisations.')).toEqual(none);
    expect(awardOf('In FY 2027, the Department expects to award grants of up to $500,000.')).toMatchObject({
      max: '500000.00',
    });
  });

  it("leaves out a past competition's statistics: averages, results and success rates", () => {
    expect(awardOf('The average grant in 2022 was £15,000.')).toEqual(none);
    expect(awardOf('Success rate in the last competition: 22%; average award $85,000.')).toEqual(none);
    expect(awardOf('The 2019 competition funded 45 projects with an average value of €120,000.')).toEqual(none);
    expect(awardOf('Results of the 2013 competition: 150 grants awarded, total $30 million.')).toEqual(none);
    // This call's own figures, with its year, are kept.
    expect(awardOf('The average grant in 2027 will be £15,000.')).toMatchObject({ typical: '15000.00' });
    expect(awardOf('The 2027 competition will fund up to 45 grants of up to €120,000.')).toMatchObject({
      max: '120000.00',
      numberOfAwards: 45,
    });
  });

  it('leaves out what the funder made or funded before, and what past recipients received', () => {
    expect(awardOf('The Foundation made grants totalling $3.2 million in 2023.')).toEqual(none);
    expect(awardOf('We funded 12 projects worth a total of £600,000 in the 2022 round.')).toEqual(none);
    expect(awardOf('Past recipients received awards of $10,000 each.')).toEqual(none);
    // This call's own figures, in the present or future, stay.
    expect(awardOf('The Foundation will make grants of up to $50,000.').max).toBe('50000.00');
    expect(awardOf('Projects supported by the fund can receive grants of up to £5,000.').max).toBe('5000.00');
  });

  it('reads a range whose low end is a bare number before the figure, unless its scale is unclear', () => {
    expect(awardOf('Funding that may be requested for a project: 2-3 million CHF.')).toMatchObject({
      min: '2000000.00',
      max: '3000000.00',
    });
    expect(awardOf('Funding that may be requested for a project: 40-90 000 EUR.')).toEqual(none);
  });

  it('reads what a figure is for only up to the end of its clause, and a budget for a group of partners as no award', () => {
    expect(awardOf('We offer grants from £3,000 to £12,000 to cover running costs, salaries and rent.')).toMatchObject({
      min: '3000.00',
      max: '12000.00',
    });
    expect(awardOf('Up to €8,000 can be requested for travel.')).toEqual(none);
    expect(awardOf('Available budget for Baltic partners: up to EUR 900,000')).toEqual(none);
    expect(awardOf('The council has budgeted $30,000 for the scheme this year.')).toMatchObject({
      totalBudget: '30000.00',
    });
    expect(awardOf('A maximum of SEK 2 million may be awarded per project.')).toMatchObject({ max: '2000000.00' });
  });

  it('leaves out what an applicant has received before, and a breakdown of one award as a count', () => {
    expect(awardOf('You cannot apply if you have received more than £15,000 in grants in the last 12 months.')).toEqual(
      none,
    );
    expect(awardOf('The largest award is £6,000 (two grants of £3,000) over two years.').numberOfAwards).toBeNull();
    expect(awardOf('The scheme will contribute up to $5,000 to up to 12 projects.').numberOfAwards).toBe(12);
  });

  it('reads a list of fixed levels as floor and ceiling, and not a tier of prizes as the award', () => {
    expect(
      awardOf('You may request a grant at one of these levels: $10,000, $20,000, $40,000 or $80,000.'),
    ).toMatchObject({ min: '10000.00', max: '80000.00' });
    expect(awardOf('The prize fund totals £40,000, with a first prize of £20,000.')).toMatchObject({
      min: null,
      max: null,
      totalBudget: '40000.00',
    });
  });

  it('reads "Budget should not exceed" in a list of conditions as the ceiling, not a total budget or a cost', () => {
    const conditions = (line: string) =>
      awardOf(`Conditions for acceptance of application:\nDetailed proposal\n${line}\nValid tax certificate\n`);
    expect(conditions('Budget should not exceed R1 000 000.00')).toMatchObject({ currency: 'ZAR', max: '1000000.00' });
    expect(conditions('The proposed budget must not exceed £50,000')).toMatchObject({ max: '50000.00' });
    expect(conditions('Total project costs should not exceed £50,000')).toEqual(none);
    expect(conditions('Equipment items should not exceed £5,000')).toEqual(none);
    expect(conditions('The organisation’s annual budget must not exceed £250,000')).toEqual(none);
  });

  it('reads gifts from the foundation as its awards, not gifts an applicant receives', () => {
    expect(awardOf('Gifts from the foundation are typically around $5,000.')).toMatchObject({
      currency: 'USD',
      typical: '5000.00',
    });
    expect(awardOf('Gifts from the trust rarely exceed £2,000.')).toMatchObject({ max: '2000.00' });
    expect(awardOf('Applicants must declare gifts of more than $5,000 received from donors.')).toEqual(none);
    expect(awardOf('Donations from the public of up to £500 count as match funding.')).toEqual(none);
  });

  it("reads a category's budget cap as a ceiling, so the highest ceiling stated is the max", () => {
    expect(
      awardOf(
        'We offer funding of up to £1,200,000 for research projects. The budget cap for randomised controlled trial project applications is £1,440,000, if required and justified.',
      ),
    ).toMatchObject({ currency: 'GBP', max: '1440000.00' });
    expect(awardOf('The grant limit for community groups is £10,000.')).toMatchObject({ max: '10000.00' });
    // An item's or an organisation's cap is no award ceiling.
    expect(awardOf('The budget cap for equipment is £5,000.')).toEqual(none);
    expect(awardOf('The budget limit for travel costs of each partner is €2,000.')).toEqual(none);
  });

  it('reads a budget cap as the ceiling', () => {
    expect(awardOf('The grant cap is €90,000.')).toMatchObject({ max: '90000.00' });
  });

  it('does not report a figure per year as the award, and says so', () => {
    const result = analyzePlain('Fellows receive up to $50,000 per year.');
    expect(result.award.max).toBeNull();
    expect(result.warnings).toContainEqual(expect.stringContaining('per period'));
    expect(awardOf('Teams may request up to $400,000 in direct costs per year.').max).toBeNull();
    expect(awardOf('We will award up to $40,000 per year in direct costs for up to two years.').max).toBeNull();
    expect(awardOf('The annual stipend is $35,000.').max).toBeNull();
  });

  it('reads a rate with its longest term as one award ceiling: rate times term', () => {
    const result = analyzePlain('Fellows receive up to $50,000 per year for three years.');
    expect(result.award).toMatchObject({ currency: 'USD', min: null, max: { value: '150000.00' } });
    expect(result.warnings).toContainEqual(expect.stringContaining('longest term'));
    expect(awardOf('Fellowships provide £50,000 per year for up to 3 years.').max).toBe('150000.00');
    expect(awardOf('Grants of up to €60,000 per year are available for a maximum of two years.').max).toBe('120000.00');
    expect(awardOf('The scholarship is worth €18,500 per annum for up to four years, plus fees.').max).toBe('74000.00');
    expect(awardOf('Bursaries of up to £1,500 per month for up to 6 months.').max).toBe('9000.00');
    expect(awardOf('A three-year fellowship of £30,000 per year.').max).toBe('90000.00');
    // A range per year, or a rate with no cue that it is the award, is not multiplied.
    expect(awardOf('Applicants may request between £20,000 and £50,000 per year for up to 3 years.').max).toBeNull();
    expect(awardOf('Salaries of £35,000 per year for two years are eligible costs.').max).toBeNull();
  });

  it('reads $ as the dollar of the country the call is for', () => {
    expect(
      awardOf('Grants of up to $20,000 are available to artists in Australia. Australian residents only.').currency,
    ).toBe('AUD');
    expect(awardOf('Grants of up to $20,000 are available. Apply at www.example.govt.nz.').currency).toBe('NZD');
    expect(awardOf('Grants of up to $20,000 are available.').currency).toBe('USD');
  });

  it("reads $ by a country's provinces, states, taxes and research councils", () => {
    expect(
      awardOf('Grow grants of up to $200,000 support Ontario non-profits. Costs are shown before HST.').currency,
    ).toBe('CAD');
    expect(awardOf('Grants of up to $75,000 from SSHRC. SSHRC funds research in the social sciences.').currency).toBe(
      'CAD',
    );
    expect(
      awardOf('To apply you must have an ABN. Grants of up to $20,000 for Australian community groups.').currency,
    ).toBe('AUD');
    expect(awardOf('Grants of up to $20,000 for Māori and iwi organisations.').currency).toBe('NZD');
    // One regional name is not enough, and the US named as often keeps the dollar American.
    expect(awardOf('Grants of up to $20,000 for groups in Alberta.').currency).toBe('USD');
    expect(
      awardOf('Grants of up to $20,000 for Ontario, California and United States groups; a federal program.').currency,
    ).toBe('USD');
  });

  it("takes a figure joined to an income threshold ('a minimum of £100,000 and a maximum of £1,000,000') as that threshold", () => {
    const text =
      'We award grants of £5,000 or £1,000.\nTo apply for a £1,000 grant, your operating income must be a minimum of £100,000 and a maximum of £1,000,000.';
    expect(awardOf(text)).toMatchObject({ currency: 'GBP', max: '5000.00' });
    // Joined to an award, the second figure is the award's.
    expect(awardOf('Grants are a minimum of £1,000 and a maximum of £10,000.')).toMatchObject({
      min: '1000.00',
      max: '10000.00',
    });
  });

  it("reads 'the overall sum of grants' as the call's budget", () => {
    expect(
      awardOf(
        'The overall sum of grants in year 2009 will amount to 45.000 USD, whilst the sum of individual grants will vary from 3.000 USD to 7.000 USD.',
      ),
    ).toMatchObject({ currency: 'USD', min: '3000.00', max: '7000.00', totalBudget: '45000.00' });
    expect(awardOf('The sum of individual grants will vary from 3.000 USD to 7.000 USD.').totalBudget).toBeNull();
  });
});

describe('award, engine 1.5.0', () => {
  it('reads "rarely exceed £5,000" as the ceiling, and a usual range as no floor or ceiling', () => {
    expect(
      awardOf('Grants to organisations are usually in the range of £200 to £2,000, and rarely exceed £5,000.'),
    ).toEqual({
      ...none,
      currency: 'GBP',
      max: '5000.00',
    });
    expect(awardOf('Grants to organisations are usually in the range of £200 to £2,000.')).toEqual(none);
  });

  it('reads what grants will help to buy as their use, not a qualifier that excludes the figure', () => {
    expect(
      awardOf('Small grants of between $1,000 and $5,000 will help to purchase much needed small equipment items.'),
    ).toMatchObject({ min: '1000.00', max: '5000.00' });
    // An equipment threshold is still no award.
    expect(awardOf('Items of equipment costing more than $5,000 need three quotes.')).toEqual(none);
  });

  it('reads "Funding of $16 million is available" as the total budget, "Grants of $5,000 are available" as one award', () => {
    expect(awardOf('Funding of $16 million is available to eligible community organisations.').totalBudget).toBe(
      '16000000.00',
    );
    expect(awardOf('Grants of $5,000 are available to eligible community organisations.')).toMatchObject({
      min: '5000.00',
      max: '5000.00',
      totalBudget: null,
    });
  });

  it('reads "the amount available for grants is approximately $300,000" as the budget, not a typical award', () => {
    expect(awardOf('The amount available for grants in FY 2026 is approximately $300,000.')).toEqual({
      ...none,
      currency: 'USD',
      totalBudget: '300000.00',
    });
    expect(awardOf('Awards will be approximately $30,000 each.').typical).toBe('30000.00');
  });

  it('reads what a project must cost, and contract values, as no award', () => {
    expect(awardOf('Eligible projects must cost between €50,000 and €500,000.')).toEqual(none);
    expect(awardOf('Total value of contracts awarded: EUR 1,200,000.')).toEqual(none);
    // The grant's own range, said of the grant, is still read.
    expect(awardOf('Grants of between €50,000 and €500,000 are available.')).toMatchObject({
      min: '50000.00',
      max: '500000.00',
    });
  });

  it('reports no award for an income band or a request threshold when the call states no award', () => {
    expect(
      awardOf(
        "Be able to demonstrate annual income in last financial year's reported accounts of between £50,000 and £10m",
      ),
    ).toEqual(none);
    expect(awardOf('If your request for funding is over $5,000 you should apply a minimum of 3 months ahead.')).toEqual(
      none,
    );
  });
});

describe('a listing\'s "Label: value" lines (engine 1.7.0)', () => {
  it('reads the figure by the label before the colon on its line', () => {
    const listing = awardOf(
      ['Location: EU 27', 'Budget: EUR 153,000,000', 'Award ceiling: EUR 2,500,000', 'Award floor: N/A'].join('\n'),
    );
    expect(listing.totalBudget).toBe('153000000.00');
    expect(listing.max).toBe('2500000.00');
    expect(listing.currency).toBe('EUR');
  });

  it('gives nothing for a label that names no field of the award, or a sentence with a colon', () => {
    expect(awardOf('Annual turnover: EUR 2,000,000').totalBudget).toBeNull();
    expect(awardOf('Note: projects costing more than £10,000 need a quote.').max).toBeNull();
    expect(awardOf('Registration fee: $50').max).toBeNull();
  });
});

describe('the South African rand written "R" (engine 1.7.0)', () => {
  const read = (text: string) => findAmounts(text, 'USD').map(({ value, currency }) => [value, currency]);

  it('reads "R" before grouped thousands or a scale word', () => {
    expect(read('Budget should not exceed R1 000 000.00')).toEqual([['1000000', 'ZAR']]);
    expect(read('Indicative budget: R7.5 mill in total')).toEqual([['7500000', 'ZAR']]);
    expect(read('Grants of up to R250,000 per project')).toEqual([['250000', 'ZAR']]);
    expect(awardOf('Indicative Budget: R7.5 mill total budget').totalBudget).toBe('7500000.00');
  });

  it('leaves grant codes and room numbers alone, and keeps R$ as the real', () => {
    expect(read('an R01 or R21 grant of $250,000')).toEqual([['250000', 'USD']]);
    expect(read('Room R2 at 10am')).toEqual([]);
    expect(read('R$ 5.000')).toEqual([['5000', 'BRL']]);
  });
});

describe('figures that are no award of this call', () => {
  it('leaves out hedged advice, what a sum could buy, another funder and news of grants made', () => {
    expect(
      awardOf(
        'Setting award sizes. Micro grants can be made available for groups to apply for smaller amounts of funding, perhaps up to £500.',
      ),
    ).toEqual(none);
    expect(
      awardOf('A grant of £500 could pay for a term of weekly coaching sessions for twenty young people.'),
    ).toEqual(none);
    expect(
      awardOf('Many groups also apply to the Awards for All programme, which offers grants of £300 to £20,000.'),
    ).toEqual(none);
    expect(
      awardOf(
        'The County Foundation has announced a grant of $10,000 from a local business in support of youth groups.',
      ),
    ).toEqual(none);
    expect(awardOf('The Foundation has announced grants totaling more than $49,000 to seven nonprofits.')).toEqual(
      none,
    );
    expect(awardOf('Our typical grant was £1,200.')).toEqual(none);
  });

  it('keeps an award announced as available and a stated ceiling', () => {
    expect(
      awardOf(
        'The Foundation has announced that grants of up to $30,000 are available to local nonprofit organizations.',
      ).max,
    ).toBe('30000.00');
    expect(awardOf('The fund offers grants of up to £5,000 to community groups.').max).toBe('5000.00');
    expect(awardOf('Typical grants are around £1,200.').typical).toBe('1200.00');
  });

  it('leaves out a threshold that only sorts grants for a procedure', () => {
    expect(awardOf('Grants over £1,000 are paid in two instalments.')).toEqual(none);
    expect(awardOf('Recipients of grants of £500 or less will only be asked for a short feedback form.')).toEqual(none);
    expect(awardOf('Projects with a total budget above USD 50,000 will be referred to headquarters.')).toEqual(none);
  });

  it('leaves out a threshold for a conversation with the funder, and never reads a bound as the one size', () => {
    expect(awardOf('Grants of £5,000 or more will need to be discussed with a grants officer first.')).toEqual(none);
    expect(awardOf('Grants of £500 or less are decided within a week.').min).toBe(null);
  });

  it('keeps a ceiling stated with a procedure', () => {
    expect(awardOf('Grants of up to £5,000 are considered by the grants committee each quarter.').max).toBe('5000.00');
    expect(awardOf('Grants are available from £500 to £2,000 and are paid in two instalments.').max).toBe('2000.00');
  });
});

describe('budget lines, project costs and past giving', () => {
  it('leaves out a cap on one line of the budget', () => {
    expect(awardOf('Staff costs may not exceed 20% of the grant or £5,000, whichever is lower.')).toEqual(none);
    expect(awardOf('Up to £500 of the grant may be spent on volunteer expenses.')).toEqual(none);
  });

  it("leaves out a cap on the project's total cost", () => {
    expect(awardOf('Grants are available to groups whose projects cost no more than £10,000 in total.')).toEqual(none);
  });

  it('leaves out giving in a past financial year, and a count read as the end of a range', () => {
    expect(awardOf('The Community Chest gave out £45,000 to 60 groups last financial year.')).toEqual(none);
    // A bare number below the figure is no upper end: "£2,000 to 15 groups" is not a range.
    expect(awardOf('The fund offers grants of up to £2,000 to 15 groups each year.').max).toBe('2000.00');
  });

  it('keeps a ceiling on the grant itself and a range of grant sizes', () => {
    expect(awardOf('Grants may not exceed £5,000.').max).toBe('5000.00');
    expect(awardOf('Grants of £2,000 to 10,000 are available.')).toMatchObject({ min: '2000.00', max: '10000.00' });
  });
});

describe('number of grants per area', () => {
  const countOf = (text: string) => analyzePlain(text).award.numberOfAwards?.value ?? null;
  it('is no number of grants of the call', () => {
    expect(countOf('The fund can support up to 10 applications from each ward.')).toBe(null);
    expect(countOf('The fund can support up to 10 projects per district.')).toBe(null);
  });
  it('keeps the number of grants of the call', () => {
    expect(countOf('The fund expects to support up to 10 projects.')).toBe(10);
    expect(countOf('The panel will select 12 proposals for funding.')).toBe(12);
  });
  it('is not the number of kinds of grant, nor a cap on grants held at the same time', () => {
    expect(
      countOf('There are two grants available: Small Grants of up to £1,000 and Main Grants of up to £10,000.'),
    ).toBe(null);
    expect(countOf('We offer three awards: Project Awards, Travel Awards and Research Awards.')).toBe(null);
    expect(countOf('Applicants may be funded for 2 projects at the same time.')).toBe(null);
    expect(countOf('Two grants will be awarded this year.')).toBe(2);
  });
  it('is not the number of applications the funder expects to receive', () => {
    expect(countOf('We anticipate receiving 150 applications and funding about 20.')).toBe(null);
  });
});

describe("what the funder gave or gives in general, not this call's offer", () => {
  it('leaves out the range of grants made so far and the sum of a list of past grants', () => {
    expect(awardOf('Grants have ranged from $500 to $250,000.')).toEqual(none);
    expect(awardOf('Our grants have varied from $5,000 to $400,000.')).toEqual(none);
    // Money the funder itself received to run the scheme is no grant it offers.
    expect(awardOf('The Foundation received a grant of $500,000 from the State to run this programme.')).toEqual(none);
    expect(
      awardOf('Recovery Grant 2020: £77,059.00\nRecovery Grant 2021: £79,036.00\n\nTotal: £156,095.00').totalBudget,
    ).toBe(null);
  });

  it("leaves out the funder's yearly giving but keeps a call's budget", () => {
    expect(
      awardOf('The Foundation makes about twenty (20) grants per year to charities, totaling around $1,000,000.')
        .totalBudget,
    ).toBe(null);
    expect(awardOf('Each year we distribute grants totalling £300,000 to local groups.').totalBudget).toBe(null);
    expect(awardOf('The programme has a total budget of £2 million.').totalBudget).toBe('2000000.00');
    // A federal notice's "intends to award approximately $25 million" is the competition's budget.
    expect(awardOf('Through this competition, DOD intends to award approximately $25 million.')).toMatchObject({
      typical: null,
      totalBudget: '25000000.00',
    });
    expect(awardOf('NSF expects to award $500,000 each to up to four projects.').totalBudget).toBe(null);
    // What applicants compete for a share of is the whole pot.
    expect(awardOf('Grant makers can apply for a share of £85 million.').totalBudget).toBe('85000000.00');
    expect(awardOf('Nonprofits can apply for a slice of the $441,500 in relief funding.').totalBudget).toBe(
      '441500.00',
    );
    // Neither a typical grant nor surely the whole budget (one stream of several?): nothing.
    expect(awardOf('Around £40,000 is available this year.')).toEqual(none);
  });

  it('reads no typical grant from an approximate sum without a grant word before it', () => {
    expect(awardOf('Up to £5,000 is available for each group.').totalBudget).toBe(null);
    expect(awardOf('Over £20,000 is allocated to groups throughout the four wards.').totalBudget).toBe(null);
    expect(awardOf('Of this sum, around £100 million is accessible via the Grants for the Arts programme.')).toEqual(
      none,
    );
  });

  it('reads a ceiling named by a long subject, the ringgit, a pair of symbols and a grouped range', () => {
    expect(awardOf('The maximum amount that can be disbursed for any project stands at RM250,000.')).toMatchObject({
      currency: 'MYR',
      max: '250000.00',
    });
    expect(awardOf('The maximum amount you may request is €/£7,000.')).toMatchObject({
      currency: 'EUR',
      max: '7000.00',
    });
    expect(awardOf('The financial contribution for a small local project is 200,000 – 500,000 CZK.')).toMatchObject({
      min: '200000.00',
      max: '500000.00',
    });
    expect(awardOf('Applicants must make a financial contribution of at least €5,000 from their own funds.')).toEqual(
      none,
    );
  });

  it('reads the levels listed one per item under a lead-in about tiers as the floor and the ceiling', () => {
    expect(
      awardOf('Awards will be offered in the following 3 tiers:\n\n• €5,000\n• €10,000\n• €20,000\n\nHow do I apply?'),
    ).toMatchObject({ min: '5000.00', max: '20000.00' });
    expect(awardOf('Opening times in the following bands:\n\n• €5,000\n• €10,000')).toEqual(none);
  });

  it('leaves out a cap per region and a cap for one class of applicant', () => {
    expect(awardOf('We will make no more than $9,000 in grants in one region per calendar year.')).toEqual(none);
    expect(awardOf('Such groups may apply for a maximum of $1,000;')).toEqual(none);
  });

  it('reads the ceilings listed under a lead-in about the funds available as ceilings, not the budget', () => {
    expect(
      awardOf(
        'The funds available under this scheme are:\n\n- Up to £500 for new groups\n- Up to £1,500 for established groups',
      ),
    ).toMatchObject({ max: '1500.00', totalBudget: null });
    expect(awardOf('The scheme will provide grants of between £500 and £2,000, totalling £50,000.')).toMatchObject({
      min: '500.00',
      max: '2000.00',
      totalBudget: '50000.00',
    });
  });

  it("leaves out what a project can cost, keeps a grant towards a cost and each grant's ceiling over its term", () => {
    expect(awardOf('Your project can cost up to £50,000 in total.')).toEqual(none);
    expect(awardOf('Successful applicants receive a bursary of £1,500 towards course fees.').max).toBe('1500.00');
    expect(
      awardOf(
        'Successful projects will receive grants of up to £500,000 per project per year, with a maximum of £1,000,000 total budget over 18 months.',
      ),
    ).toMatchObject({ max: '1000000.00', totalBudget: null });
    expect(awardOf('Grants are usually limited to approximately $5,000.')).toMatchObject({
      max: '5000.00',
      typical: null,
    });
    expect(awardOf('We typically award grants of around £3,000.').typical).toBe('3000.00');
    expect(awardOf('Grants of approximately £4,000 will be made to each school.').typical).toBe(null);
  });
});

describe('a total only in a sentence about the grant, the fund or the call; no prices or sums raised', () => {
  it('leaves out prices, sums raised and other ranges of money', () => {
    expect(awardOf('Tickets range from £10 to £25 and can be bought online.')).toEqual(none);
    expect(awardOf('Most participating organisations raised between $5,000 and $20,000 through the campaign.')).toEqual(
      none,
    );
    expect(awardOf('Houses in the area sell for between €200,000 and €350,000.')).toEqual(none);
    expect(awardOf('The organisation raised a total of £2 million from donors.')).toEqual(none);
  });

  it('keeps the range of the grants and the budget of the call', () => {
    expect(awardOf('The subgrants, which will range from $1,000 to $15,000, can be used for staff.')).toMatchObject({
      min: '1000.00',
      max: '15000.00',
    });
    expect(awardOf('You can apply for £500 to £5,000.')).toMatchObject({ min: '500.00', max: '5000.00' });
    expect(awardOf('Grants of up to £5,000 help groups raise their profile.').max).toBe('5000.00');
    expect(awardOf('A total of $250,000 is available for this call.').totalBudget).toBe('250000.00');
    expect(awardOf('Award amount\n\n£1,000 – £5,000')).toMatchObject({ min: '1000.00', max: '5000.00' });
  });
});

describe('award, engine 1.11.0: what the money in a sentence is about', () => {
  it('reads a range said to be the habit ("generally range from") as no bound, a range "between" as one', () => {
    expect(awardOf('Grants are modest and generally range from $500 to $3000 per award.')).toEqual(none);
    expect(awardOf('Awards commonly range from €2,000 to €8,000.')).toEqual(none);
    expect(awardOf('Most grants made by the Trust are generally between £1,000 and £3,000.')).toMatchObject({
      min: '1000.00',
      max: '3000.00',
    });
    expect(awardOf('Grants range from $5,000 to $100,000.')).toMatchObject({ min: '5000.00', max: '100000.00' });
  });

  it('reads a total word only in the clause of the figure, not in a later clause about something else', () => {
    expect(
      awardOf(
        'Grants are awarded for amounts from £250 and depend on a number of factors including the purpose, the total funding requirement and the potential sources of other funds.',
      ).totalBudget,
    ).toBeNull();
    expect(awardOf('The total funding available for this round is £200,000.').totalBudget).toBe('200000.00');
    expect(awardOf('A total of £1.5 million is available for this round.').totalBudget).toBe('1500000.00');
  });

  it('reads a ceiling that only exceptions exceed as the max, and keeps a threshold for a procedure out', () => {
    expect(awardOf('Amounts over £2000 will be given only in exceptional circumstances.')).toMatchObject({
      currency: 'GBP',
      max: '2000.00',
    });
    expect(awardOf('Applications for more than £5,000 will only be considered in exceptional circumstances.').max).toBe(
      '5000.00',
    );
    expect(awardOf('Grants over £1,000 are paid in two instalments.')).toEqual(none);
    expect(awardOf('Organisations with an income over £50,000 can only apply in exceptional circumstances.')).toEqual(
      none,
    );
  });

  it("reads a total said to the applicant ('your total grant budget') as their request's ceiling", () => {
    expect(awardOf('Your total grant budget should not exceed $20,000 USD.').max).toBe('20000.00');
    expect(awardOf('Your total grant request should not exceed $20,000.').max).toBe('20000.00');
    expect(awardOf('The total maximum grant award is $300,000.')).toEqual(none);
  });

  it('reads a figure sizing the grant word after it as one size, not a programme named after grants', () => {
    expect(awardOf('Its objective is to support 8 organizations with a 60 000 EUR grant each.')).toMatchObject({
      min: '60000.00',
      max: '60000.00',
    });
    expect(awardOf('We offer a $2,500 scholarship to one student.')).toMatchObject({ min: '2500.00', max: '2500.00' });
    expect(awardOf('The $2 million grant programme opens in May.')).toEqual(none);
    expect(awardOf('Last year we made twenty $5,000 grants.')).toEqual(none);
  });

  it('reads French floors and ceilings, and the bound a list lead-in names for its items', () => {
    expect(
      awardOf('Le montant de subvention ne peut être inférieur à 3 000 € et est plafonné à 200 000 €.'),
    ).toMatchObject({ currency: 'EUR', min: '3000.00', max: '200000.00' });
    expect(awardOf('Le seuil minimal de subvention par porteur de projet est fixé à 1 000 euros.').min).toBe('1000.00');
    expect(
      awardOf(
        'Modalités\n\n  • Le plafond maximum de subvention par porteur de projet est fixé à :\n    • 5 000 euros pour le fonctionnement ;\n    • 8 000 euros pour un projet innovant.',
      ).max,
    ).toBe('8000.00');
    expect(awardOf('Maximum grant amounts:\n\n- £1,000 for individuals\n- £5,000 for organisations').max).toBe(
      '5000.00',
    );
    expect(awardOf('Our costs last year:\n\n- £1,000 for rent\n- £5,000 for staff')).toEqual(none);
    expect(awardOf('Le coût total du projet ne peut dépasser 100 000 €.')).toEqual(none);
  });

  it('reads a travel grant as the award, and keeps a cap on travel costs out', () => {
    expect(awardOf('Maximum Travel request is $1000.').max).toBe('1000.00');
    expect(awardOf('The maximum travel grant is £500.').max).toBe('500.00');
    expect(awardOf('Travel costs must not exceed £500.')).toEqual(none);
    expect(awardOf('10 students attending universities in the US for $1000 travel grants.')).toMatchObject({
      min: '1000.00',
      max: '1000.00',
    });
    expect(awardOf('We distributed $50,000 in grants.')).toEqual(none);
  });

  it('reads a German Zuwendung as a grant', () => {
    expect(
      awardOf(
        'Die Höhe der Zuwendung beträgt maximal 25.000 Euro und ist auf 75 Prozent der anerkennungsfähigen Ausgaben der Maßnahme begrenzt.',
      ),
    ).toMatchObject({ currency: 'EUR', max: '25000.00' });
  });

  it('reads a range whose currency or scale follows only its high end, "between … and …"', () => {
    const range = { currency: 'EUR', min: '5000.00', max: '10000.00' };
    expect(awardOf('Grants of between 5,000 and 10,000 euros are available.')).toMatchObject(range);
    expect(awardOf('Grants of between 5 000 and 10 000 EUR are available.')).toMatchObject(range);
    expect(awardOf('Grants of between 5 and 10 thousand euros are available.')).toMatchObject(range);
    expect(awardOf('Die Förderung beträgt zwischen 5.000 und 10.000 Euro.')).toMatchObject(range);
    expect(awardOf('Organisations with between 10 and 50,000 members may apply for a grant.')).toEqual(none);
    expect(awardOf('Die Förderung beträgt 150-300 000 EUR.')).toEqual(none);
  });

  it('reads a German Höchstbetrag as the ceiling', () => {
    expect(awardOf('Der Höchstbetrag der Förderung liegt bei 10.000 Euro.').max).toBe('10000.00');
  });

  it('leaves out what the funder offered before, now that a travel grant is read', () => {
    expect(awardOf('Typically we offered 2 international travel grants in the range of USD $1000–2000.')).toEqual(none);
    expect(awardOf('The Foundation offered grants of up to $5,000 last year.')).toEqual(none);
    expect(awardOf('We offer travel grants of up to $1,000.').max).toBe('1000.00');
  });
});

describe('award: the bound must size the grant', () => {
  it('leaves out a bound on something the applicant has, earns, spends or commits', () => {
    expect(awardOf('Organisations with a balance sheet of up to €2 million may apply for funding.')).toEqual(none);
    expect(awardOf('Businesses with annual sales of up to $5 million can apply for the grant.')).toEqual(none);
    expect(awardOf('Grant recipients must carry liability coverage of at least $1,000,000.')).toEqual(none);
    expect(
      awardOf('The organisation must show spending of at least £5,000 on charitable activities to receive funding.'),
    ).toEqual(none);
    expect(awardOf('Grantees can claim childcare costs of up to £200 within the grant.')).toEqual(none);
    expect(awardOf('Applicants should have at least $10,000 in the bank before grant payments are made.')).toEqual(
      none,
    );
    expect(
      awardOf('Applicants must commit at least €10,000 of their own money before grant funding is released.'),
    ).toEqual(none);
    expect(awardOf('Funding is available for projects which cost no more than £20,000 in total.')).toEqual(none);
  });

  it('keeps a bound on the grant, its amount, a request or an open budget', () => {
    expect(awardOf('The Fund offers grants of up to £5,000 to community groups.').max).toBe('5000.00');
    expect(awardOf('Applicants may request an amount of up to $20,000.').max).toBe('20000.00');
    expect(awardOf('Each grant is a contribution of up to £3,000 towards the project.').max).toBe('3000.00');
    expect(awardOf('Grants have a maximum of £5,000 and a minimum of £500.')).toMatchObject({
      min: '500.00',
      max: '5000.00',
    });
    expect(awardOf('Each funded project may have a budget of up to €60,000.').max).toBe('60000.00');
    expect(awardOf('Applicants can receive funding of between £1,000 and £10,000.')).toMatchObject({
      min: '1000.00',
      max: '10000.00',
    });
  });

  it("leaves out an operating budget, a project's own budget, mileage and an hourly wage", () => {
    expect(awardOf('Applicants must have an operating budget of at least $250,000 to apply for funding.')).toEqual(
      none,
    );
    expect(awardOf('Applicants may request funding for projects with a budget of up to $100,000.')).toEqual(none);
    expect(awardOf('The grant will reimburse mileage at $0.58 per mile up to a maximum of $300.')).toEqual(none);
    expect(
      awardOf('A grant of up to $15,000 is available to cover the wages of a trainee earning at least $20 an hour.'),
    ).toMatchObject({ min: null, max: '15000.00' });
  });

  it('leaves out what a fund approved since it was launched', () => {
    expect(
      awardOf('Since the fund was launched in 2015, it has approved grants totalling £703,000 to local charities.'),
    ).toEqual(none);
    expect(awardOf('Since the programme was set up, grants worth $2 million have gone to 80 groups.')).toEqual(none);
    expect(awardOf('The council has approved grants of £2,500 to twelve clubs this spring.')).toEqual(none);
  });
});

describe('award: a label or a bound names what it sizes', () => {
  it('leaves out a labelled or bounded figure of something else under a grant heading', () => {
    expect(awardOf('## Grants\n\nMinimum wage: $15.50\n\nMaximum hours: 20')).toEqual(none);
    expect(awardOf('## Funding\n\nTenants pay a maximum rent of $1,200 a month.')).toEqual(none);
    expect(awardOf('## Funding\n\nApplicants must meet a minimum match of $5,000.')).toEqual(none);
  });

  it('keeps a bound or a label that names the grant, its amount or a contribution', () => {
    expect(awardOf('Maximum grant: $20,000')).toMatchObject({ currency: 'USD', max: '20000.00' });
    expect(awardOf('Grant size: €5,000 to €15,000')).toMatchObject({ min: '5000.00', max: '15000.00' });
    expect(awardOf('The maximum EU contribution per project is €500,000.').max).toBe('500000.00');
    expect(awardOf('## Funding\n\nThe minimum request is £1,000 and the maximum is £10,000.')).toMatchObject({
      min: '1000.00',
      max: '10000.00',
    });
  });
});

describe('number of awards: a count the funder makes', () => {
  const count = (text: string) => awardOf(text).numberOfAwards;
  it('leaves out projects an applicant ran, a shortlist for a later stage and a count per grant', () => {
    expect(count('Applicants must have managed at least 3 projects funded by a public body.')).toBeNull();
    expect(count('Each grant can support up to 4 projects within a school.')).toBeNull();
    expect(count('The panel will select 10 proposals for the second stage, after which 4 grants will be made.')).toBe(
      4,
    );
    expect(
      count('A shortlist of 15 applications will be invited to interview; funding is available for 6 awards.'),
    ).toBe(6);
  });

  it('keeps a count after a funding verb or before a passive one', () => {
    expect(count('We expect to fund 12 projects.')).toBe(12);
    expect(count('Up to 20 grants will be awarded.')).toBe(20);
    expect(count('The programme will contribute between $2,500 and $20,000 to up to 20 projects.')).toBe(20);
    expect(count('A total of 10 projects/consortia will be funded.')).toBe(10);
  });
});

describe('Indian rupees: Rs., lakh, crore and grouping by lakhs', () => {
  const read = (text: string) => findAmounts(text, 'USD').map(({ value, currency }) => `${currency} ${value}`);
  it('reads the grouping, the scale words and the Rs. prefix into exact figures', () => {
    expect(read('Rs.1,00,000 per month')).toEqual(['INR 100000']);
    expect(read('INR 13,82,400 a year')).toEqual(['INR 1382400']);
    expect(read('INR 1.7 Crores')).toEqual(['INR 17000000']);
    expect(read('₹2 crore')).toEqual(['INR 20000000']);
    expect(read('Rs. 58,000/- per month')).toEqual(['INR 58000']);
    expect(read('Mrs 5 cats and Hrs 5')).toEqual([]);
    expect(read('£1,234,567.89')).toEqual(['GBP 1234567.89']);
  });

  it('reads an award in rupees, and "Rs." does not end the sentence', () => {
    expect(awardOf('Grants of up to Rs. 5 lakh will be given to each selected project.')).toMatchObject({
      currency: 'INR',
      max: '500000.00',
    });
    expect(awardOf('The total budget of the scheme is ₹2 crore.').totalBudget).toBe('20000000.00');
  });
});

describe('scale words and groupings that read as wrong figures', () => {
  const read = (text: string) => findAmounts(text, 'USD').map(({ value, currency }) => `${currency} ${value}`);
  it('reads MM, mln, mld, 万 and 億 as their scales, and Swiss grouping', () => {
    expect(read('$2MM')).toEqual(['USD 2000000']);
    expect(read('€2 mln and EUR 2.5 mld')).toEqual(['EUR 2000000', 'EUR 2500000000']);
    expect(read('¥500万 or ¥3億')).toEqual(['JPY 5000000', 'JPY 300000000']);
    expect(read("CHF 50'000 and CHF 1’500’000.50")).toEqual(['CHF 50000', 'CHF 1500000.5']);
    expect(read("It's 5'000 steps, 5 mm wide")).toEqual([]);
  });

  it('reads "mil" as a million after a decimal in English, a thousand otherwise', () => {
    expect(read('$1.5 mil')).toEqual(['USD 1500000']);
    expect(read('R$ 100 mil, R$ 1.500 mil and 50 mil euros')).toEqual(['BRL 100000', 'BRL 1500000', 'EUR 50000']);
    expect(read('R$ 1,5 mil')).toEqual(['BRL 1500']);
  });
});

describe('award: a rate per person and a year of the accounts', () => {
  it('leaves out a sum per head, per pupil or per night', () => {
    expect(awardOf('A grant of £1 per head of population is paid to each parish.')).toEqual(none);
    expect(awardOf('Schools can claim up to £6 per pupil.')).toEqual(none);
    expect(awardOf('The funding covers accommodation costs up to €80 per night.')).toEqual(none);
    expect(awardOf('Grants of up to £6,000 per project are available.').max).toBe('6000.00');
  });

  it('leaves out grants a charity made in a year of its accounts', () => {
    expect(
      awardOf('In the year ending March 2023 the charity had an income of £300,000 and made grants of £250,000.'),
    ).toEqual(none);
    expect(awardOf('Last year the Trust gave 40 grants totalling £90,000.')).toEqual(none);
    expect(awardOf('Successful applicants are awarded grants of up to £5,000.').max).toBe('5000.00');
  });
});

describe('award: money the funder gives, not what others give or a thing received', () => {
  it('leaves out what a partner, the lead organisation or a recipient puts in', () => {
    expect(awardOf('Each partner provides £5,000 towards the grant project.')).toEqual(none);
    expect(awardOf('The lead organisation provides €20,000 in cash, and the grant matches it.')).toEqual(none);
    expect(awardOf('Each grant recipient must contribute $1,000 to the project.')).toEqual(none);
  });

  it('leaves out a thing received that is no money, and keeps a grant or a payment received', () => {
    expect(awardOf('Successful applicants will receive mentoring worth £500 alongside their grant.')).toEqual(none);
    expect(awardOf('Successful applicants will receive a grant of £3,000.')).toMatchObject({
      min: '3000.00',
      max: '3000.00',
    });
    expect(awardOf('Each artist will receive a one-off payment of £500 as their grant.').max).toBe('500.00');
    expect(awardOf('The grant provides up to $5,000 for each project.').max).toBe('5000.00');
  });
});

describe("award: a total of one award or one request is not the call's budget", () => {
  it('reads a total for each applicant or of the award as the award, and a total request as no budget', () => {
    expect(awardOf('Funding of up to £40,000 in total is available for each successful applicant.')).toMatchObject({
      max: '40000.00',
      totalBudget: null,
    });
    expect(awardOf('The total value of the award is $25,000.')).toMatchObject({ max: '25000.00', totalBudget: null });
    expect(awardOf('The total amount requested from the fund must not exceed £10,000.').totalBudget).toBeNull();
  });

  it("keeps the call's total", () => {
    expect(awardOf('The programme will invest a total of £5 million across 20 projects.').totalBudget).toBe(
      '5000000.00',
    );
    expect(awardOf('We expect to allocate about $400,000 in total across this call.').totalBudget).toBe('400000.00');
  });
});

describe('award: what grants have been in the past', () => {
  it('leaves out an average said of the past', () => {
    expect(awardOf('In the past, the average grant size has been approximately $5,000 per project.')).toEqual(none);
    expect(awardOf('The average grant has been around £2,000.')).toEqual(none);
    expect(awardOf('Grants are usually around £2,000 each.').typical).toBe('2000.00');
    expect(awardOf('Most of our grants are around £2,000.').typical).toBe('2000.00');
    expect(awardOf('Most of our grants are between £1,000 and £5,000.')).toEqual(none);
  });
});

describe('the dollar of Jamaica', () => {
  it('reads $ in a call for Jamaica as the Jamaican dollar, and stays with the US dollar otherwise', () => {
    expect(
      awardOf('Community groups across Jamaica can obtain grants of up to $500,000. Jamaican groups only.').currency,
    ).toBe('JMD');
    expect(awardOf('Grants of up to $500,000 are available; one project visits Jamaica.').currency).toBe('USD');
  });
});

describe('award: a floor or ceiling needs the grant in its own words', () => {
  it('leaves out a range or a bound whose grant word stands in another clause or sentence', () => {
    expect(
      awardOf('Eligible organisations have budgets between $100,000 and $2 million. Grants support core costs.'),
    ).toEqual(none);
    expect(
      awardOf('Projects between £10,000 and £50,000 in size must submit a business plan with the grant application.'),
    ).toEqual(none);
    expect(awardOf('Up to £500 can be claimed for childcare costs while you attend the grant workshop.')).toEqual(none);
  });

  it('keeps a range or a bound the grant word, a label or an availability sizes', () => {
    expect(awardOf('Applicants can request between $2,000 and $15,000.')).toMatchObject({
      min: '2000.00',
      max: '15000.00',
    });
    expect(awardOf('Up to £5,000 is available for each project.').max).toBe('5000.00');
    expect(awardOf('Amount: $10,000 - $50,000')).toMatchObject({ min: '10000.00', max: '50000.00' });
    expect(awardOf('How much can I apply for?\n\nYou can apply for £300 to £10,000.')).toMatchObject({
      min: '300.00',
      max: '10000.00',
    });
  });

  it('reads "the maximum cannot exceed" as a ceiling', () => {
    expect(
      awardOf(
        'Grant Amount\n\nThe minimum amount that may be requested is $1,000 and the maximum cannot exceed $5,000.',
      ),
    ).toMatchObject({ min: '1000.00', max: '5000.00' });
    expect(awardOf('The grant amount cannot exceed €8,000.').max).toBe('8000.00');
  });

  it("leaves out a project's own size, a cap on one kind of cost and what a grant might pay for", () => {
    expect(awardOf('Projects must have a minimum budget of $20,000 to be considered for funding.')).toEqual(none);
    expect(awardOf('The ceiling on staff costs is £25,000 within the grant.')).toEqual(none);
    expect(awardOf('A maximum for travel costs of €2,000 applies to each funded project.')).toEqual(none);
    expect(awardOf('A grant of $5,000 might pay for a part-time coordinator and materials.')).toEqual(none);
  });
});

describe('award: the number of awards said around a sized grant', () => {
  it('reads a count whose passive verb comes after the grant size', () => {
    expect(awardOf('A total of 20 awards of $5,000 each will be made.')).toMatchObject({
      min: '5000.00',
      max: '5000.00',
      numberOfAwards: 20,
    });
    expect(awardOf('Two grants of €20,000 each will be given to young artists.').numberOfAwards).toBe(2);
    expect(awardOf('This year we expect to support around 30 community projects.').numberOfAwards).toBe(30);
    expect(awardOf('We plan to fund 12 local projects in this round.').numberOfAwards).toBe(12);
  });

  it('leaves out a priority given to a number of projects', () => {
    expect(awardOf('Priority will be given to 10 projects from rural areas.').numberOfAwards).toBeNull();
  });
});

describe("award: money a fund hopes to raise is not the call's budget", () => {
  it('leaves out a fundraising target', () => {
    expect(awardOf('The fund hopes to raise £5 million in total over five years from donors.')).toEqual(none);
    expect(awardOf('In total, the campaign aims to raise $1 million for scholarships.')).toEqual(none);
  });
});

describe('award: what a grant pays for is its use, not what the figure is', () => {
  it('keeps a grant sized right before the figure whatever cost it is for', () => {
    expect(awardOf('We offer grants of up to £1,000 for training fees.').max).toBe('1000.00');
    expect(awardOf('Grants of up to £5,000 are available for equipment.').max).toBe('5000.00');
    expect(
      awardOf('Please keep within the grant range of between £1,000 and £3,000 for small items of equipment.'),
    ).toMatchObject({ min: '1000.00', max: '3000.00' });
  });

  it('reads a kind of grant named by a cost word as a grant', () => {
    expect(awardOf('- Revenue funding* of between £2,000 and £15,000 for up to five years')).toMatchObject({
      min: '2000.00',
      max: '15000.00',
    });
    expect(awardOf('Small equipment grants of up to £2,000 are available.').max).toBe('2000.00');
  });

  it("still leaves out someone else's money sized the same way", () => {
    expect(awardOf('Applicants must secure match funding of at least £5,000 for equipment.')).toEqual(none);
    expect(awardOf('Co-funding of up to €10,000 for travel must come from the partners.')).toEqual(none);
    expect(awardOf('Charities with an annual income of between £25,000 and £100,000 may apply.')).toEqual(none);
  });
});

describe('the dollar of a call that names its towns, not its country', () => {
  it('reads $ by the cities, states and words of one country named twice', () => {
    expect(
      awardOf('Groups in Sydney and across NSW can apply for grants of up to $5,000 for local events.').currency,
    ).toBe('AUD');
    expect(awardOf('Community groups in Toronto and Ottawa may request grants of up to $10,000.').currency).toBe('CAD');
    expect(awardOf('Marae and whānau-led projects in Waikato can apply for grants of up to $15,000.').currency).toBe(
      'NZD',
    );
    expect(awardOf('Grants of up to $5,000; one of our partners is based in Sydney.').currency).toBe('USD');
  });
});

describe('award: a ceiling after a share of the costs', () => {
  it('reads the cap on a grant given as a share of the project costs', () => {
    expect(awardOf('The grant will cover up to 50% of the total project cost, up to a maximum of £10,000.').max).toBe(
      '10000.00',
    );
    expect(awardOf('The Council will fund 80% of total eligible costs up to a maximum grant of £5,000.').max).toBe(
      '5000.00',
    );
  });

  it("leaves out the same cap on the applicant's own share", () => {
    expect(
      awardOf('Applicants must provide match funding of 50% of total project costs, up to a maximum of £10,000.'),
    ).toEqual(none);
  });
});

describe('award: what grants were in a past year', () => {
  it('leaves out a range said of grants made in a past year', () => {
    expect(awardOf('Grants made in 2022 ranged from £500 to £20,000.')).toEqual(none);
    expect(awardOf('Last year our grants ranged from $1,000 to $15,000.')).toEqual(none);
  });
});

describe('award: requests sized by the funder', () => {
  it('reads "requests of between" and "requests of up to" as the floor and ceiling', () => {
    expect(awardOf('The foundation will consider requests of between $10,000 and $50,000.')).toMatchObject({
      min: '10000.00',
      max: '50000.00',
    });
    expect(awardOf('We welcome requests of up to £3,000.').max).toBe('3000.00');
  });

  it('leaves out a request threshold that only sorts the paperwork', () => {
    expect(awardOf('Requests of more than $5,000 must include audited accounts.')).toEqual(none);
  });
});

describe("award: the call's budget said of the fund or of what the funder holds", () => {
  it('reads a budget the programme has, a fund worth a sum and what the funder has available', () => {
    expect(awardOf('The programme has a budget of €12 million.').totalBudget).toBe('12000000.00');
    expect(awardOf("This year's fund is worth £300,000.").totalBudget).toBe('300000.00');
    expect(
      awardOf('The total size of the Community Fund will be up to £20,000 in each funding round.').totalBudget,
    ).toBe('20000.00');
    expect(awardOf('The total value of the award is $25,000.').totalBudget).toBeNull();
    expect(awardOf('The Department has $4 million available for grants under this program.').totalBudget).toBe(
      '4000000.00',
    );
  });

  it('leaves out what an applicant has available, and keeps a sum per project as no budget', () => {
    expect(awardOf('Each applicant has $500 available for travel.')).toEqual(none);
    expect(awardOf('There is up to £5,000 available per project.')).toMatchObject({
      max: '5000.00',
      totalBudget: null,
    });
  });
});

describe("award: the applicant's own size is no award", () => {
  it('leaves out budgets, expenses or revenues that say which organisations may apply', () => {
    expect(
      awardOf('To be eligible for funding, organisations must have budgets between $100,000 and $2 million.'),
    ).toEqual(none);
    expect(awardOf('Grant applicants should be organizations with budgets between $250,000 and $5 million.')).toEqual(
      none,
    );
    expect(awardOf('This grant is for organizations whose budgets range from $50,000 to $500,000.')).toEqual(none);
    expect(awardOf('Funding is open to nonprofits with expenses between $100,000 and $3 million.')).toEqual(none);
  });

  it('keeps the grant said before the size of who may receive it', () => {
    expect(
      awardOf('Grants of up to $10,000 are available to organizations with budgets under $500,000.'),
    ).toMatchObject({
      max: '10000.00',
    });
  });
});

describe('award: examples, a project of the applicant and a pay scale are no award of the call', () => {
  it('leaves out the figures of a list introduced as examples', () => {
    expect(
      awardOf(
        'Here are two examples:\n\n- A football club needs new kit. The kit would cost $2,000 in all.\n- A community group is refurbishing its hall. It is applying for a $5,000 grant to buy chairs.',
      ),
    ).toEqual(none);
    expect(
      awardOf('For example:\n\n- A village hall asks for £3,000 towards a new kitchen.\n- A youth club asks for £800.'),
    ).toEqual(none);
  });

  it('keeps a list of levels, and a grant stated outside a list of examples', () => {
    expect(
      awardOf('Maximum grant amounts:\n\n- $5,000 for community groups\n- $20,000 for registered charities'),
    ).toMatchObject({ max: '20000.00' });
    expect(
      awardOf(
        'We fund a range of activities, for example:\n\n- workshops\n- festivals\n\nGrants of up to $10,000 are available.',
      ),
    ).toMatchObject({ max: '10000.00' });
  });

  it("does not take the overall budget of an applicant's project for the call's budget", () => {
    expect(
      awardOf(
        'The $1,000 grants help a mid-sized project start or contribute to the overall budget of a larger project. $250 grants fully fund smaller projects.',
      ).totalBudget,
    ).toBeNull();
    expect(
      awardOf('Awards of $400 can be put towards the total cost of an event run by the group.').totalBudget,
    ).toBeNull();
    expect(awardOf('The overall budget of the project must not exceed £50,000.').totalBudget).toBeNull();
  });

  it('keeps the budget of the call, the programme or the round', () => {
    expect(awardOf('The total budget of the call is EUR 2 million.')).toMatchObject({ totalBudget: '2000000.00' });
    expect(awardOf('A total of $500,000 is available for this programme.')).toMatchObject({ totalBudget: '500000.00' });
  });

  it('leaves out a salary given as a pay scale or a spine point', () => {
    expect(awardOf('The fellowship is paid at Grade 7 of the university scale, currently £37,099 to £44,263.')).toEqual(
      none,
    );
    expect(awardOf('Fellows are appointed on the pay scale for research staff, from £31,000 to £38,000.')).toEqual(
      none,
    );
    expect(awardOf('The fellowship is paid at spine point 30 (£36,024).')).toEqual(none);
  });

  it('keeps a fellowship whose value is stated', () => {
    expect(awardOf('Each fellowship is worth between £20,000 and £45,000.')).toMatchObject({
      min: '20000.00',
      max: '45000.00',
    });
  });
});

describe('award: money a past round shared out', () => {
  it('leaves out the count and the sum of a round that was distributed', () => {
    expect(awardOf('The £251,500 of match funding was then distributed to 59 projects around the country.')).toEqual(
      none,
    );
    expect(awardOf('Last spring £40,000 was shared out among 12 village groups.')).toEqual(none);
  });

  it('keeps the count the funder expects to make now', () => {
    expect(awardOf('We expect to fund 12 projects.')).toMatchObject({ numberOfAwards: 12 });
  });
});

describe("award: a range said to be the funder's habit", () => {
  it('reads "mostly in the range" like "mostly range": practice, not the floor and ceiling', () => {
    expect(
      awardOf(
        "The Trustees' usual practice has been to make small grants, mostly in the range $5,000 to $50,000, to many organisations.",
      ),
    ).toEqual(none);
    expect(awardOf('Grants are usually in the range of £500 to £2,000.')).toEqual(none);
  });

  it('keeps a range that bounds the grants', () => {
    expect(awardOf('Grants range from $5,000 to $50,000.')).toMatchObject({ min: '5000.00', max: '50000.00' });
    expect(awardOf('Grants are generally between £1,000 and £3,000.')).toMatchObject({
      min: '1000.00',
      max: '3000.00',
    });
  });
});

describe('award: shapes the engine missed on outside pages (issue 14 recall)', () => {
  it('reads "euro" written before its number, and "milioni di euro"', () => {
    const read = (text: string) => findAmounts(text, 'USD').map(({ value, currency }) => `${currency} ${value}`);
    expect(read('una soglia minima di euro 3.000,00 ed una massima di euro 20.000,00')).toEqual([
      'EUR 3000',
      'EUR 20000',
    ]);
    expect(read('il limite massimo di Euro 25.000 per ciascun programma')).toEqual(['EUR 25000']);
    expect(read('Risorse a disposizione: 1,5 milioni di euro')).toEqual(['EUR 1500000']);
    expect(read('un presupuesto de 2 millones de euros')).toEqual(['EUR 2000000']);
    expect(read("une enveloppe de 3 millions d'euros")).toEqual(['EUR 3000000']);
    expect(read('fan zones for Euro 2024 in Germany')).toEqual([]);
    expect(read('the euro 5 emission standard')).toEqual([]);
  });

  it('reads an Italian floor and ceiling written in the feminine ("soglia minima", "massima")', () => {
    expect(
      awardOf(
        'Il contributo regionale potrà essere compreso tra una soglia minima di euro 3.000,00 ed una massima di euro 20.000,00, e comunque non oltre il limite dell’80% del costo del progetto.',
      ),
    ).toMatchObject({ currency: 'EUR', min: '3000.00', max: '20000.00' });
  });

  it('reads the ceiling after a share of the costs in Italian, not the costs', () => {
    expect(
      awardOf(
        "Il contributo non puo' superare il 70% del costo totale del programma stesso ed il limite massimo di euro 25.000,00 per ciascun programma ammesso.",
      ),
    ).toMatchObject({ currency: 'EUR', max: '25000.00' });
    // The same ceiling for another category, joined by "e di": the highest ceiling is the max.
    expect(
      awardOf(
        "Il contributo non puo' superare il 70% del costo totale del programma stesso ed il limite massimo di euro 25.000,00 per ciascun programma ammesso, se presentato da una singola associazione, e di euro 75.000,00 se presentato da piu' associazioni.",
      ),
    ).toMatchObject({ currency: 'EUR', max: '75000.00' });
    expect(awardOf('Il costo totale del progetto non può superare una soglia massima di euro 200.000,00.')).toEqual(
      none,
    );
  });

  it('reads the cap on a council pledge to a crowdfunded project', () => {
    expect(
      awardOf('The council may pledge up to 50 per cent of the total project target, capped at £5,000.'),
    ).toMatchObject({ currency: 'GBP', max: '5000.00' });
    expect(
      awardOf(
        'Once an eligible project has raised 25% of their fundraising target from multiple pledges, if you meet the Council’s criteria and sign up to their terms and conditions, Plymouth City Council may pledge up to 50% of the target (up to a maximum of £30,000).',
      ),
    ).toMatchObject({ currency: 'GBP', max: '30000.00' });
  });

  it('leaves out what supporters pledge and a worked example', () => {
    expect(awardOf('Supporters can pledge up to £1,000 each to a project they like.')).toEqual(none);
    expect(awardOf('If you apply for £5,000 you would receive £2,500 at the start.')).toEqual(none);
  });

  it('reads "the maximum amount that can normally be applied for is" as the ceiling', () => {
    expect(
      awardOf(
        'The maximum amount that can normally be applied for is £1000, but this is subject to the discretion of the Council.',
      ),
    ).toMatchObject({ currency: 'GBP', max: '1000.00', typical: null });
    expect(awardOf('Grants are normally around £1,000.')).toMatchObject({ max: null, typical: '1000.00' });
  });

  it('reads "applications for up to £28,000 can be made" as the ceiling, not a cost bar', () => {
    expect(awardOf('For the remaining funds, applications for up to £28,000 can be made.')).toMatchObject({
      currency: 'GBP',
      max: '28000.00',
    });
    expect(awardOf('Applications for projects costing more than £50,000 will not be accepted.')).toEqual(none);
  });
});

describe("award: an Italian call's whole budget", () => {
  it('reads "è disponibile la somma complessiva di" and "risorse disponibili" in a bando as the total', () => {
    expect(
      awardOf('Per le finalità del presente bando è disponibile la somma complessiva di € 260.000,00.'),
    ).toMatchObject({ currency: 'EUR', totalBudget: '260000.00', max: null });
    expect(awardOf('Le risorse disponibili per il presente avviso ammontano a euro 1.500.000,00.')).toMatchObject({
      currency: 'EUR',
      totalBudget: '1500000.00',
    });
  });

  it('leaves out a total sum that is no budget of a call', () => {
    expect(awardOf('La somma complessiva dei costi sostenuti è di € 12.000,00.')).toEqual(none);
  });
});

describe('award: a trust that calls its grants donations', () => {
  it('reads the size of the donations it makes', () => {
    expect(
      awardOf(
        'Donations are considered three times each year by a panel of trustees and range from £1,000 to a normal maximum of £10,000.',
      ),
    ).toMatchObject({ currency: 'GBP', min: '1000.00', max: '10000.00' });
    expect(awardOf('There are two rounds of funding each year, in the form of four £50,000 donations.')).toMatchObject({
      currency: 'GBP',
      min: '50000.00',
      max: '50000.00',
    });
  });

  it('leaves out donations the applicant receives from others', () => {
    expect(awardOf('The charity raised £12,000 from individual donations last year.')).toEqual(none);
    expect(awardOf('We give over $2 million in software donations a day to nonprofits.')).toMatchObject({
      min: null,
      max: null,
    });
  });
});

describe('award: outside pages of the second probe', () => {
  it('reads "mainly in the range", wrapped over a line, as practice, not the floor and ceiling', () => {
    expect(
      awardOf(
        'The Trust is not able to make very large grants – grants from the Trust at present are mainly in\nthe range £1,000-£3,000 and rarely go above £5,000.',
      ),
    ).toEqual(none);
    expect(awardOf('Our awards are largely in the range of $2,000 to $8,000.')).toEqual(none);
    // A range that bounds the grants is still the floor and the ceiling.
    expect(awardOf('You can apply for grants ranging from £250 to £30000.')).toMatchObject({
      min: '250.00',
      max: '30000.00',
    });
  });

  it('leaves out every figure worked out on a costing line', () => {
    expect(
      awardOf(
        'Here is an example (the prices are for demonstration purposes only).\n\n2 garden spades @ £30 each = £60 (from B&Q)\n\nTotal = £207',
      ),
    ).toEqual(none);
    expect(awardOf('Community Leader time 6hrs x £21 x 20weeks = £2520 at 50% of the grant requested.')).toMatchObject({
      max: null,
      totalBudget: null,
    });
    // A figure after a word, not after "=", keeps its meaning.
    expect(awardOf('The total budget for this call is £200,000.')).toMatchObject({ totalBudget: '200000.00' });
  });

  it('reads "would not normally make grants in excess of" as the ceiling, not a typical grant', () => {
    expect(awardOf('We would not normally make grants in excess of £10,000 to any individual project.')).toMatchObject({
      currency: 'GBP',
      max: '10000.00',
      typical: null,
    });
    expect(awardOf('The Foundation does not usually award grants above $25,000.')).toMatchObject({ max: '25000.00' });
    // An applicant's income "in excess of" stays a threshold.
    expect(
      awardOf(
        'Grants are not normally made to large national charities and those with an income in excess of £300,000.',
      ),
    ).toEqual(none);
  });

  it('carries a ceiling on to the next category ("y en la línea B será de")', () => {
    expect(
      awardOf(
        'El límite máximo a conceder por subvención en la línea A será de 2.000 euros y en la línea B será de 6.000 euros.',
      ),
    ).toMatchObject({ currency: 'EUR', max: '6000.00' });
    expect(
      awardOf(
        'Le plafond de subvention est de 2 000 euros pour les associations et pour les fédérations de 8 000 euros.',
      ),
    ).toMatchObject({ max: '8000.00' });
    // Without a bound before it, the second figure stays unread.
    expect(awardOf('The hall costs 200 euros y en la línea B será de 6.000 euros.')).toEqual(none);
  });

  it('reads the Spanish "cuantía máxima" and the Dutch "subsidiebedrag" as the grant', () => {
    expect(awardOf('Igualmente, la cuantía máxima por beneficiario no excederá de 4.000 euros.')).toMatchObject({
      currency: 'EUR',
      max: '4000.00',
    });
    expect(awardOf('Se establece una cuantía mínima de 1.000 euros.')).toMatchObject({ min: '1000.00' });
    expect(awardOf('Het subsidiebedrag is maximaal € 2.500.')).toMatchObject({ max: '2500.00' });
    // Another amount ("la cuantía de la matrícula") is not the grant.
    expect(awardOf('La cuantía de la matrícula es de 300 euros.')).toEqual(none);
  });
});

describe('award: a ceiling after a share of the costs, in the other languages', () => {
  it('reads the cap that follows the share as the ceiling', () => {
    expect(
      awardOf('Het subsidiebedrag is maximaal 50 % van de werkelijke kosten, met een maximum van € 2.500.'),
    ).toMatchObject({ currency: 'EUR', max: '2500.00' });
    expect(
      awardOf('La subvention représente 50 % des dépenses éligibles, dans la limite de 5 000 euros.'),
    ).toMatchObject({ max: '5000.00' });
    expect(awardOf('La ayuda cubrirá el 50 % del presupuesto, con un máximo de 3.000 euros.')).toMatchObject({
      max: '3000.00',
    });
  });

  it('leaves a cap out when no grant is named before it', () => {
    expect(
      awardOf('Les associations doivent financer 20 % des dépenses, avec un plafond de 500 euros de frais de dossier.'),
    ).toEqual(none);
  });
});

describe('award: grants already handed out', () => {
  it('leaves out a sum said to have been handed out or distributed', () => {
    expect(
      awardOf(
        'In its first 12 months grants totalling nearly £350,000 have been handed out; now the fund has been topped up.',
      ),
    ).toEqual(none);
    expect(awardOf('Since the spring, grants worth £80,000 have already been distributed to local groups.')).toEqual(
      none,
    );
  });

  it('keeps a sum that is still to be distributed', () => {
    expect(awardOf('A total of £80,000 will be distributed to local groups in this round.')).toMatchObject({
      totalBudget: '80000.00',
    });
  });
});

describe('award: long formal calls (third probe set)', () => {
  it('reads a range of cooperative or assistance agreements as the award', () => {
    expect(
      awardOf(
        'EPA anticipates awarding 10 to 40 cooperative agreements ranging from $50,000- $300,000 from this announcement, subject to the availability of funds.',
      ),
    ).toMatchObject({ currency: 'USD', min: '50000.00', max: '300000.00' });
    expect(awardOf('Individual assistance agreements of up to $150,000 will be made.')).toMatchObject({
      max: '150000.00',
    });
    // An agreement that is not the award (a contract, a consortium agreement) stays out.
    expect(awardOf('Subcontracts and consortium agreements above $25,000 need prior approval.')).toEqual(none);
  });

  it('keeps a low end the scale word of the high end does not reach', () => {
    expect(awardOf('The grant can range from DKK 50,000 to DKK 5 million.')).toMatchObject({
      currency: 'DKK',
      min: '50000.00',
      max: '5000000.00',
    });
    expect(awardOf('Grants range from $500 to $1 million.')).toMatchObject({ min: '500.00', max: '1000000.00' });
    // "between EUR 3 and 4 million": the word still scales the bare low end.
    expect(awardOf('Grants of between EUR 3 and 4 million are available.')).toMatchObject({
      min: '3000000.00',
      max: '4000000.00',
    });
  });

  it('does not end the clause after a figure at the comma that groups thousands', () => {
    expect(
      awardOf(
        'At least 60,000 Euros and up to 200,000 euros grant support will be provided to the projects jointly developed by associations.',
      ),
    ).toMatchObject({ currency: 'EUR', min: '60000.00', max: '200000.00' });
    // A real clause break still bounds the clause: the grant word after it sizes nothing.
    expect(awardOf('Organisations need at least 60,000 euros in reserves, and grants support their work.')).toEqual(
      none,
    );
  });

  it('reads a German ceiling after a share of the costs given in Prozent', () => {
    expect(
      awardOf('Gefördert werden bis zu 50 Prozent der förderfähigen Kosten, höchstens jedoch 50000 Euro pro Maßnahme.'),
    ).toMatchObject({ currency: 'EUR', max: '50000.00' });
    expect(awardOf('Gefördert werden bis zu 50 % der förderfähigen Kosten, jedoch maximal 20.000 Euro.')).toMatchObject(
      { max: '20000.00' },
    );
    // A project-cost floor is no award: "Projekte mit Gesamtausgaben unter 5 000 Euro werden nicht gefördert".
    expect(
      awardOf(
        'Eine Förderung erfolgt bis maximal 30 Prozent der zuwendungsfähigen Ausgaben. Projekte mit zuwendungsfähigen Gesamtausgaben unter 5 000 Euro werden nicht gefördert (Bagatellgrenze).',
      ),
    ).toEqual(none);
  });

  it('leaves out the sum line of a budget form', () => {
    expect(
      awardOf(
        'FORM 7. GRANT BUDGET SUMMARY\n\nPlease provide the following breakdown of the total amount of grant funding being requested:\n\n9. Total Direct Charges (sum of 1-8) $\n\n11. Total (sum of 9 - 10) $ 6,000.00',
      ),
    ).toEqual(none);
    expect(awardOf('k. TOTALS (sum of 6i and 6j) $ 250,000.00')).toEqual(none);
    // The call's own total is still read.
    expect(awardOf('The total estimated funding for this competitive opportunity is $3,000,000.')).toMatchObject({
      totalBudget: '3000000.00',
    });
  });

  it("leaves out an earlier phase's budget and reads the current one", () => {
    expect(
      awardOf(
        '80 projects across nine policy areas were supported during the fourth phase with a total budget of 11 million euros. The grant program of the fifth phase with a total budget of 6 million Euros aims to develop joint projects.',
      ),
    ).toMatchObject({ currency: 'EUR', totalBudget: '6000000.00' });
    expect(awardOf('In the first call, 45 projects were financed with a total of EUR 5 million.')).toEqual(none);
  });

  it('reads a figure listed after rates for other categories as a rate too', () => {
    expect(
      awardOf(
        'Applicants may request funding for a project period of up to five years, at no more than $600,000 per year for the National Coordinating Center, $745,454 per year for the Regional Centers, $500,000 for the Tribal Affairs Center and up to $500,000 for the Hispanic and Latino Center.',
      ),
    ).toEqual(none);
    // A ceiling after a rate, not listed for another category, is still read.
    expect(
      awardOf(
        'Awards provide a stipend of $30,000 per year. Grants of up to $5,000 for research costs are also available.',
      ),
    ).toMatchObject({ max: '5000.00' });
  });

  it('does not take a part set aside of the funds available for the total', () => {
    expect(
      awardOf(
        'In addition, we may set aside as much as $27,500,000 of the funds available under the Assistance to Firefighter Grant Program in order for us to make grants to national organizations.',
      ),
    ).toEqual(none);
    expect(
      awardOf(
        'Additionally, up to approximately $800,000 of the estimated total will be set aside specifically for awards to tribal governments.',
      ),
    ).toMatchObject({ totalBudget: null });
    // The total itself is still read.
    expect(awardOf('The total funds available under this program are $27,500,000.')).toMatchObject({
      totalBudget: '27500000.00',
    });
  });

  it('leaves out the band of grant sizes an accountability rule applies to', () => {
    expect(awardOf('Artikel 11 Verantwoording en controle subsidies vanaf € 25.000 tot € 100.000')).toEqual(none);
    expect(awardOf('Für Zuwendungen ab 50.000 Euro ist ein Verwendungsnachweis mit Prüfvermerk vorzulegen.')).toEqual(
      none,
    );
    // A ceiling in a sentence about reporting is still the award's ceiling.
    expect(
      awardOf('Subsidies bedragen maximaal € 5.000; de verantwoording gebeurt met een kort verslag.'),
    ).toMatchObject({ max: '5000.00' });
  });

  it('reads the German and Dutch ",-" that marks a sum without cents', () => {
    const read = (text: string) => findAmounts(text, 'USD').map(({ value, currency }) => `${currency} ${value}`);
    expect(read('jedoch höchstens 250.000,- €.')).toEqual(['EUR 250000']);
    expect(read('alle structurele subsidies boven € 10.000,-, waarbij')).toEqual(['EUR 10000']);
    expect(read('Summe 1.000,- EUR')).toEqual(['EUR 1000']);
    // A thousands comma is still no decimal, and a bare number no money.
    expect(read('from 5,000 to 10,000')).toEqual([]);
  });

  it('reads a German ceiling after a share of compound costs, also given as "v. H."', () => {
    expect(
      awardOf(
        'Die Höhe der Zuwendungen beträgt bis zu 30 v. H. der aufgrund des Kostenrichtwertes ermittelten zuwendungsfähigen Gesamtkosten, jedoch höchstens 250.000,- €.',
      ),
    ).toMatchObject({ currency: 'EUR', max: '250000.00' });
    expect(
      awardOf('Die Zuwendung beträgt bis zu 50 % der zuwendungsfähigen Ausgaben, jedoch maximal 10.000 Euro.'),
    ).toMatchObject({ max: '10000.00' });
    // The project's total costs alone are no award.
    expect(awardOf('Die zuwendungsfähigen Gesamtkosten betragen mindestens 250.000,- €.')).toEqual(none);
  });
});
