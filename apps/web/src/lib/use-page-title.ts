import { useEffect } from 'react';
import { PRODUCT_NAME } from '@grantpilot/shared/constants';

export function pageTitle(page: string) {
  return `${page} - ${PRODUCT_NAME}`;
}

/** Seed §2: every page's title is '{Page} - GrantPilot'. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
