import { API_PREFIX, type BodyOf } from '@domain/call'
import { assetCalls } from '@domain/calls/asset'
import { financeCalls } from '@domain/calls/finance'
import { gatewaycredentialCalls } from '@domain/calls/gatewaycredential'
import { merchantCalls, merchantRecordCalls } from '@domain/calls/merchant'
import { mgroupCalls } from '@domain/calls/mgroup'
import { mspaceCalls } from '@domain/calls/mspace'
import { referenceCalls } from '@domain/calls/reference'
import { assetSignAnswerSchema } from '@domain/entities/asset'
import type { Merchant, MerchantSummary } from '@domain/entities/merchant'
import { fraudConfigFilterFields } from '@domain/filters/fraud-config'
import { merchantFilterFields } from '@domain/filters/merchant'
import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { velocityBlockFilterFields } from '@domain/filters/velocityblock'
import type { LedgerEntryType, TransferType } from '@domain/enums'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { workspaceKeys } from '../workspace/list-logic'
import { callApi } from './client'
import { callPages, callQuery } from './call-query'
import { defineRecordKind, type RouteParams, textKeyed, underMerchant } from './record-kind'

/** Merchants, by name; a merchant's record is its page, with its tabs, rather than a pane beside the list. */
export const merchantKind = defineRecordKind({
  kind: 'merchant',
  calls: { list: merchantCalls.list, get: merchantCalls.get, create: merchantCalls.create },
  filters: merchantFilterFields,
  ...textKeyed((row: MerchantSummary) => row.name, (name) => ({ name })),
  page: true,
})

/** Query keys of what hangs under one merchant, beside its record; a write invalidates the merchant's branch. */
export const merchantKeys = {
  all: merchantKind.keys.all,
  merchant: (name: string) => [...merchantKeys.all, name] as const,
  resources: (name: string) => [...merchantKeys.merchant(name), 'resources'] as const,
  tags: (name: string) => [...merchantKeys.merchant(name), 'tags'] as const,
  callers: (name: string) => [...merchantKeys.merchant(name), 'callers'] as const,
  caller: (name: string, caller: string) => [...merchantKeys.callers(name), caller] as const,
  account: (name: string) => [...merchantKeys.merchant(name), 'account'] as const,
  accountCurrency: (name: string, currency: string) => [...merchantKeys.account(name), currency] as const,
  ledger: (name: string, currency: string, filters: LedgerFilters) => [...merchantKeys.accountCurrency(name, currency), 'ledger', filters] as const,
  dailySummary: (name: string, currency: string, timeZone: string) => [...merchantKeys.accountCurrency(name, currency), 'daily', timeZone] as const,
  spaceTags: (space: number) => [...merchantKeys.all, '@space', space, 'tags'] as const,
  groupChoices: () => [...merchantKeys.all, '@groups'] as const,
}

/** A merchant's record, for the parts of its page that read it. */
export const merchantQueryOptions = (name: string) => merchantKind.detailQuery(name, {})

export const merchantResourcesQueryOptions = (name: string) =>
  callQuery(merchantKeys.resources(name), merchantCalls.resources, { params: { name } })

export const merchantTagsQueryOptions = (name: string) =>
  callQuery(merchantKeys.tags(name), merchantCalls.tags, { params: { name } })

/** The tag catalogue of a space: what can be put on its merchants. */
export const spaceMerchantTagsQueryOptions = (space: number) =>
  callQuery(merchantKeys.spaceTags(space), mspaceCalls.merchantTags, { params: { id: String(space) } })

/** The most callers a merchant's screen lists in one page. */
const CALLER_PAGE = 500

export const merchantCallersQueryOptions = (name: string) =>
  callQuery(merchantKeys.callers(name), merchantCalls.callers, { params: { name }, query: { limit: CALLER_PAGE } })

export const merchantCallerQueryOptions = (name: string, caller: string) =>
  callQuery(merchantKeys.caller(name, caller), merchantCalls.getCaller, { params: { name, caller } })

/** The most groups the create form offers; a user who may create merchants sees few groups. */
const GROUP_PAGE = 500

/** The groups the user may put a new merchant in. */
export const merchantGroupChoicesQueryOptions = () =>
  callQuery(merchantKeys.groupChoices(), mgroupCalls.list, { query: { limit: GROUP_PAGE, sort: 'name' } })

export const accountSummaryQueryOptions = (name: string) =>
  callQuery(merchantKeys.account(name), financeCalls.accountSummary, { params: { id: name } })

export const accountCurrencySummaryQueryOptions = (name: string, currency: string) =>
  callQuery(merchantKeys.accountCurrency(name, currency), financeCalls.accountCurrencySummary, { params: { id: name, currency } })

/** The ledger's filters on the account tab. */
export interface LedgerFilters {
  entryType?: LedgerEntryType
  transferType?: TransferType
}

const LEDGER_PAGE = 50

/** One currency's ledger entries of a merchant, newest first, a keyset page at a time. */
export const ledgerQueryOptions = (name: string, currency: string, filters: LedgerFilters) =>
  callPages(merchantKeys.ledger(name, currency, filters), financeCalls.ledger, { query: { merchantName: name, currency, ...filters, limit: LEDGER_PAGE } })

/** One currency's days of a merchant's account in a time zone, newest first. */
export const dailySummaryQueryOptions = (name: string, currency: string, timeZone: string) =>
  callPages(merchantKeys.dailySummary(name, currency, timeZone), financeCalls.dailySummary, { query: { merchantName: name, currency, timeZone, limit: 14 } })

/** After a write under a merchant: everything of that merchant, and every loaded page of the lists. */
export async function refreshMerchant(queryClient: QueryClient, name: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: merchantKeys.merchant(name) }),
    queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  ])
}

/** Which of a merchant's configs: a gateway config or an instrument config. */
export type ConfigKind = 'gateway' | 'instrument'

/** The statistics periods offered, in days back from now. */
export const STATISTICS_PERIODS = [7, 30, 90] as const
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number]

const DAY_MS = 86_400_000

/** A config write changes what the merchant's page lists (its resources, its configs' statistics). */
const merchantBranch = (route: RouteParams) => [merchantKeys.merchant(route.merchant!)]

/** A merchant's gateway configs: how it reaches each gateway. */
export const gatewayConfigKind = defineRecordKind({
  kind: 'gatewayConfig',
  calls: merchantRecordCalls.gatewayConfig,
  filters: merchantConfigFilterFields,
  ...underMerchant,
  related: merchantBranch,
})

/** A merchant's instrument configs: the payment instruments it offers, and their limits. */
export const instrumentConfigKind = defineRecordKind({
  kind: 'instrumentConfig',
  calls: merchantRecordCalls.instrumentConfig,
  filters: merchantConfigFilterFields,
  ...underMerchant,
  related: merchantBranch,
})

/** Statistics hang under their merchant's key, so a config write reloads them too. */
export const merchantConfigKeys = {
  statistics: (merchant: string, kind: ConfigKind, id: number, days: StatisticsPeriod) => [...merchantKeys.merchant(merchant), 'statistics', kind, id, days] as const,
  gateways: ['merchant', 'gateways'] as const,
  credentials: (space: string, gateway: string) => ['merchant', 'credentials', space, gateway] as const,
}

/** Outcomes of one config over the last `days` days, up to now. */
export const configStatisticsQueryOptions = (merchant: string, kind: ConfigKind, id: number, days: StatisticsPeriod) =>
  queryOptions({
    queryKey: merchantConfigKeys.statistics(merchant, kind, id, days),
    queryFn: ({ signal }) => {
      const to = new Date()
      const query = { from: new Date(to.getTime() - days * DAY_MS).toISOString(), to: to.toISOString() }
      const call = kind === 'gateway' ? merchantCalls.gatewayConfigStatistics : merchantCalls.instrumentConfigStatistics
      return callApi(call, { params: { name: merchant, id }, query, signal })
    },
  })

/** The gateways enabled on the platform: those a merchant can be configured with. */
export const gatewayDetailsQueryOptions = () =>
  callQuery(merchantConfigKeys.gateways, referenceCalls.gatewayDetails, {}, { staleTime: 10 * 60_000 })

/** Credentials of one gateway in the merchant's space; the caller keeps the space-wide ones and the merchant's own. */
export const gatewayCredentialsQueryOptions = (space: string, gateway: string) =>
  callQuery(merchantConfigKeys.credentials(space, gateway), gatewaycredentialCalls.list, { query: { space, gateway, limit: 500 } })

/** What customers of each trust level may use at a merchant. */
export const trustLevelKind = defineRecordKind({
  kind: 'trustLevel',
  calls: merchantRecordCalls.trustLevel,
  filters: merchantConfigFilterFields,
  ...underMerchant,
  // The merchant's resources name its trust levels.
  related: (route) => [merchantKeys.resources(route.merchant!)],
})

/** The fraud vendor checks of a merchant: set up with the vendor, read and deleted here. */
export const fraudConfigKind = defineRecordKind({
  kind: 'fraudConfig',
  calls: { list: merchantCalls.fraudConfigs, get: merchantCalls.getFraudConfig, remove: merchantCalls.removeFraudConfig },
  filters: fraudConfigFilterFields,
  ...underMerchant,
})

/** Blocks a merchant's velocity rules raised, on the merchant's page. */
export const velocityBlockKind = defineRecordKind({
  kind: 'velocityBlock',
  calls: { list: merchantCalls.velocityBlocks, get: merchantCalls.getVelocityBlock, remove: merchantCalls.removeVelocityBlock },
  filters: velocityBlockFilterFields,
  ...underMerchant,
  // The export lists every merchant's velocity blocks unless told which one this list is.
  exportQuery: (route) => ({ merchantName: route.merchant! }),
})

/** Sends only the parts of the merchant a screen edits; the server keeps the rest. */
export function configureMerchant(name: string, body: BodyOf<typeof merchantCalls.configure>): Promise<Merchant> {
  return callApi(merchantCalls.configure, { params: { name }, body })
}

/** Our own signer: reached as a call of the table, with the session's token. */
export const OWN_ASSET_SIGNER_URL = `${API_PREFIX}/${assetCalls.sign.path}`

/** Which step of an upload failed, and the answer's status when there was one; the screen says it in the user's language. */
export class AssetUploadError extends Error {
  constructor(
    readonly step: 'sign' | 'upload',
    readonly status?: number,
  ) {
    super(`asset ${step} failed${status ? ` (${status})` : ''}`)
    this.name = 'AssetUploadError'
  }
}

export interface SignedUpload {
  uploadURL: string
  logoURL: string
}

/**
 * Asks the signer for an upload of `fname`. Another signer (a serverless endpoint) gets a plain
 * GET with `fname` and never the console's token.
 */
export async function signAssetUpload(signerUrl: string, fname: string, signal?: AbortSignal): Promise<SignedUpload> {
  if (signerUrl === OWN_ASSET_SIGNER_URL) return callApi(assetCalls.sign, { query: { fname }, signal })
  const url = new URL(signerUrl, globalThis.location?.origin)
  url.searchParams.set('fname', fname)
  const response = await fetch(url, { signal, credentials: 'omit' })
  if (!response.ok) throw new AssetUploadError('sign', response.status)
  const answer = assetSignAnswerSchema.safeParse(await response.json().catch(() => null))
  if (!answer.success) throw new AssetUploadError('sign')
  return answer.data
}

/** PUTs the file's bytes to the signed URL, reporting the share sent so far (0 to 1). */
export function putAsset(uploadURL: string, file: Blob, contentType: string, onProgress?: (sent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', uploadURL)
    request.setRequestHeader('Content-Type', contentType)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new AssetUploadError('upload', request.status)))
    request.onerror = () => reject(new AssetUploadError('upload'))
    request.send(file)
  })
}
