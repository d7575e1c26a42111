import { createFileRoute } from '@tanstack/react-router'
import { NewFraudBlockScreen } from '../../../screens/fraud/NewFraudBlockScreen'
import { searchOf, text } from '@domain/search-params'

/** The spec's prefill from a transaction: card hash, BIN, last 4 and payment type. */
const prefillSearch = searchOf({ accountId: text, cardBin: text, cardLast4Digits: text, paymentType: text })

export const Route = createFileRoute('/_console/fraudblocks_/@new')({
  validateSearch: prefillSearch,
  component: NewFraudBlockScreen,
})
