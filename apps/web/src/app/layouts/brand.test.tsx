import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AppUser } from '../../lib/auth/app-user';
import { AuthContext, type AuthContextValue } from '../../lib/auth/auth-context';
import { Brand } from './brand';

function renderBrand(user: Partial<AppUser>) {
  render(
    <AuthContext.Provider value={{ status: 'authenticated', user } as AuthContextValue}>
      <MemoryRouter>
        <Brand />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('Brand (seed §1, PRODUCT.md §3)', () => {
  it('shows the product when branding is off', () => {
    renderBrand({
      useOrganizationBranding: false,
      organizationBrandName: 'Acme Grants',
      organizationLogoUrl: '/logo.png',
    });
    expect(screen.getByRole('link')).toHaveTextContent('GrantPilot');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the organisation's logo and brand name when branding is on", () => {
    renderBrand({
      useOrganizationBranding: true,
      organizationBrandName: 'Acme Grants',
      organizationLogoUrl: '/logo.png',
    });
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('Acme Grants');
    expect(link.querySelector('img')).toHaveAttribute('src', '/logo.png');
  });
});
