import { createFileRoute } from '@tanstack/react-router'
import { fraudConfigKind } from '../../../api/merchantRisk'
import { FraudConfigDetail } from '../../../screens/merchantRisk/FraudConfigDetail'
import { preloadRecord } from '../../../api/record-kind'

export const Route = createFileRoute('/_console/merchants/$merchant/fraudConfigs/$fraudConfig')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, fraudConfigKind, params),
  component: FraudConfigDetail,
})
