import { useState, type ReactNode } from 'react';
import type { AnalysisResult, Citation } from '@grantpilot/shared/contracts/analysis';
import { Badge } from '../../../components/ui/badge';
import { linkStyle } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { browserTimeZone } from '../../../lib/deadline-format';
import { formatDate } from '../../../lib/format-date';
import { DEADLINE_KIND_LABELS, describeCallDeadline, formatAward } from '../analysis-format';
import { CitationLink } from './citation-link';

/** One fact: what it is, its value, and where the text says it. */
function Fact({ label, citation, children }: { label: ReactNode; citation?: Citation; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-sm text-muted-foreground sm:w-48">{label}</dt>
      <dd className="min-w-0 text-sm break-words [overflow-wrap:anywhere]">
        {children} {citation ? <CitationLink citation={citation} /> : null}
      </dd>
    </div>
  );
}

function Section({ id, title, children, index }: { id: string; title: string; children: ReactNode; index: number }) {
  return (
    <Card enterIndex={index} aria-labelledby={id} className="p-4 sm:p-5">
      <h3 id={id} className="mb-2 text-base font-semibold">
        {title}
      </h3>
      {children}
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** A list whose items each end with their citation. */
function CitedList<T>({
  items,
  render,
  citation,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  citation: (item: T) => Citation;
}) {
  return (
    <ul className="flex flex-col divide-y divide-border">
      {items.map((item, index) => (
        <li key={index} className="py-2 text-sm break-words [overflow-wrap:anywhere]">
          {render(item)} <CitationLink citation={citation(item)} />
        </li>
      ))}
    </ul>
  );
}

const count = new Intl.NumberFormat();

/**
 * The call's key facts in the order a grant professional reads them: deadlines, money,
 * eligibility (hard rules first), required documents, limits, criteria, who to ask, other dates
 * and what the engine warns about. Every fact links to the passage it came from.
 */
export function KeyFacts({ result }: { result: AnalysisResult }) {
  // The moment the facts were first shown: what counts as passed.
  const [now] = useState(() => Date.now());
  const zone = browserTimeZone();
  const { award, durationMonths } = result;
  const currency = award.currency;
  const money = [
    { label: 'Award, at most', fact: award.max },
    { label: 'Award, at least', fact: award.min },
    { label: 'Typical award', fact: award.typical },
    { label: 'Total budget', fact: award.totalBudget },
  ].filter((row) => row.fact);
  const eligibility = [...result.eligibility.filter((r) => r.hard), ...result.eligibility.filter((r) => !r.hard)];
  let index = 0;

  return (
    <div className="flex flex-col gap-4">
      <Section id="deadlines-heading" title="Deadlines" index={index++}>
        {result.deadlines.length ? (
          <dl className="divide-y divide-border">
            {result.deadlines.map((deadline, i) => {
              const shown = describeCallDeadline(deadline, zone, now);
              return (
                <Fact
                  key={i}
                  label={deadline.label || DEADLINE_KIND_LABELS[deadline.kind]}
                  citation={deadline.citation}
                >
                  <span className="font-medium">{shown.text}</span>
                  {shown.passed ? (
                    <>
                      {' '}
                      <Badge tone="warning">passed</Badge>
                    </>
                  ) : null}
                </Fact>
              );
            })}
          </dl>
        ) : (
          <Empty>
            {result.rolling
              ? 'Rolling: applications are taken at any time.'
              : 'No submission deadline was found in the text.'}
          </Empty>
        )}
        {result.rolling && result.deadlines.length ? (
          <p className="mt-2 text-sm">Rolling: applications are also taken at any time.</p>
        ) : null}
      </Section>

      <Section id="money-heading" title="Funding" index={index++}>
        {money.length || award.numberOfAwards || durationMonths.min || durationMonths.max ? (
          <dl className="divide-y divide-border">
            {money.map(({ label, fact }) => (
              <Fact key={label} label={label} citation={fact!.citation}>
                <span className="font-medium tabular-nums">{formatAward(fact!.value, currency)}</span>
              </Fact>
            ))}
            {award.numberOfAwards ? (
              <Fact label="Number of awards" citation={award.numberOfAwards.citation}>
                <span className="tabular-nums">{count.format(award.numberOfAwards.value)}</span>
              </Fact>
            ) : null}
            {durationMonths.min ? (
              <Fact label="Duration, at least" citation={durationMonths.min.citation}>
                {durationMonths.min.value} months
              </Fact>
            ) : null}
            {durationMonths.max ? (
              <Fact label="Duration, at most" citation={durationMonths.max.citation}>
                {durationMonths.max.value} months
              </Fact>
            ) : null}
          </dl>
        ) : (
          <Empty>No award amounts or duration were found in the text.</Empty>
        )}
        {money.length && !currency ? (
          <p className="mt-2 text-xs text-muted-foreground">The text names no currency for these amounts.</p>
        ) : null}
      </Section>

      <Section id="eligibility-heading" title="Eligibility" index={index++}>
        {eligibility.length ? (
          <CitedList
            items={eligibility}
            citation={(rule) => rule.citation}
            render={(rule) => (
              <>
                <span className="mr-2 inline-flex gap-1 align-middle">
                  <Badge tone={rule.hard ? 'warning' : 'neutral'}>{rule.hard ? 'must' : 'preferred'}</Badge>
                  <Badge>{rule.applies}</Badge>
                </span>
                {rule.text}
              </>
            )}
          />
        ) : (
          <Empty>No eligibility rules were found in the text.</Empty>
        )}
      </Section>

      <Section id="documents-heading" title="Required documents" index={index++}>
        {result.requiredDocuments.length ? (
          <CitedList items={result.requiredDocuments} citation={(d) => d.citation} render={(d) => d.text} />
        ) : (
          <Empty>No required documents were found in the text.</Empty>
        )}
      </Section>

      {result.limits.length ? (
        <Section id="limits-heading" title="Limits" index={index++}>
          <CitedList
            items={result.limits}
            citation={(limit) => limit.citation}
            render={(limit) => (
              <>
                <span className="font-medium">{limit.appliesTo}:</span>{' '}
                {[
                  limit.pages ? `${count.format(limit.pages)} pages` : null,
                  limit.words ? `${count.format(limit.words)} words` : null,
                  limit.characters ? `${count.format(limit.characters)} characters` : null,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </>
            )}
          />
        </Section>
      ) : null}

      {result.criteria.length ? (
        <Section id="criteria-heading" title="Evaluation criteria" index={index++}>
          <CitedList
            items={result.criteria}
            citation={(criterion) => criterion.citation}
            render={(criterion) => (
              <>
                {criterion.name}
                {criterion.weightPercent !== null ? (
                  <span className="ml-2 font-medium tabular-nums">{criterion.weightPercent}%</span>
                ) : null}
              </>
            )}
          />
        </Section>
      ) : null}

      <Section id="contact-heading" title="Funder and contact" index={index++}>
        {result.funder || result.programme || result.contactEmail ? (
          <dl className="divide-y divide-border">
            {result.funder ? (
              <Fact label="Funder" citation={result.funder.citation}>
                {result.funder.value}
              </Fact>
            ) : null}
            {result.programme ? (
              <Fact label="Programme" citation={result.programme.citation}>
                {result.programme.value}
              </Fact>
            ) : null}
            {result.contactEmail ? (
              <Fact label="Contact" citation={result.contactEmail.citation}>
                <a href={`mailto:${result.contactEmail.value}`} className={`${linkStyle} underline`}>
                  {result.contactEmail.value}
                </a>
              </Fact>
            ) : null}
          </dl>
        ) : (
          <Empty>No funder, programme or contact was found in the text.</Empty>
        )}
      </Section>

      {result.otherDates.length ? (
        <Section id="dates-heading" title="Other dates" index={index++}>
          <CitedList
            items={result.otherDates}
            citation={(date) => date.citation}
            render={(date) => (
              <>
                <span className="font-medium">{formatDate(date.date)}</span>: {date.what}
              </>
            )}
          />
        </Section>
      ) : null}

      {result.warnings.length ? (
        <Section id="warnings-heading" title="Warnings" index={index}>
          <ul className="list-disc pl-5 text-sm">
            {result.warnings.map((warning, i) => (
              <li key={i} className="break-words">
                {warning}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
