import type { Customer } from '@domain/entities/customer'
import type { Permission } from '@domain/permissions'
import { kindCommands, recordJump } from './record'
import type { GoTarget } from './go-target'
import { defineCommands } from './types'

/** The fields of a customer its commands read (the record open beside the customer list). */
export type CustomerSource = Pick<Customer, 'id' | 'merchantAccount' | 'name' | 'email' | 'ipAddress'>

export interface CustomerFocus {
  customer: CustomerSource
}

/** The customer's transactions, in its merchant: a pivot on the customer, so all of its history. */
export function customerTransactionsTarget(customer: CustomerSource): GoTarget {
  return { to: '/merchant/{-$merchantName}/transactions', params: { merchantName: customer.merchantAccount }, search: { customerId: customer.id } }
}

/** /fraudblocks/@new prefilled with the customer: a customer has no card, so the block is on its id (SPEC blocklist field CUSTOMER_ID). */
export function customerBlockTarget(customer: CustomerSource): GoTarget {
  return { to: '/fraudblocks/@new', search: { field: 'CUSTOMER_ID', accountId: customer.id } }
}

/** /velocitystatistics with exactly the spec's seven parameters, those the customer has filled in. */
export function customerVelocityTarget(customer: CustomerSource): GoTarget {
  return {
    to: '/velocitystatistics',
    search: {
      accountId: '',
      accountName: '',
      customerId: customer.id,
      customerName: customer.name ?? '',
      email: customer.email ?? '',
      ipAddress: customer.ipAddress ?? '',
      merchantAccountName: customer.merchantAccount,
    },
  }
}

/** A jump from the customer open beside the list, as the transaction's are from a transaction. */
const fromCustomer = (name: string, shortcut: string, permission: Permission, target: (customer: CustomerSource) => GoTarget, keywords: string[]) =>
  recordJump('customer', 'customer', { name, shortcut, permission, target, keywords })

export const customerCommands = defineCommands({
  ...kindCommands('customer', {
    list: '/merchant/{-$merchantName}/customers',
    shortcut: 'g c',
    keywords: ['customers', 'buyers', 'payers', 'trust level', 'email'],
  }),
  'customer.transactions': fromCustomer('transactions', 'Shift+P', 'transaction.read', customerTransactionsTarget, ['transactions', 'payments', 'history']),
  'customer.createFraudBlock': fromCustomer('createFraudBlock', 'Shift+O', 'fraud.write', customerBlockTarget, ['block', 'fraud', 'blocklist']),
  'customer.velocityStatistics': fromCustomer('velocityStatistics', 'Shift+Y', 'fraud.read', customerVelocityTarget, ['velocity', 'statistics', 'lookback']),
})
