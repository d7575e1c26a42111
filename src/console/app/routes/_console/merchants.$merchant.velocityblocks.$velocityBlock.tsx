import { createFileRoute } from '@tanstack/react-router'
import { VelocityBlockDetail } from '../../../screens/fraud/VelocityBlockDetail'

export const Route = createFileRoute('/_console/merchants/$merchant/velocityblocks/$velocityBlock')({
  component: VelocityBlockDetail,
})
