import { createFileRoute } from '@tanstack/react-router'
import { NewFraudBlockScreen } from '../../../screens/fraud/NewFraudBlockScreen'
import { blocklistFields } from '@domain/enums'
import { oneOf, searchOf, text } from '@domain/search-params'

/** The spec's prefill from a transaction (card hash, BIN, last 4 and payment type), or from a customer (its field and id). */
const prefillSearch = searchOf({ field: oneOf(blocklistFields), accountId: text, cardBin: text, cardLast4Digits: text, paymentType: text })

export const Route = createFileRoute('/_console/fraudblocks_/@new')({
  validateSearch: prefillSearch,
  component: NewFraudBlockScreen,
})
