import { referenceList } from './reference'
import { trustpolicyCalls, trustpolicyRecordCalls } from '@domain/calls/trustpolicy'
import type { trustPolicyConfigSummarySchema, trustPolicySimulationInputSchema } from '@domain/entities/trustpolicy'
import { queryOptions, skipToken } from '@tanstack/react-query'
import { trustPolicyConfigFilterFields } from '@domain/filters/trustpolicy'
import type { z } from 'zod'
import { callApi } from './client'
import { defineRecordKind, textKeyed } from './record-kind'

/** A config as the list shows it: without its tree, with its counts. */
export type TrustPolicyConfigSummary = z.infer<typeof trustPolicyConfigSummarySchema>

/**
 * The trust policy configs of the spaces the user sees, named by their name in the path and their
 * space beside it (`?space=`): each space has its own names. A config is read whole, its
 * collections and their policies with it, so the collection screen reads it too.
 */
export const trustPolicyConfigs = defineRecordKind({
  kind: 'trustPolicyConfig',
  filters: trustPolicyConfigFilterFields,
  calls: trustpolicyRecordCalls.config,
  ...textKeyed((row: TrustPolicyConfigSummary) => row.name, (name, route) => ({ space: route.space ?? '', name })),
  idSearch: { name: 'space', of: (row: TrustPolicyConfigSummary) => row.space },
  history: (row: TrustPolicyConfigSummary) => `${row.space}/${row.name}`,
})

export type PolicySimulationBody = z.input<typeof trustPolicySimulationInputSchema>

/**
 * What a policy being edited would have changed over the last 30 days, under the kind's key: a
 * save reads it again. No body (a policy not complete yet) asks nothing.
 */
export const policySimulation = (space: string, body: PolicySimulationBody | null) =>
  queryOptions({
    queryKey: [...trustPolicyConfigs.keys.all, 'simulation', space, body],
    queryFn: body ? ({ signal }) => callApi(trustpolicyCalls.simulate, { params: { space }, body, signal }) : skipToken,
  })

/** The currencies an approved-amount condition chooses from: those the platform enables. */
export const policyCurrencies = () => referenceList('currencies')
