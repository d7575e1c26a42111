import { createFileRoute } from '@tanstack/react-router'
import { CardRestrictionsScreen } from '../../../screens/merchant/CardRestrictionsScreen'

export const Route = createFileRoute('/_console/merchants/$merchant/cardRestrictions')({
  component: CardRestrictionsScreen,
})
