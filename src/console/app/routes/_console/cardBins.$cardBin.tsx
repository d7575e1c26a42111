import { createFileRoute } from '@tanstack/react-router'
import { cardbin } from '../../../api/cardbin'
import { CardBinDetail } from '../../../screens/cardbin/CardBinDetail'

export const Route = createFileRoute('/_console/cardBins/$cardBin')({
  loader: (match) => cardbin.preload(match),
  component: CardBinDetail,
})
