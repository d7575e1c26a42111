import { createFileRoute } from '@tanstack/react-router'
import { preloadRecord } from '../../../api/record-kind'
import { pspResultCodes } from '../../../api/resultcode'
import { PspResultCodeDetail } from '../../../screens/resultcode/PspResultCodeDetail'

export const Route = createFileRoute('/_console/resultcodes/psp/$pspResultCode')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, pspResultCodes, params),
  component: PspResultCodeDetail,
})
