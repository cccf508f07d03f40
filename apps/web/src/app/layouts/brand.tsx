import { Link } from 'react-router';
import { PRODUCT_NAME, ROUTES } from '@grantpilot/shared/constants';
import { focusRing } from '../../components/ui/button';
import { ProductMark } from '../../components/ui/product-mark';
import { cn } from '../../lib/cn';
import { useAuth } from '../../lib/auth/auth-context';

/** The product's mark, or the organisation's logo and brand name when branding is on. */
export function Brand() {
  const { user } = useAuth();
  const branded = user?.useOrganizationBranding && (user.organizationLogoUrl || user.organizationBrandName);
  const name = branded ? (user.organizationBrandName ?? user.organizationName ?? PRODUCT_NAME) : PRODUCT_NAME;
  return (
    <Link to={ROUTES.dashboard} className={cn('flex items-center gap-2 rounded-md font-semibold', focusRing)}>
      {branded && user.organizationLogoUrl ? (
        <img src={user.organizationLogoUrl} alt="" className="size-8 rounded object-contain" />
      ) : (
        <ProductMark className="size-8" />
      )}
      <span className="truncate text-lg">{name}</span>
    </Link>
  );
}
