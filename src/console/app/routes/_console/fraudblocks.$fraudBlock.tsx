import { z } from 'zod'
import { createFileRoute } from '@tanstack/react-router'
import { FraudBlockDetail } from '../../../screens/fraud/FraudBlockDetail'
import { dialogSearch } from '../../../palette/screen-dialog'

export const Route = createFileRoute('/_console/fraudblocks/$fraudBlock')({
  validateSearch: z.object(dialogSearch('delete')),
  component: FraudBlockDetail,
})
