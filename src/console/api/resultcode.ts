import { referenceCalls } from '@domain/calls/reference'
import { resultcodeCalls } from '@domain/calls/resultcode'
import type { ResultCode } from '@domain/entities/resultcode'
import { pspResultCodeFilterFields, resultCodeFilterFields } from '@domain/filters/resultcode'
import { type QueryKey, queryOptions } from '@tanstack/react-query'
import { callApi } from './client'
import { defineRecordKind, textKeyed } from './record-kind'

/**
 * The platform's own result codes, named in the URL by their code. A write changes what the
 * gateway codes mapped to it show (its message, result and category), so their list goes stale.
 */
export const resultCodes = defineRecordKind({
  area: 'resultcode',
  list: 'resultCodes',
  calls: { list: resultcodeCalls.list, get: resultcodeCalls.get, create: resultcodeCalls.create, update: resultcodeCalls.update, remove: resultcodeCalls.remove },
  filters: resultCodeFilterFields,
  route: '/resultcodes/cs/$resultCode',
  ...textKeyed((row: ResultCode) => row.code, (code) => ({ code })),
  history: (row) => ({ targetType: 'resultCode', targetId: row.code }),
  related: (): readonly QueryKey[] => [pspResultCodes.keys.all],
})

/** Each gateway's codes, by their id; a write changes which console code lists them. */
export const pspResultCodes = defineRecordKind({
  area: 'resultcode',
  list: 'pspResultCodes',
  calls: { list: resultcodeCalls.pspList, get: resultcodeCalls.pspGet, create: resultcodeCalls.pspCreate, update: resultcodeCalls.pspUpdate, remove: resultcodeCalls.pspRemove },
  filters: pspResultCodeFilterFields,
  route: '/resultcodes/psp/$pspResultCode',
  params: (id) => ({ code: id }),
  history: (row) => ({ targetType: 'pspResultCode', targetId: `${row.gateway}/${row.code}` }),
  related: (): readonly QueryKey[] => [resultCodes.keys.all],
})

/** Every console code, for the choice a gateway code maps to: the catalogue holds a few dozen. */
export const consoleCodeChoices = () =>
  queryOptions({
    queryKey: [...resultCodes.keys.all, 'choices'],
    queryFn: ({ signal }) => callApi(referenceCalls.resultCodes, { signal }),
  })
