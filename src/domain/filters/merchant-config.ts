import { defineFilterFields, textFilter } from '../filter-fields'

/** Filters of a merchant's gateway and instrument config lists (`configListQuerySchema`); `text` matches the name and the gateway or instrument. */
export const merchantConfigFilterFields = defineFilterFields({
  status: { kind: 'enum', param: 'status', values: ['ENABLED', 'DISABLED'] },
  text: textFilter,
})
