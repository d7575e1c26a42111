import { createFileRoute } from '@tanstack/react-router'
import { fraudConfigKind } from '../../../api/merchant'
import { FraudConfigDetail } from '../../../screens/merchant/FraudConfigDetail'

export const Route = createFileRoute('/_console/merchants/$merchant/fraudConfigs/$fraudConfig')({
  loader: (match) => fraudConfigKind.preload(match),
  component: FraudConfigDetail,
})
