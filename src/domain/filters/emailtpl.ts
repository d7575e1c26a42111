import { defineFilterFields, textFilter } from '../filter-fields'

/**
 * Filters of the template collection lists (`emailtpl` collections call). No space filter: `?space=`
 * names the open collection's space beside its name.
 */
export const templateCollectionFilterFields = defineFilterFields({
  text: textFilter,
})
