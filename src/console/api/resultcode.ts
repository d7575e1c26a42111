import { referenceCalls } from '@domain/calls/reference'
import { resultcodeCalls, resultcodeRecordCalls } from '@domain/calls/resultcode'
import type { ResultCode } from '@domain/entities/resultcode'
import { pspResultCodeFilterFields, resultCodeFilterFields } from '@domain/filters/resultcode'
import type { QueryKey } from '@tanstack/react-query'
import { callQuery } from './call-query'
import { defineRecordKind, textKeyed } from './record-kind'

/**
 * The platform's own result codes, named in the URL by their code. A write changes what the
 * gateway codes mapped to it show (its message, result and category), so their list goes stale.
 */
export const resultCodes = defineRecordKind({
  kind: 'resultCode',
  // Its get is the code's detail, with the gateway codes mapped to it.
  calls: resultcodeCalls,
  filters: resultCodeFilterFields,
  ...textKeyed((row: ResultCode) => row.code, (code) => ({ code })),
  related: (): readonly QueryKey[] => [pspResultCodes.keys.all],
})

/** Each gateway's codes, by their id; a write changes which console code lists them. */
export const pspResultCodes = defineRecordKind({
  kind: 'pspResultCode',
  calls: resultcodeRecordCalls.psp,
  filters: pspResultCodeFilterFields,
  params: (id) => ({ code: id }),
  history: (row) => `${row.gateway}/${row.code}`,
  related: (): readonly QueryKey[] => [resultCodes.keys.all],
})

/** Every console code, for the choice a gateway code maps to: the catalogue holds a few dozen. */
export const consoleCodeChoices = () =>
  callQuery([...resultCodes.keys.all, 'choices'], referenceCalls.resultCodes)
