import { createFileRoute } from '@tanstack/react-router'
import { fraudConfigKind } from '../../../api/merchant'
import { FraudConfigDetail } from '../../../screens/merchant/FraudConfigDetail'
import { preloadRecord } from '../../../api/record-kind'

export const Route = createFileRoute('/_console/merchants/$merchant/fraudConfigs/$fraudConfig')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, fraudConfigKind, params),
  component: FraudConfigDetail,
})
