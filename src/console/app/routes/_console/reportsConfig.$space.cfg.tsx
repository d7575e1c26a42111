import { createFileRoute } from '@tanstack/react-router'
import { reportConfigsQueryOptions } from '../../../api/mspace'
import { ReportConfigsScreen } from '../../../screens/mspace/ReportConfigsScreen'

export const Route = createFileRoute('/_console/reportsConfig/$space/cfg')({
  loader: ({ context, params }) => context.queryClient.prefetchQuery(reportConfigsQueryOptions(params.space)),
  component: ReportConfigsScreen,
})
