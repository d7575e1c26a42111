import { createFileRoute } from '@tanstack/react-router'
import { CardBinDetail } from '../../../screens/cardData/CardBinDetail'

export const Route = createFileRoute('/_console/cardBins/$cardBin')({
  component: CardBinDetail,
})
