import { entityStatuses, environments } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the gateway credential list (`gatewaycredential` list call). */
export const gatewayCredentialFilterFields = defineFilterFields({
  space: { kind: 'text', param: 'space', description: 'Space name' },
  gateway: { kind: 'text', param: 'gateway', description: 'Gateway code' },
  merchant: { kind: 'text', param: 'merchantName', description: 'Merchant name' },
  environment: { kind: 'enum', param: 'environment', values: environments, description: 'Development or Production' },
  status: { kind: 'enum', param: 'status', values: entityStatuses, description: 'Credential status' },
})
