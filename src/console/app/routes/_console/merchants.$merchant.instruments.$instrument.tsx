import { createFileRoute } from '@tanstack/react-router'
import { instrumentConfigKind } from '../../../api/merchant'
import { InstrumentConfigDetail } from '../../../screens/merchant/InstrumentConfigDetail'
import { preloadRecord } from '../../../api/record-kind'

export const Route = createFileRoute('/_console/merchants/$merchant/instruments/$instrument')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, instrumentConfigKind, params),
  component: InstrumentConfigDetail,
})
