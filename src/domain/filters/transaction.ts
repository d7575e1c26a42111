import { directions, paymentKinds, results, transactionStatuses, transactionTypes } from '../enums'
import { defineFilterFields } from '../filter-fields'

/** Filters of the transaction list (`transaction` list call). */
export const transactionFilterFields = defineFilterFields({
  status: { kind: 'enum', param: 'status', values: transactionStatuses, multiple: true, negateParam: 'statusNot', description: 'Transaction status' },
  type: { kind: 'enum', param: 'type', values: transactionTypes, multiple: true, negateParam: 'typeNot', description: 'Transaction type' },
  result: { kind: 'enum', param: 'result', values: results, multiple: true, negateParam: 'resultNot', description: 'Approved, declined, error or pending' },
  direction: { kind: 'enum', param: 'direction', values: directions, description: 'Pay-in or payout' },
  kind: { kind: 'enum', param: 'paymentKind', values: paymentKinds, multiple: true, description: 'Payment kind: CHARGE (sale) or AUTHORIZE' },
  merchant: { kind: 'text', param: 'merchantName', description: 'Merchant name (several separated by commas)' },
  created: { kind: 'dateRange', fromParam: 'from', toParam: 'to', description: 'Creation day, e.g. created>2026-10-01' },
  amount: { kind: 'numberRange', minParam: 'minAmount', maxParam: 'maxAmount', digits: 2, description: 'Amount in major units, e.g. amount>100' },
  currency: { kind: 'text', param: 'currency', pattern: /^[A-Z]{3}$/, patternMessage: 'A currency is three capital letters, e.g. EUR', description: 'ISO currency' },
  card: { kind: 'text', param: 'cardHash', description: 'Card hash (token)' },
  bin: { kind: 'text', param: 'cardBin', pattern: /^\d{6,8}$/, patternMessage: 'A BIN is 6 to 8 digits', description: 'Card BIN' },
  payment: { kind: 'text', param: 'paymentType', description: 'Payment type, e.g. CARD, WALLET or PIX' },
  last4: { kind: 'text', param: 'cardLast4Digits', pattern: /^\d{4}$/, patternMessage: 'Last 4 is four digits', description: 'Last 4 digits of the card' },
  email: { kind: 'text', param: 'email', description: 'Payer email' },
  customer: { kind: 'text', param: 'customerId', description: 'Customer id' },
  ip: { kind: 'text', param: 'ipAddress', description: 'Payer IP address' },
  session: { kind: 'text', param: 'paywallLogId', description: 'Paywall session (paywall log id)' },
  order: { kind: 'text', param: 'merchantTransactionId', description: "The merchant's own transaction id" },
  gateway: { kind: 'text', param: 'gateway', description: 'Gateway code' },
  id: { kind: 'text', param: 'id', description: 'Transaction id (several separated by commas)' },
})
