import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clientWithEveryView, FUNDER_ID, invalidatedViews, ORG, withClient } from '../../../testing/query-views';
import { getFunderQueryOptions } from './get-funder';
import { useUpdateFunder } from './update-funder';

vi.mock('../../../lib/api-request', () => ({
  apiRequest: vi.fn(async () => new Response(JSON.stringify({ id: FUNDER_ID, name: 'Blue Planet Fund' }))),
}));

describe('what a funder change refreshes', () => {
  it('editing one: the funders list and choices, its page, every application list and page that names it', async () => {
    const queryClient = clientWithEveryView();
    const { result } = renderHook(() => useUpdateFunder(ORG, FUNDER_ID), { wrapper: withClient(queryClient) });
    await act(async () => {
      await result.current.mutateAsync({ name: 'Blue Planet Fund' });
    });
    expect(invalidatedViews(queryClient)).toEqual([
      'applicationList',
      'boardColumn',
      'application',
      'project',
      'funderList',
      'funderChoices',
      'funder',
      'activity',
      'projectActivity',
    ]);
    // The page shows the answer at once.
    expect(queryClient.getQueryData(getFunderQueryOptions(ORG, FUNDER_ID).queryKey)).toMatchObject({
      name: 'Blue Planet Fund',
    });
  });
});
