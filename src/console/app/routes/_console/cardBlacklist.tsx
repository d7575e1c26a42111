import { filterSearchSchema } from '@domain/filters'
import { cardBlacklistFilterFields } from '@domain/filters/cardblacklist'
import { createFileRoute } from '@tanstack/react-router'
import { CardBlacklistScreen } from '../../../screens/cardblacklist/CardBlacklistScreen'

export const Route = createFileRoute('/_console/cardBlacklist')({
  validateSearch: filterSearchSchema(cardBlacklistFilterFields),
  component: CardBlacklistScreen,
})
