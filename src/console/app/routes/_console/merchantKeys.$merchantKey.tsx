import { createFileRoute } from '@tanstack/react-router'
import { merchantkey } from '../../../api/merchantkey'
import { MerchantKeyDetail } from '../../../screens/merchantkey/MerchantKeyDetail'

export const Route = createFileRoute('/_console/merchantKeys/$merchantKey')({
  loader: (match) => merchantkey.preload(match),
  component: MerchantKeyDetail,
})
