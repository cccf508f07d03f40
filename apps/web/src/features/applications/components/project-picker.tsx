import { useState, type ComponentProps } from 'react';
import { ComboboxField } from '../../../components/ui/combobox';
import { ApiError } from '../../../lib/api-error';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useProjectChoices, useProjectName } from '../api/get-project-choices';

export interface ProjectChoice {
  id: string;
  name: string;
}

const countFormat = new Intl.NumberFormat();

/**
 * Chooses one of the organisation's projects, however many it has: typing searches the server
 * (words as prefixes, after a pause), an empty box offers the first ones by name. The chosen
 * project's name comes from what was picked, from `currentProject`, or else from the server.
 */
export function ProjectPicker({
  organizationId,
  label,
  noneLabel,
  value,
  currentProject = null,
  onChange,
  error,
  missingError,
  ...inputProps
}: {
  organizationId: string;
  label: string;
  /** The choice of no project: "No project", "All projects". */
  noneLabel: string;
  /** The chosen project's id, '' for none. */
  value: string;
  currentProject?: ProjectChoice | null;
  onChange: (project: ProjectChoice | null) => void;
  error?: string;
  /** The field's error when the chosen project no longer exists (a form); without it the box just says "Unknown project". */
  missingError?: string;
} & Pick<ComponentProps<'input'>, 'ref' | 'name' | 'onBlur'>) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const words = search.trim();
  const settled = useDebouncedValue(words);
  // An emptied box offers the first projects at once: they are usually cached from the opening.
  const q = words ? settled : '';
  const choices = useProjectChoices(organizationId, q, open);

  const [picked, setPicked] = useState<ProjectChoice | null>(null);
  const named = [picked, currentProject].find((project) => project?.id === value);
  const fetched = useProjectName(organizationId, value, !named);
  const missing = fetched.error instanceof ApiError && fetched.error.status === 404;
  const name =
    named?.name ?? fetched.data ?? (missing ? 'Unknown project' : fetched.isError ? 'The chosen project' : '');

  const searching = words !== q || choices.isPending || choices.isPlaceholderData;
  // While the answer for the words is on its way, the last one offers only what the words match,
  // so nothing shown belongs to an older search.
  const projects = (choices.data?.projects ?? []).filter((project) => !searching || matchesWords(project.name, words));
  return (
    <ComboboxField
      {...inputProps}
      label={label}
      error={error ?? (missing ? missingError : undefined)}
      noneLabel={noneLabel}
      placeholder={value && !name ? 'Loading…' : undefined}
      selected={value ? { value, label: name } : null}
      options={projects.map((project) => ({ value: project.id, label: project.name }))}
      busy={searching}
      chooseStatus="Choose a project from the list with the arrow keys."
      status={searching ? 'Searching…' : choicesStatus(q, choices.data, choices.isError)}
      onOpenChange={setOpen}
      onSearchChange={setSearch}
      onSelect={(option) => {
        const project = option ? { id: option.value, name: option.label } : null;
        setPicked(project);
        onChange(project);
      }}
    />
  );
}

const searchWords = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The server's rule (apps/server/src/lib/search.ts): every word typed starts a word of the name. */
export function matchesWords(name: string, typed: string) {
  const own = searchWords(name);
  return searchWords(typed).every((word) => own.some((part) => part.startsWith(word)));
}

function choicesStatus(
  q: string,
  list: { total: number; totalExact?: boolean; projects: unknown[] } | undefined,
  failed: boolean,
) {
  if (failed) return 'The projects could not be loaded. Type to try again.';
  if (!list) return undefined;
  if (list.total === 0) return q ? `No project matches “${q}”` : 'There are no projects yet.';
  if (list.total > list.projects.length) {
    const of = `${countFormat.format(list.total)}${list.totalExact === false ? ' or more' : ''}`;
    const shown = `Showing ${countFormat.format(list.projects.length)} of ${of}`;
    return `${shown} — type ${q ? 'more ' : ''}to narrow`;
  }
  // Said aloud too: after "Searching…", a screen reader hears how many there are.
  const count = countFormat.format(list.total);
  const one = list.total === 1;
  const projects = `${count} ${one ? 'project' : 'projects'}`;
  return q ? `${projects} ${one ? 'matches' : 'match'} “${q}”` : projects;
}
