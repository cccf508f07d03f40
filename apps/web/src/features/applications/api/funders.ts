import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyTotals, Application, Funder } from '@grantpilot/shared/contracts/applications';
import { apiRequest } from '../../../lib/api-request';
import { organizationPath } from '../../../lib/organizations/get-my-organizations';
import { invalidateApplicationLists } from './get-applications';

/** A funder with its applications and how often they succeed (`funderDetailSchema`). */
export interface FunderDetail extends Funder {
  applications: Application[];
  decided: number;
  awarded: number;
  successRate: number | null;
  totals: CurrencyTotals;
}

export function fundersPath(organizationId: string) {
  return organizationPath(organizationId, '/funders');
}

export function funderApiPath(organizationId: string, funderId: string) {
  return `${fundersPath(organizationId)}/${encodeURIComponent(funderId)}`;
}

export function getFundersQueryOptions(organizationId: string) {
  return queryOptions<{ funders: Funder[] }>({ queryKey: [fundersPath(organizationId)] });
}

/** `GET /api/orgs/{id}/funders`: every funder, for the form's suggestions and the table's filter. */
export function useFunders(organizationId: string) {
  return useQuery(getFundersQueryOptions(organizationId));
}

export function getFunderQueryOptions(organizationId: string, funderId: string) {
  return queryOptions<FunderDetail>({ queryKey: [funderApiPath(organizationId, funderId)] });
}

/** `GET /api/orgs/{id}/funders/{funderId}`: the funder's record, applications and success rate. */
export function useFunder(organizationId: string, funderId: string) {
  return useQuery(getFunderQueryOptions(organizationId, funderId));
}

export type FunderChanges = Partial<Record<'name' | 'website' | 'contactPerson' | 'email' | 'notes', string | null>>;

export async function updateFunder(organizationId: string, funderId: string, changes: FunderChanges) {
  return (await apiRequest('PATCH', funderApiPath(organizationId, funderId), changes)).json() as Promise<Funder>;
}

/** Editors and up. The funder's name shows in every list of applications, so those are read again. */
export function useUpdateFunder(organizationId: string, funderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FunderChanges) => updateFunder(organizationId, funderId, changes),
    onSuccess: async (funder) => {
      queryClient.setQueryData(getFunderQueryOptions(organizationId, funderId).queryKey, (detail) =>
        detail ? { ...detail, ...funder } : detail,
      );
      await invalidateApplicationLists(queryClient, organizationId);
    },
  });
}
