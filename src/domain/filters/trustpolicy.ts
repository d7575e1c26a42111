import { defineFilterFields, textFilter } from '../filter-fields'

/**
 * Filters of the trust policy config list (`trustpolicy` configs call). No space filter: `?space=`
 * names the open config's space beside its name.
 */
export const trustPolicyConfigFilterFields = defineFilterFields({
  text: textFilter,
})
