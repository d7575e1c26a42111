import { createFileRoute } from '@tanstack/react-router'
import { instrumentConfigKind } from '../../../api/merchant'
import { InstrumentConfigDetail } from '../../../screens/merchant/InstrumentConfigDetail'

export const Route = createFileRoute('/_console/merchants/$merchant/instruments/$instrument')({
  loader: (match) => instrumentConfigKind.preload(match),
  component: InstrumentConfigDetail,
})
