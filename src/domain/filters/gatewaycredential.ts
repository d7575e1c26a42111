import { entityStatuses, environments } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the gateway credential list (`gatewaycredential` list call). */
export const gatewayCredentialFilterFields = defineFilterFields({
  space: { kind: 'text', param: 'space' },
  gateway: { kind: 'text', param: 'gateway' },
  merchant: { kind: 'text', param: 'merchantName' },
  environment: { kind: 'enum', param: 'environment', values: environments },
  status: { kind: 'enum', param: 'status', values: entityStatuses },
})
