import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { SEARCH_DELAY_MS } from '../../../lib/use-debounced-value';
import { ProjectPicker, type ProjectChoice } from './project-picker';

const ORGANIZATION = 'org-1';

/** The API's side: 105 projects, `q` as prefixes of their words, pages in name order. */
const api = vi.hoisted(() => {
  const projects = Array.from({ length: 105 }, (_, index) => ({
    id: `p${index + 1}`,
    name: `Project ${String(index + 1).padStart(3, '0')}${index === 104 ? ' Ocean Sensors' : ''}`,
  }));
  return { projects, calls: [] as string[], answered: Promise.resolve() };
});

vi.mock('../../../lib/api-request', async (importOriginal) => {
  const original = await importOriginal<Record<string, unknown>>();
  const { ApiError } = await import('../../../lib/api-error');
  const respond = (url: URL) => {
    const one = url.pathname.match(/\/projects\/([^/]+)$/);
    if (one) {
      const project = api.projects.find(({ id }) => id === one[1]);
      if (!project) throw new ApiError(404, 'Not found');
      return project;
    }
    const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const matching = api.projects.filter(({ name }) => {
      const own = name.toLowerCase().split(' ');
      return words.every((word) => own.some((part) => part.startsWith(word)));
    });
    const pageSize = Number(url.searchParams.get('pageSize'));
    return { projects: matching.slice(0, pageSize), total: matching.length, page: 1, pageSize };
  };
  return {
    ...original,
    defaultQueryFn: async ({ queryKey }: { queryKey: string[] }) => {
      api.calls.push(queryKey[0]!);
      await api.answered;
      return respond(new URL(queryKey[0]!, 'http://localhost'));
    },
  };
});

function Picker({
  initial = '',
  currentProject,
  missingError,
  onChange = () => undefined,
}: {
  missingError?: string;
  initial?: string;
  currentProject?: ProjectChoice;
  onChange?: (project: ProjectChoice | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ProjectPicker
      organizationId={ORGANIZATION}
      label="Project"
      noneLabel="No project"
      value={value}
      currentProject={currentProject}
      missingError={missingError}
      onChange={(project) => {
        setValue(project?.id ?? '');
        onChange(project);
      }}
    />
  );
}

function renderPicker(props: Parameters<typeof Picker>[0] = {}) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Picker {...props} />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Project' });
}

/** The name of the option the arrows are on, if any (without what only a screen reader hears). */
const highlighted = () => {
  const id = screen.getByRole('combobox').getAttribute('aria-activedescendant');
  return id ? (document.getElementById(id)?.querySelector('[data-label]')?.textContent ?? null) : null;
};

const listCalls = () => api.calls.filter((url) => url.includes('/projects?'));

beforeEach(() => {
  api.calls.length = 0;
  api.answered = Promise.resolve();
});

describe('ProjectPicker', () => {
  it('asks for nothing until opened, then offers the first 20 by name and says how many there are', async () => {
    let answer = () => undefined as void;
    api.answered = new Promise((resolve) => (answer = resolve));
    const input = renderPicker();
    expect(api.calls).toEqual([]);
    await userEvent.setup().click(input);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.getAllByRole('option', { name: 'No project (current)' })).toHaveLength(1);
    answer();
    expect(await screen.findByRole('option', { name: 'Project 020' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(21);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('No project');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 105 — type to narrow');
    expect(listCalls()).toEqual([`/api/orgs/${ORGANIZATION}/projects?sort=name&direction=asc&page=1&pageSize=20`]);
  });

  it('searches the server once typing pauses, keeping the last answer on screen meanwhile', async () => {
    const onChange = vi.fn();
    const input = renderPicker({ onChange });
    const user = userEvent.setup();
    await user.click(input);
    await screen.findByRole('option', { name: 'Project 001' });

    await user.type(input, 'ocean sen');
    // Until the answer for the words comes, the list is busy and the first page offers only what
    // the words match: here nothing.
    expect(screen.queryByRole('option', { name: 'Project 001' })).not.toBeInTheDocument();
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(await screen.findByRole('option', { name: 'Project 105 Ocean Sensors' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy');
    // The count is spoken, so a screen reader hears more than "Searching…".
    expect(screen.getByRole('status')).toHaveTextContent('1 project matches “ocean sen”');
    // One request for the words, not one per key.
    expect(listCalls()).toEqual([
      `/api/orgs/${ORGANIZATION}/projects?sort=name&direction=asc&page=1&pageSize=20`,
      `/api/orgs/${ORGANIZATION}/projects?q=ocean+sen&sort=name&direction=asc&page=1&pageSize=20`,
    ]);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ id: 'p105', name: 'Project 105 Ocean Sensors' });
    expect(input).toHaveValue('Project 105 Ocean Sensors');
  });

  it('says when nothing matches, and when more match than are shown', async () => {
    const input = renderPicker();
    const user = userEvent.setup();
    await user.type(input, 'reef');
    expect(await screen.findByText('No project matches “reef”', { selector: '[role=status]' })).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'project 0');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 99 — type more to narrow'));
    await user.type(input, '1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('10 projects match “project 01”'));
  });

  it('names a chosen project it was told about without asking', () => {
    const input = renderPicker({ initial: 'p7', currentProject: { id: 'p7', name: 'Project 007' } });
    expect(input).toHaveValue('Project 007');
    expect(api.calls).toEqual([]);
  });

  it('asks the server for the name of a chosen project beyond the first page', async () => {
    const input = renderPicker({ initial: 'p103' });
    expect(input).toHaveAttribute('placeholder', 'Loading…');
    await waitFor(() => expect(input).toHaveValue('Project 103'));
    expect(api.calls).toEqual([`/api/orgs/${ORGANIZATION}/projects/p103`]);
  });

  it('offers no project first and clears the choice with it', async () => {
    const onChange = vi.fn();
    const input = renderPicker({ initial: 'p7', currentProject: { id: 'p7', name: 'Project 007' }, onChange });
    const user = userEvent.setup();
    input.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Project 001' });
    // ArrowDown lands on the chosen project once it has loaded; Home goes to the choice of none.
    await waitFor(() => expect(highlighted()).toBe('Project 007'));
    await user.keyboard('{Home}');
    expect(highlighted()).toBe('No project');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'No project');
  });

  it('opens on the chosen project once the options have loaded, so ArrowDown and Enter keep it', async () => {
    let answer = () => undefined as void;
    api.answered = new Promise((resolve) => (answer = resolve));
    const onChange = vi.fn();
    const input = renderPicker({ initial: 'p7', currentProject: { id: 'p7', name: 'Project 007' }, onChange });
    const user = userEvent.setup();
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    // Nothing is highlighted while the chosen project is not in the list yet.
    expect(highlighted()).toBeNull();
    answer();
    await screen.findByRole('option', { name: /^Project 020/ });
    await waitFor(() => expect(highlighted()).toBe('Project 007'));
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('Project 007');
  });

  it('never takes an option from the last answer while the answer for the words typed is on its way', async () => {
    const onChange = vi.fn();
    const input = renderPicker({ onChange });
    const user = userEvent.setup();
    await user.click(input);
    await screen.findByRole('option', { name: 'Project 001' });

    // Quicker than the search waits: the arrows and Enter find nothing to take yet.
    await user.type(input, 'ocean');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('option', { name: 'Project 001' })).not.toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Project 105 Ocean Sensors' })).toBeInTheDocument();
    expect(highlighted()).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ id: 'p105', name: 'Project 105 Ocean Sensors' });

    // The last answer, narrowed to the words, stays on screen meanwhile (words as prefixes).
    await user.clear(input);
    await screen.findByRole('option', { name: 'Project 001' });
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DELAY_MS + 50));
    await user.type(input, 'project 01');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    const names = screen.getAllByRole('option').map((option) => option.querySelector('[data-label]')?.textContent);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /^Project 01\d/.test(name ?? ''))).toBe(true);
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBeNull();
  });

  it('takes the one project named exactly as typed on Enter or on leaving, and says how to choose otherwise', async () => {
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Picker onChange={onChange} />
        <button type="button">Next</button>
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Project' });
    const user = userEvent.setup();
    await user.type(input, 'project 00');
    await screen.findByRole('option', { name: 'Project 009' });
    await waitFor(() => expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy'));
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Choose a project from the list with the arrow keys.');

    await user.type(input, '7');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy'));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ id: 'p7', name: 'Project 007' });
    expect(input).toHaveValue('Project 007');

    await user.clear(input);
    await user.type(input, 'PROJECT 105 ocean sensors');
    await screen.findByRole('option', { name: /^Project 105 Ocean Sensors/ });
    await waitFor(() => expect(screen.getByRole('listbox')).not.toHaveAttribute('aria-busy'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith({ id: 'p105', name: 'Project 105 Ocean Sensors' });
    expect(input).toHaveValue('Project 105 Ocean Sensors');
  });

  it('says when the chosen project no longer exists: an error in a form, "Unknown project" in a filter', async () => {
    const input = renderPicker({ initial: 'p999', missingError: 'This project no longer exists.' });
    expect(await screen.findByText('This project no longer exists.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('This project no longer exists.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('Unknown project');
  });

  it('names a deleted project "Unknown project" where no error is asked for', async () => {
    const input = renderPicker({ initial: 'p999' });
    await waitFor(() => expect(input).toHaveValue('Unknown project'));
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
