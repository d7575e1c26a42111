import { createFileRoute } from '@tanstack/react-router'
import { mspace } from '../../../api/mspace'
import { SpaceDetail } from '../../../screens/mspace/SpaceDetail'

export const Route = createFileRoute('/_console/spaces/$space')({
  loader: (match) => mspace.preload(match),
  component: SpaceDetail,
})
