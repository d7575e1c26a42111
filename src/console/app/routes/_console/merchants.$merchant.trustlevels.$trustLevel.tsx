import { createFileRoute } from '@tanstack/react-router'
import { TrustLevelDetail } from '../../../screens/merchantRisk/TrustLevelDetail'

export const Route = createFileRoute('/_console/merchants/$merchant/trustlevels/$trustLevel')({
  component: TrustLevelDetail,
})
