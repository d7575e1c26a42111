import { merchantkeyCalls } from '@domain/calls/merchantkey'
import { merchantKeyFilterFields } from '@domain/filters/merchantkey'
import { defineRecordKind } from './record-kind'

/** Merchant API keys; a key is read back with its prefix only, its secret is in the create answer alone. */
export const merchantkey = defineRecordKind({
  kind: 'merchantKey',
  calls: merchantkeyCalls,
  filters: merchantKeyFilterFields,
  // A key has no update stamp: what its form edits is what a save changes.
  version: (row) => `${row.name}|${row.status}|${row.expiresAt}`,
})
