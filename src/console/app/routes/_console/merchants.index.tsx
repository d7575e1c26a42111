import { merchantFilterFields } from '@domain/filters/merchant'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { soleMerchant } from '../../../lib/scope'
import { MerchantsScreen } from '../../../screens/merchant/MerchantsScreen'
import { useSessionStore } from '../../../session/session-store'

export const Route = createFileRoute('/_console/merchants/')({
  ...listRouteOptions(merchantFilterFields),
  // A list of one says nothing: a scope with a single merchant opens that merchant's page.
  beforeLoad: () => {
    const merchant = soleMerchant(useSessionStore.getState().user?.visibilityTree)
    if (merchant) throw redirect({ to: '/merchants/$merchant', params: { merchant }, replace: true })
  },
  component: MerchantsScreen,
})
