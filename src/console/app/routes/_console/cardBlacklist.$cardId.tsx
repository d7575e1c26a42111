import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { cardblacklist } from '../../../api/cardblacklist'
import { preloadRecord } from '../../../api/record-kind'
import { CardBlacklistDetail } from '../../../screens/cardblacklist/CardBlacklistDetail'

export const Route = createFileRoute('/_console/cardBlacklist/$cardId')({
  // One card can be on the blacklist of several spaces: the open entry's space.
  validateSearch: z.object({ entrySpace: z.string().max(100).optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ entrySpace: search.entrySpace }),
  loader: ({ context, params, deps }) => preloadRecord(context.queryClient, cardblacklist, { ...params, ...deps }),
  component: CardBlacklistDetail,
})
