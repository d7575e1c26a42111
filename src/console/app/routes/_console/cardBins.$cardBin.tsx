import { createFileRoute } from '@tanstack/react-router'
import { cardbin } from '../../../api/cardbin'
import { CardBinDetail } from '../../../screens/cardbin/CardBinDetail'
import { preloadRecord } from '../../../workspace'

export const Route = createFileRoute('/_console/cardBins/$cardBin')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, cardbin, params),
  component: CardBinDetail,
})
