import { ruleStatuses } from '../enums'
import { defineFilterFields } from '../filter-fields'

/**
 * Filters of the card restriction list (`cardrestriction` list call). No space filter: `?space=`
 * names the open restriction's space beside its name.
 */
export const cardRestrictionFilterFields = defineFilterFields({
  text: { kind: 'text', param: 'q' },
  status: { kind: 'enum', param: 'status', values: ruleStatuses },
})
