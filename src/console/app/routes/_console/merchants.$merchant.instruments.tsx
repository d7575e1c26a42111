import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { InstrumentConfigsScreen } from '../../../screens/merchant/InstrumentConfigsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/instruments')({
  ...listRouteOptions(merchantConfigFilterFields),
  component: InstrumentConfigsScreen,
})
