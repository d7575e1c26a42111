import type { CallDef } from '../call'
import { approvalCalls } from './approval'
import { assetCalls } from './asset'
import { authCalls } from './auth'
import { cardbinCalls } from './cardbin'
import { cardblacklistCalls } from './cardblacklist'
import { cardrestrictionCalls } from './cardrestriction'
import { customerCalls } from './customer'
import { emailtplCalls } from './emailtpl'
import { exportCalls } from './export'
import { financeCalls } from './finance'
import { fraudCalls } from './fraud'
import { gatewaycredentialCalls } from './gatewaycredential'
import { hiveCalls } from './hive'
import { merchantCalls } from './merchant'
import { merchantkeyCalls } from './merchantkey'
import { messageCalls } from './message'
import { mgroupCalls } from './mgroup'
import { mroleCalls } from './mrole'
import { mspaceCalls } from './mspace'
import { muserCalls } from './muser'
import { paymentlinkCalls } from './paymentlink'
import { referenceCalls } from './reference'
import { reportCalls } from './report'
import { resultcodeCalls } from './resultcode'
import { reviewCalls } from './review'
import { savedsearchCalls } from './savedsearch'
import { searchCalls } from './search'
import { systemCalls } from './system'
import { transactionCalls } from './transaction'
import { trustpolicyCalls } from './trustpolicy'
import { undoCalls } from './undo'

/**
 * The call table: every API call, by area (the area names of calls.tsv). calls.tsv is its
 * specification; a unit test fails when the two disagree. Calls added beyond calls.tsv are
 * listed in that test.
 */
export const calls = {
  auth: authCalls,
  system: systemCalls,
  cardbin: cardbinCalls,
  transaction: transactionCalls,
  customer: customerCalls,
  message: messageCalls,
  mgroup: mgroupCalls,
  merchant: merchantCalls,
  gatewaycredential: gatewaycredentialCalls,
  muser: muserCalls,
  mspace: mspaceCalls,
  paymentlink: paymentlinkCalls,
  hive: hiveCalls,
  fraud: fraudCalls,
  emailtpl: emailtplCalls,
  cardrestriction: cardrestrictionCalls,
  mrole: mroleCalls,
  trustpolicy: trustpolicyCalls,
  finance: financeCalls,
  resultcode: resultcodeCalls,
  merchantkey: merchantkeyCalls,
  report: reportCalls,
  cardblacklist: cardblacklistCalls,
  review: reviewCalls,
  approval: approvalCalls,
  reference: referenceCalls,
  asset: assetCalls,
  savedsearch: savedsearchCalls,
  export: exportCalls,
  search: searchCalls,
  undo: undoCalls,
} as const

export type CallTable = typeof calls

/** Every entry, flat, with its `area.name` id. */
export function allCalls(): { id: string; call: CallDef }[] {
  return Object.entries(calls).flatMap(([area, entries]) =>
    Object.entries(entries as Record<string, CallDef>).map(([name, call]) => ({ id: `${area}.${name}`, call })),
  )
}
