import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { emptyApplicationForm } from '../schemas';
import { ApplicationForm } from './application-form';

const ORGANIZATION = '00000000-0000-4000-8000-000000000001';
const GBP_PROJECT = '00000000-0000-4000-8000-0000000000a1';

const api = vi.hoisted(() => ({
  projects: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Ocean Sensors',
      budget: { amount: '1000.00', currency: 'GBP' },
    },
    { id: '00000000-0000-4000-8000-0000000000a2', name: 'River Survey', budget: { amount: '500.00', currency: 'USD' } },
    { id: '00000000-0000-4000-8000-0000000000a3', name: 'Soil Study', budget: null },
  ],
}));

vi.mock('../../../lib/api-request', async (importOriginal) => {
  const original = await importOriginal<Record<string, unknown>>();
  return {
    ...original,
    defaultQueryFn: async ({ queryKey }: { queryKey: string[] }) => {
      const url = new URL(queryKey[0]!, 'http://localhost');
      if (url.pathname.endsWith('/funders/choices')) return { funders: [{ id: 'f1', name: 'Wellcome Trust' }] };
      if (url.pathname.endsWith('/members')) return { members: [] };
      const one = url.pathname.match(/\/projects\/([^/]+)$/);
      if (one) return api.projects.find(({ id }) => id === one[1]);
      return { projects: api.projects, total: api.projects.length, page: 1, pageSize: 20 };
    },
  };
});

function renderForm(projectId = '', organizationCurrency: string | null = null) {
  const onSubmit = vi.fn(async () => undefined);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ApplicationForm
        organizationId={ORGANIZATION}
        mode="create"
        defaultValues={emptyApplicationForm('Europe/Berlin', '', projectId)}
        organizationCurrency={organizationCurrency}
        submitLabel="Create application"
        errorTitle="Application not created"
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return { onSubmit };
}

async function pickProject(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Project' }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('ApplicationForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('does not submit the form when Enter is pressed in the funder field', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Seed grant');
    await user.type(screen.getByRole('combobox', { name: 'Funder' }), 'Wellc{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    // The only funder whose name starts so is the one meant.
    expect(screen.getByRole('combobox', { name: 'Funder' })).toHaveValue('Wellcome Trust');
  });

  it('defaults the currency to the linked project’s budget currency', async () => {
    renderForm(GBP_PROJECT);
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    await vi.waitFor(() => expect(currency).toHaveValue('GBP'));
  });

  it('follows the chosen project until the user chooses a currency', async () => {
    const user = userEvent.setup();
    renderForm();
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('EUR');
    await pickProject(user, 'Ocean Sensors');
    await vi.waitFor(() => expect(currency).toHaveValue('GBP'));
    await pickProject(user, 'Soil Study');
    await vi.waitFor(() => expect(currency).toHaveValue('EUR'));
    await pickProject(user, 'River Survey');
    await vi.waitFor(() => expect(currency).toHaveValue('USD'));
    await user.selectOptions(currency, 'CHF');
    await pickProject(user, 'Ocean Sensors');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currency).toHaveValue('CHF');
  });

  it('falls back to the organisation’s currency when the project has none', async () => {
    const user = userEvent.setup();
    renderForm('', 'CHF');
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    await vi.waitFor(() => expect(currency).toHaveValue('CHF'));
    await pickProject(user, 'River Survey');
    await vi.waitFor(() => expect(currency).toHaveValue('USD'));
    await pickProject(user, 'Soil Study');
    await vi.waitFor(() => expect(currency).toHaveValue('CHF'));
  });
});
