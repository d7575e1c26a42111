import { apiKeyStatuses, environments } from '../enums'
import { defineFilterFields, merchantFilter } from '../filter-fields'

/** Filters of the merchant API key list (`merchantkey` list call). */
export const merchantKeyFilterFields = defineFilterFields({
  merchant: merchantFilter,
  status: { kind: 'enum', param: 'status', values: apiKeyStatuses },
  environment: { kind: 'enum', param: 'environment', values: environments },
})
