import { resultCodeFilterFields } from '@domain/filters/resultcode'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { ResultCodesScreen } from '../../../screens/resultcode/ResultCodesScreen'

export const Route = createFileRoute('/_console/resultcodes/cs')({
  ...listRouteOptions(resultCodeFilterFields),
  component: ResultCodesScreen,
})
