import { createFileRoute } from '@tanstack/react-router'
import { pspResultCodes } from '../../../api/resultcode'
import { PspResultCodeDetail } from '../../../screens/resultcode/PspResultCodeDetail'

export const Route = createFileRoute('/_console/resultcodes/psp/$pspResultCode')({
  loader: (match) => pspResultCodes.preload(match),
  component: PspResultCodeDetail,
})
