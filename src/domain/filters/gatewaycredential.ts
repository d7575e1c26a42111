import { entityStatuses, environments } from '../enums'
import { defineFilterFields, merchantFilter, spaceFilter } from '../filter-fields'

/** Filters of the gateway credential list (`gatewaycredential` list call). */
export const gatewayCredentialFilterFields = defineFilterFields({
  space: spaceFilter,
  gateway: { kind: 'text', param: 'gateway' },
  merchant: merchantFilter,
  environment: { kind: 'enum', param: 'environment', values: environments },
  status: { kind: 'enum', param: 'status', values: entityStatuses },
})
