import { z } from 'zod'
import { createFileRoute } from '@tanstack/react-router'
import { VelocityBlockDetail } from '../../../screens/fraud/VelocityBlockDetail'
import { dialogSearch } from '../../../palette/screen-dialog'

export const Route = createFileRoute('/_console/merchants/$merchant/velocityblocks/$velocityBlock')({
  validateSearch: z.object(dialogSearch('delete')),
  component: VelocityBlockDetail,
})
