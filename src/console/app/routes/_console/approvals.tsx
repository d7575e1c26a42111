import { approvalTabs } from '@domain/enums'
import { approvalFilterFields } from '@domain/filters/approval'
import { oneOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { dialogSearch } from '../../../palette/screen-dialog'
import { ApprovalsScreen } from '../../../screens/approval/ApprovalsScreen'

export const Route = createFileRoute('/_console/approvals')({
  // The list's tab, and the steps of the request beside it: its approval, its rejection, its cancellation.
  ...listRouteOptions(approvalFilterFields, { tab: oneOf(approvalTabs), ...dialogSearch('approve', 'reject', 'cancelRequest') }),
  component: ApprovalsScreen,
})
