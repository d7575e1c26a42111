import { searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { cardblacklist } from '../../../api/cardblacklist'
import { CardBlacklistDetail } from '../../../screens/cardblacklist/CardBlacklistDetail'

// One card can be on the blacklist of several spaces: the open entry's space. Built apart from
// the route options: inline, the search's type is lost to loaderDeps' inference.
const entrySearch = searchOf({ entrySpace: textUpTo(100) })

export const Route = createFileRoute('/_console/cardBlacklist/$cardId')({
  validateSearch: entrySearch,
  loaderDeps: ({ search }) => ({ entrySpace: search.entrySpace }),
  loader: (match) => cardblacklist.preload(match),
  component: CardBlacklistDetail,
})
