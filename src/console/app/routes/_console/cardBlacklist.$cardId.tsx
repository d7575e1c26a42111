import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { CardBlacklistDetail } from '../../../screens/cardData/CardBlacklistDetail'

export const Route = createFileRoute('/_console/cardBlacklist/$cardId')({
  // One card can be on the blacklist of several spaces: the open entry's space.
  validateSearch: z.object({ entrySpace: z.string().max(100).optional().catch(undefined) }),
  component: CardBlacklistDetail,
})
