import { filterSearchSchema } from '@domain/filters'
import { cardBinFilterFields } from '@domain/filters/cardbin'
import { createFileRoute } from '@tanstack/react-router'
import { CardBinsScreen } from '../../../screens/cardbin/CardBinsScreen'

export const Route = createFileRoute('/_console/cardBins')({
  validateSearch: filterSearchSchema(cardBinFilterFields),
  component: CardBinsScreen,
})
