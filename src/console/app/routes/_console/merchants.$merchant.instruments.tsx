import { filterSearchSchema } from '@domain/filters'
import { merchantConfigFilterFields } from '@domain/filters/merchant-config'
import { createFileRoute } from '@tanstack/react-router'
import { InstrumentConfigsScreen } from '../../../screens/merchant/InstrumentConfigsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/instruments')({
  validateSearch: filterSearchSchema(merchantConfigFilterFields),
  component: InstrumentConfigsScreen,
})
