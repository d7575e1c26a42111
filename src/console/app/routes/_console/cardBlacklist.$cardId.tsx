import { searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { cardblacklist } from '../../../api/cardblacklist'
import { CardBlacklistDetail } from '../../../screens/cardblacklist/CardBlacklistDetail'
import { preloadRecord } from '../../../workspace'

export const Route = createFileRoute('/_console/cardBlacklist/$cardId')({
  // One card can be on the blacklist of several spaces: the open entry's space.
  validateSearch: searchOf({ entrySpace: textUpTo(100) }),
  loaderDeps: ({ search }) => ({ entrySpace: search.entrySpace }),
  loader: ({ context, params, deps }) => preloadRecord(context.queryClient, cardblacklist, { ...params, ...deps }),
  component: CardBlacklistDetail,
})
