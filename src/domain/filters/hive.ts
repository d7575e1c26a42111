import { environments, hiveValueTypes } from '../enums'
import { defineFilterFields, textFilter } from '../filter-fields'

/** Filters of both hives' lists (`hive` list calls): `key:` finds keys containing the text. */
export const hiveFilterFields = defineFilterFields({
  component: { kind: 'text', param: 'component' },
  key: textFilter,
  environment: { kind: 'enum', param: 'environment', values: environments },
  type: { kind: 'enum', param: 'type', values: hiveValueTypes },
})
