import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME, ROUTES } from '@grantpilot/shared/constants';
import { focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ProductMark } from '../../../components/ui/product-mark';
import { usePageTitle } from '../../../lib/use-page-title';

/** The frame of every sign-in page: the product's mark, a heading, the form, the way on. */
export function AuthCard({
  title,
  pageTitle,
  description,
  children,
  footer,
}: {
  title: string;
  pageTitle?: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  usePageTitle(pageTitle ?? title);
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10">
      <Link to={ROUTES.landing} className={`flex items-center gap-2 rounded-md text-lg font-semibold ${focusRing}`}>
        <ProductMark className="size-8" />
        {PRODUCT_NAME}
      </Link>
      <Card className="w-full max-w-sm p-6">
        <h1 className="text-xl font-bold">{title}</h1>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </Card>
      {footer ? <div className="text-sm text-muted-foreground">{footer}</div> : null}
    </main>
  );
}
