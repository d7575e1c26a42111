import { cardBlacklistFilterFields } from '@domain/filters/cardblacklist'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { CardBlacklistScreen } from '../../../screens/cardblacklist/CardBlacklistScreen'

export const Route = createFileRoute('/_console/cardBlacklist')({
  ...listRouteOptions(cardBlacklistFilterFields),
  component: CardBlacklistScreen,
})
