import { velocityBlockFilterFields } from '@domain/filters/velocityblock'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { VelocityBlocksScreen } from '../../../screens/merchant/VelocityBlocksScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/velocityblocks')({
  ...listRouteOptions(velocityBlockFilterFields),
  component: VelocityBlocksScreen,
})
