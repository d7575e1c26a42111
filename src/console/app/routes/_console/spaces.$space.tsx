import { createFileRoute } from '@tanstack/react-router'
import { mspace } from '../../../api/mspace'
import { preloadRecord } from '../../../api/record-kind'
import { SpaceDetail } from '../../../screens/mspace/SpaceDetail'

export const Route = createFileRoute('/_console/spaces/$space')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, mspace, params),
  component: SpaceDetail,
})
