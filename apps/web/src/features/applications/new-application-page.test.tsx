import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME } from '@grantpilot/shared/constants';
import { NewApplicationPage } from './new-application-page';

// While the organisation loads, the page shows only its header.
vi.mock('../../lib/organizations/get-my-organizations', () => ({
  useActiveOrganization: () => ({ organization: null, isPending: true, isError: false, error: null, refetch: vi.fn() }),
}));

describe('NewApplicationPage', () => {
  it('has a sentence-case heading and title, as the seed names the page', () => {
    render(
      <MemoryRouter>
        <NewApplicationPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New application' })).toBeInTheDocument();
    expect(document.title).toBe(`New application - ${PRODUCT_NAME}`);
  });
});
