import { gatewaycredentialCalls } from '@domain/calls/gatewaycredential'
import { referenceCalls } from '@domain/calls/reference'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { workspaceKeys } from '../workspace/list-logic'
import { callApi } from './client'

/** Query keys of gateway credentials; the list screen's pages are workspace keys. */
export const gatewayCredentialKeys = {
  all: ['gatewayCredentials'] as const,
  record: (id: number) => [...gatewayCredentialKeys.all, id] as const,
  gateways: ['gatewayDetails'] as const,
}

export const GATEWAY_CREDENTIAL_LIST = 'gatewayCredentials'

/** The answer holds secrets only masked (`••••1234`); their values never reach the client. */
export const gatewayCredentialQueryOptions = (id: number) =>
  queryOptions({
    queryKey: gatewayCredentialKeys.record(id),
    queryFn: ({ signal }) => callApi(gatewaycredentialCalls.get, { params: { id }, signal }),
  })

/** The gateways enabled on the platform, with the fields their credentials hold. */
export const gatewayDetailsQueryOptions = () =>
  queryOptions({
    queryKey: gatewayCredentialKeys.gateways,
    queryFn: ({ signal }) => callApi(referenceCalls.gatewayDetails, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** After a write: the records and every loaded page of the list. */
export async function refreshGatewayCredentials(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: gatewayCredentialKeys.all }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.list(GATEWAY_CREDENTIAL_LIST) }),
  ])
}
