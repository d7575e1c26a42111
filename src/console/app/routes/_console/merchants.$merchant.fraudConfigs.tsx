import { filterSearch } from '@domain/filter-fields'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { FraudConfigsScreen } from '../../../screens/merchant/FraudConfigsScreen'
import { fraudConfigFilterFields } from '@domain/filters/fraud-config'

export const Route = createFileRoute('/_console/merchants/$merchant/fraudConfigs')({
  validateSearch: searchOf(filterSearch(fraudConfigFilterFields)),
  component: FraudConfigsScreen,
})
