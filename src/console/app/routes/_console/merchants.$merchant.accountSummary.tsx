import { ledgerEntryTypes, transferTypes } from '@domain/enums'
import { oneOf, searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { dialogSearch } from '../../../palette/screen-dialog'
import { AccountSummary } from '../../../screens/merchant/AccountSummary'

export const Route = createFileRoute('/_console/merchants/$merchant/accountSummary')({
  // The chosen currency and the ledger's filters are part of the link; so is a top-up or withdrawal dialog.
  validateSearch: searchOf({ currency: textUpTo(3), entryType: oneOf(ledgerEntryTypes), transferType: oneOf(transferTypes) }, dialogSearch('topup', 'withdraw')),
  component: AccountSummary,
})
