import { useId } from 'react';
import type { CsvDateFormat, ImportResult } from '@grantpilot/shared/contracts/applications';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';

export type ImportChoices = {
  dateFormat?: CsvDateFormat | undefined;
  existing: 'skip' | 'update';
  goodRowsOnly: boolean;
};

const DATE_FORMATS: { value: CsvDateFormat; label: string }[] = [
  { value: 'iso', label: 'Year-month-day (2026-12-31)' },
  { value: 'dmy', label: 'Day/month/year (31/12/2026)' },
  { value: 'mdy', label: 'Month/day/year (12/31/2026)' },
];

/** The date format (when the file's dates need one), rows already there, and rows with problems. */
export function ImportOptions({
  result,
  choices,
  disabled,
  onChange,
}: {
  result: ImportResult;
  choices: ImportChoices;
  disabled: boolean;
  onChange: (choices: ImportChoices) => void;
}) {
  const id = useId();
  const dateFormat = choices.dateFormat ?? result.dateFormat;
  const showDates = result.dateFormatAmbiguous || (dateFormat !== null && dateFormat !== 'iso');
  const problemRows = new Set(result.errors.map((error) => error.row)).size;
  return (
    <div className="flex flex-col gap-3">
      {showDates ? (
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-dates`}>Date format</Label>
          <Select
            id={`${id}-dates`}
            className="sm:max-w-xs"
            value={dateFormat ?? ''}
            disabled={disabled}
            aria-describedby={`${id}-dates-hint`}
            onChange={(event) =>
              onChange({ ...choices, dateFormat: (event.target.value || undefined) as CsvDateFormat | undefined })
            }
          >
            {dateFormat === null ? <option value="">Choose…</option> : null}
            {DATE_FORMATS.map((format) => (
              <option key={format.value} value={format.value}>
                {format.label}
              </option>
            ))}
          </Select>
          <p id={`${id}-dates-hint`} className="text-xs text-muted-foreground">
            {result.dateFormatAmbiguous
              ? 'Dates such as 03/04/2026 could be read either way: choose how your file writes them.'
              : 'Detected from the file (a day above 12 shows the order).'}
          </p>
        </div>
      ) : null}

      <fieldset className="flex flex-col gap-1.5">
        <legend className="text-sm font-medium">Rows already in GrantPilot</legend>
        <p className="text-xs text-muted-foreground">
          Found by the id column of an export, otherwise by title and funder.
        </p>
        <div className="flex flex-col gap-1.5 sm:flex-row sm:gap-6">
          {(
            [
              ['skip', 'Skip them'],
              ['update', 'Update them from the file'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-existing`}
                className="size-4 accent-primary"
                checked={choices.existing === value}
                disabled={disabled}
                onChange={() => onChange({ ...choices, existing: value })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {problemRows > 0 && result.valid > 0 ? (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={choices.goodRowsOnly}
            disabled={disabled}
            onChange={(event) => onChange({ ...choices, goodRowsOnly: event.target.checked })}
          />
          {`Import only the rows without problems (${problemRows} ${problemRows === 1 ? 'row is' : 'rows are'} left out)`}
        </label>
      ) : null}
    </div>
  );
}
