import { useId } from 'react';
import {
  APPLICATION_CSV_COLUMNS,
  CSV_COLUMN_LABELS,
  REQUIRED_CSV_COLUMNS,
  type ApplicationCsvColumn,
  type ImportMapping,
} from '@grantpilot/shared/contracts/applications';
import { Label } from '../../../../components/ui/label';
import { Select } from '../../../../components/ui/select';

const required = new Set<ApplicationCsvColumn>(REQUIRED_CSV_COLUMNS);

/**
 * Which column of the file holds each of our fields. The server's first answer fills it in from
 * the headers (or the user's last import); each change asks it again, so the preview follows.
 */
export function ColumnMapping({
  headers,
  mapping,
  disabled,
  onChange,
}: {
  headers: string[];
  mapping: ImportMapping;
  disabled: boolean;
  onChange: (mapping: ImportMapping) => void;
}) {
  const id = useId();
  // A header left empty or written twice cannot name a column (the server reads the first of a name).
  const choices = [...new Set(headers.filter(Boolean))];
  const mapped = Object.keys(mapping).length;
  // Open while a needed field has no column, or when the file's headers are not our own names.
  const open =
    REQUIRED_CSV_COLUMNS.some((field) => mapping[field] === undefined) ||
    Object.entries(mapping).some(([field, header]) => field !== header);
  const choose = (field: ApplicationCsvColumn, header: string) => {
    const next = { ...mapping };
    if (header) next[field] = header;
    else delete next[field];
    onChange(next);
  };
  return (
    <details open={open} className="group rounded-md border border-border p-3">
      <summary className="cursor-pointer text-sm font-medium">
        {`Columns: ${mapped} of ${APPLICATION_CSV_COLUMNS.length} fields read from your file`}
      </summary>
      <fieldset className="mt-2 flex flex-col gap-2">
        <legend className="sr-only">Columns</legend>
        <p className="text-xs text-muted-foreground">
          For each field, the column of your file it is read from. Matched by name where the names say so; your choice
          is remembered for your next import.
        </p>
        <div className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
          {APPLICATION_CSV_COLUMNS.map((field) => (
            <div key={field} className="flex flex-col gap-1">
              <Label htmlFor={`${id}-${field}`}>
                {CSV_COLUMN_LABELS[field]}
                {required.has(field) ? ' (required)' : ''}
              </Label>
              <Select
                id={`${id}-${field}`}
                value={mapping[field] ?? ''}
                disabled={disabled}
                aria-invalid={required.has(field) && mapping[field] === undefined ? true : undefined}
                onChange={(event) => choose(field, event.target.value)}
              >
                <option value="">Not in my file</option>
                {choices.map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </Select>
            </div>
          ))}
        </div>
      </fieldset>
    </details>
  );
}
