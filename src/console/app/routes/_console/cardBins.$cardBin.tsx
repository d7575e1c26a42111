import { createFileRoute } from '@tanstack/react-router'
import { cardbin } from '../../../api/cardbin'
import { preloadRecord } from '../../../api/record-kind'
import { CardBinDetail } from '../../../screens/cardbin/CardBinDetail'

export const Route = createFileRoute('/_console/cardBins/$cardBin')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, cardbin, params),
  component: CardBinDetail,
})
