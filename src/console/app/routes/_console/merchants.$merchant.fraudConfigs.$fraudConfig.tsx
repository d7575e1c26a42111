import { createFileRoute } from '@tanstack/react-router'
import { FraudConfigDetail } from '../../../screens/merchantRisk/FraudConfigDetail'

export const Route = createFileRoute('/_console/merchants/$merchant/fraudConfigs/$fraudConfig')({
  component: FraudConfigDetail,
})
