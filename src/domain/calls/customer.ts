import { z } from 'zod'
import { defineCall } from '../call'
import { textId } from '../entities/common'
import * as customer from '../entities/customer'
import { pageSchema } from '../pagination'

const area = 'customer'
const record = z.object({ merchantName: textId, customer: textId })

export const customerCalls = {
  list: defineCall({ area, method: 'GET', path: 'customer', access: 'customer.read', query: customer.customerListQuerySchema, response: pageSchema(customer.customerSchema) }),
  get: defineCall({ area, method: 'GET', path: 'customer/{merchantName}/{customer}', access: 'customer.read', params: record, response: customer.customerSchema }),
  financialSummary: defineCall({ area, method: 'GET', path: 'customer/{merchantName}/{customer}/financialsummary', access: 'customer.read', params: record, response: customer.customerFinancialSummarySchema }),
  update: defineCall({ area, method: 'PUT', path: 'customer/{merchantName}/{customerId}', access: 'customer.write', params: z.object({ merchantName: textId, customerId: textId }), body: customer.customerUpdateSchema, response: customer.customerSchema }),
}
