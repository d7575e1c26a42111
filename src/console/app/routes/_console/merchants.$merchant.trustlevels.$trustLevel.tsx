import { createFileRoute } from '@tanstack/react-router'
import { trustLevelKind } from '../../../api/merchant'
import { TrustLevelDetail } from '../../../screens/merchant/TrustLevelDetail'

export const Route = createFileRoute('/_console/merchants/$merchant/trustlevels/$trustLevel')({
  loader: (match) => trustLevelKind.preload(match),
  component: TrustLevelDetail,
})
