import { pspResultCodeFilterFields } from '@domain/filters/resultcode'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { PspResultCodesScreen } from '../../../screens/resultcode/PspResultCodesScreen'

export const Route = createFileRoute('/_console/resultcodes/psp')({
  ...listRouteOptions(pspResultCodeFilterFields),
  component: PspResultCodesScreen,
})
