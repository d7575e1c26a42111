import { createFileRoute } from '@tanstack/react-router'
import { changeRequests } from '../../../api/approval'
import { ChangeRequestDetail } from '../../../screens/approval/ChangeRequestDetail'

export const Route = createFileRoute('/_console/approvals/$request')({
  loader: (match) => changeRequests.preload(match),
  component: ChangeRequestDetail,
})
