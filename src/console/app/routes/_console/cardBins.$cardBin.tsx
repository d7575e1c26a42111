import { createFileRoute } from '@tanstack/react-router'
import { CardBinDetail } from '../../../screens/cardData/CardBinDetail'

export const Route = createFileRoute('/_console/cardBins/$cardBin')({
  staticData: { permission: 'cardData.read' },
  component: CardBinDetail,
})
