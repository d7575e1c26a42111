import { cardBinFilterFields } from '@domain/filters/cardbin'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { CardBinsScreen } from '../../../screens/cardbin/CardBinsScreen'

export const Route = createFileRoute('/_console/cardBins')({
  ...listRouteOptions(cardBinFilterFields),
  component: CardBinsScreen,
})
