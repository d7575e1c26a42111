import { createFileRoute } from '@tanstack/react-router'
import { GroupDetail } from '../../../screens/groups/GroupDetail'

export const Route = createFileRoute('/_console/groups/$group')({
  staticData: { permission: 'merchantGroup.read' },
  component: GroupDetail,
})
