import { cardRestrictionFilterFields } from '@domain/filters/cardrestriction'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { CardRestrictionsScreen } from '../../../screens/cardrestriction/RestrictionsScreen'

export const Route = createFileRoute('/_console/cardRestrictions')({
  ...listRouteOptions(cardRestrictionFilterFields),
  component: CardRestrictionsScreen,
})
