import { directions, paymentKinds, results, transactionStatuses, transactionTypes } from '../enums'
import { cardLast4Filter, createdFilter, defineFilterFields, merchantFilter } from '../filter-fields'

/** Filters of the transaction list (`transaction` list call). */
export const transactionFilterFields = defineFilterFields({
  status: { kind: 'enum', param: 'status', values: transactionStatuses, multiple: true, negateParam: 'statusNot' },
  type: { kind: 'enum', param: 'type', values: transactionTypes, multiple: true, negateParam: 'typeNot' },
  result: { kind: 'enum', param: 'result', values: results, multiple: true, negateParam: 'resultNot' },
  direction: { kind: 'enum', param: 'direction', values: directions },
  kind: { kind: 'enum', param: 'paymentKind', values: paymentKinds, multiple: true },
  merchant: merchantFilter,
  created: createdFilter,
  amount: { kind: 'numberRange', minParam: 'minAmount', maxParam: 'maxAmount', digits: 2 },
  currency: { kind: 'text', param: 'currency', pattern: /^[A-Z]{3}$/, format: 'currency' },
  card: { kind: 'text', param: 'cardHash' },
  bin: { kind: 'text', param: 'cardBin', pattern: /^\d{6,8}$/, format: 'bin' },
  payment: { kind: 'text', param: 'paymentType' },
  last4: cardLast4Filter,
  email: { kind: 'text', param: 'email' },
  customer: { kind: 'text', param: 'customerId' },
  ip: { kind: 'text', param: 'ipAddress' },
  session: { kind: 'text', param: 'paywallLogId' },
  order: { kind: 'text', param: 'merchantTransactionId' },
  gateway: { kind: 'text', param: 'gateway' },
  id: { kind: 'text', param: 'id' },
})
