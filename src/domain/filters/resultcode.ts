import { resultCodeCategories, results } from '../enums'
import { defineFilterFields, textFilter } from '../filter-fields'

/** Filters of the console result code list (`resultcode` list call). */
export const resultCodeFilterFields = defineFilterFields({
  text: textFilter,
  result: { kind: 'enum', param: 'result', values: results },
  category: { kind: 'enum', param: 'category', values: resultCodeCategories },
})

/** Filters of the PSP result code list (`pspresultcode` list call). */
export const pspResultCodeFilterFields = defineFilterFields({
  text: textFilter,
  gateway: { kind: 'text', param: 'gateway' },
  resultCode: { kind: 'text', param: 'resultCode' },
  result: { kind: 'enum', param: 'result', values: results },
  category: { kind: 'enum', param: 'category', values: resultCodeCategories },
})
