import { z } from 'zod'
import { defineCall } from '../call'
import { textId } from '../entities/common'
import {
  customerFinancialSummarySchema,
  customerListQuerySchema,
  customerSchema,
  customerUpdateSchema,
} from '../entities/customer'
import { pageSchema } from '../pagination'

const area = 'customer'
const record = z.object({ merchantName: textId, customer: textId })

export const customerCalls = {
  list: defineCall({ area, method: 'GET', path: 'customer', access: 'customer.read', query: customerListQuerySchema, response: pageSchema(customerSchema) }),
  get: defineCall({ area, method: 'GET', path: 'customer/{merchantName}/{customer}', access: 'customer.read', params: record, response: customerSchema }),
  financialSummary: defineCall({ area, method: 'GET', path: 'customer/{merchantName}/{customer}/financialsummary', access: 'customer.read', params: record, response: customerFinancialSummarySchema }),
  update: defineCall({ area, method: 'PUT', path: 'customer/{merchantName}/{customerId}', access: 'customer.write', params: z.object({ merchantName: textId, customerId: textId }), body: customerUpdateSchema, response: customerSchema }),
}
