import { createFileRoute } from '@tanstack/react-router'
import { InstrumentConfigDetail } from '../../../screens/merchantConfigs/InstrumentConfigDetail'

export const Route = createFileRoute('/_console/merchants/$merchant/instruments/$instrument')({
  component: InstrumentConfigDetail,
})
