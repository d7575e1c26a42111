import { trustPolicyConfigFilterFields } from '@domain/filters/trustpolicy'
import { createFileRoute } from '@tanstack/react-router'
import { listRouteOptions } from '../../../api/route-options'
import { TrustPolicyConfigsScreen } from '../../../screens/trustpolicy/ConfigsScreen'

export const Route = createFileRoute('/_console/trustPolicy')({
  ...listRouteOptions(trustPolicyConfigFilterFields),
  component: TrustPolicyConfigsScreen,
})
