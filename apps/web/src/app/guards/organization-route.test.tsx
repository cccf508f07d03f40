import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '@grantpilot/shared/contracts/organizations';
import { OrganizationRoute } from './organization-route';

const active = vi.hoisted(() => ({ value: {} as Record<string, unknown> }));
vi.mock('../../lib/organizations/get-my-organizations', () => ({ useActiveOrganization: () => active.value }));

const ORGANIZATION = { id: 'o-1', name: 'Helping Hands', role: 'editor' } as Organization;

function Page() {
  return (
    <MemoryRouter>
      <OrganizationRoute title="Funders" records="funders" emptyTitle="No funders yet">
        {(organization) => <p>Funders of {organization.name}</p>}
      </OrganizationRoute>
    </MemoryRouter>
  );
}

describe('OrganizationRoute', () => {
  beforeEach(() => {
    active.value = { organization: null, isPending: false, isError: false, error: null, refetch: vi.fn() };
  });

  it('waits while the organisation loads', () => {
    active.value = { ...active.value, isPending: true };
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Funders', level: 1 })).toBeVisible();
    expect(screen.getByRole('status')).toBeVisible();
    expect(screen.queryByText(/Funders of/)).toBeNull();
  });

  it('says what the page would show, and where to start, without an organisation', () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'No funders yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('hands the page its organisation', () => {
    active.value = { ...active.value, organization: ORGANIZATION };
    render(<Page />);
    expect(screen.getByText('Funders of Helping Hands')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Funders', level: 1 })).toBeNull();
  });
});
