import { createFileRoute } from '@tanstack/react-router'
import { trustLevelKind } from '../../../api/merchant'
import { TrustLevelDetail } from '../../../screens/merchant/TrustLevelDetail'
import { preloadRecord } from '../../../api/record-kind'

export const Route = createFileRoute('/_console/merchants/$merchant/trustlevels/$trustLevel')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, trustLevelKind, params),
  component: TrustLevelDetail,
})
