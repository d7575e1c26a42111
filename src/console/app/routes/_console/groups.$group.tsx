import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { mgroup } from '../../../api/mgroup'
import { preloadRecord } from '../../../api/record-kind'
import { dialogSearch } from '../../../palette/screen-dialog'
import { GroupDetail } from '../../../screens/mgroup/GroupDetail'

export const Route = createFileRoute('/_console/groups/$group')({
  validateSearch: z.object(dialogSearch('uploadLogo')),
  loader: ({ context, params }) => preloadRecord(context.queryClient, mgroup, params),
  component: GroupDetail,
})
