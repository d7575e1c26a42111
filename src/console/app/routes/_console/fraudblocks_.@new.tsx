import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { NewFraudBlockScreen } from '../../../screens/fraud/NewFraudBlockScreen'
import { searchTextParam } from '@domain/filters'

/** The spec's prefill from a transaction: card hash, BIN, last 4 and payment type. */
const prefillSchema = z.object({
  accountId: searchTextParam,
  cardBin: searchTextParam,
  cardLast4Digits: searchTextParam,
  paymentType: searchTextParam,
})

export const Route = createFileRoute('/_console/fraudblocks_/@new')({
  validateSearch: prefillSchema,
  component: NewFraudBlockScreen,
})
