import { spaceFilterFields } from '@domain/filters/mspace'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { SpacesScreen } from '../../../screens/mspace/SpacesScreen'

export const Route = createFileRoute('/_console/spaces')({
  ...listRouteOptions(spaceFilterFields),
  component: SpacesScreen,
})
