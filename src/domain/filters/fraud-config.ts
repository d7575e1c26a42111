import { ruleStatuses } from '../enums'
import { defineFilterFields, textFilter } from '../filter-fields'

/** Filters of a merchant's fraud config list (`configListQuerySchema`): a fraud config is ACTIVE, INACTIVE or SHADOW. */
export const fraudConfigFilterFields = defineFilterFields({
  status: { kind: 'enum', param: 'status', values: ruleStatuses },
  text: textFilter,
})
