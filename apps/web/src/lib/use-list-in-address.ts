import { useState } from 'react';
import { useSearchParams } from 'react-router';

type Navigation = { replace?: boolean };

/**
 * A list's search, filters, order and page, kept in the page's address so reload, Back and a
 * shared link show the same. What the user chose shows at once: the router commits the new
 * address in a transition, and until then a controlled checkbox or select would spring back.
 * The address wins whenever it changes (our navigation landing, Back, Forward).
 */
export function useListInAddress<List extends { page: number }>(
  read: (params: URLSearchParams) => List,
  write: (list: List) => URLSearchParams,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = searchParams.toString();
  const [shown, setShown] = useState(() => ({ address, list: read(searchParams) }));
  if (shown.address !== address) setShown({ address, list: read(searchParams) });
  const list = shown.address === address ? shown.list : read(searchParams);

  const show = (next: List, options?: Navigation) => {
    setShown({ address, list: next });
    setSearchParams(write(next), options);
  };
  /** A new search, filter or order starts again at page 1. */
  const change = (change: Partial<List>, options?: Navigation) => show({ ...list, page: 1, ...change }, options);
  return { list, show, change };
}
