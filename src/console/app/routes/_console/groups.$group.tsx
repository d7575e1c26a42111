import { z } from 'zod'
import { createFileRoute } from '@tanstack/react-router'
import { GroupDetail } from '../../../screens/groups/GroupDetail'
import { dialogSearch } from '../../../palette/screen-dialog'

export const Route = createFileRoute('/_console/groups/$group')({
  validateSearch: z.object(dialogSearch('uploadLogo')),
  component: GroupDetail,
})
