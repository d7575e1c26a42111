import { ruleStatuses } from '../enums'
import { defineFilterFields, textFilter } from '../filter-fields'

/**
 * Filters of the card restriction list (`cardrestriction` list call). No space filter: `?space=`
 * names the open restriction's space beside its name.
 */
export const cardRestrictionFilterFields = defineFilterFields({
  text: textFilter,
  status: { kind: 'enum', param: 'status', values: ruleStatuses },
})
