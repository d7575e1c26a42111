import { z } from 'zod'
import { defineCall } from '../call'
import { currencyCode, numericId, textId } from '../entities/common'
import * as finance from '../entities/finance'
import { pageSchema } from '../pagination'
import { spaceParams } from './params'

const area = 'finance'
/**
 * An account is a merchant's (one per currency): `id` is the merchant name, or a numeric
 * account id, which answers for that account's merchant.
 */
const account = z.object({ id: textId })

export const financeCalls = {
  settlementRecords: defineCall({ area, method: 'GET', path: 'settlement/{space}/record', access: 'finance.read', params: spaceParams, query: finance.settlementRecordListQuerySchema, response: pageSchema(finance.settlementRecordSchema) }),
  uploadSettlement: defineCall({ area, method: 'POST', path: 'settlementupload/{space}/{gateway}', access: 'finance.write', params: spaceParams.extend({ gateway: textId }), multipart: true, response: finance.settlementUploadSchema }),
  settlementUploads: defineCall({ area, method: 'GET', path: 'settlement/{space}/upload', access: 'finance.read', params: spaceParams, query: finance.settlementUploadListQuerySchema, response: pageSchema(finance.settlementUploadSchema) }),
  settlementUpload: defineCall({ area, method: 'GET', path: 'settlement/{space}/upload/{uploadId}', access: 'finance.read', params: spaceParams.extend({ uploadId: numericId }), response: finance.settlementUploadSchema }),
  accountSummary: defineCall({ area, method: 'GET', path: 'accountsummary/{id}', access: 'finance.read', params: account, response: finance.accountSummarySchema }),
  accountCurrencySummary: defineCall({ area, method: 'GET', path: 'accountsummary/{id}/{currency}', access: 'finance.read', params: account.extend({ currency: currencyCode }), response: finance.accountCurrencySummarySchema }),
  ledger: defineCall({ area, method: 'GET', path: 'accountdetail', access: 'finance.read', query: finance.ledgerEntryListQuerySchema, response: pageSchema(finance.ledgerEntrySchema) }),
  topUp: defineCall({ area, method: 'POST', path: 'accountdetail/topup', access: 'finance.write', approval: 'money', body: finance.accountMovementSchema, response: finance.ledgerEntrySchema }),
  withdraw: defineCall({ area, method: 'POST', path: 'accountdetail/withdraw', access: 'finance.write', approval: 'money', body: finance.accountMovementSchema, response: finance.ledgerEntrySchema }),
  dailySummary: defineCall({ area, method: 'GET', path: 'accountdailysummary', access: 'finance.read', query: finance.accountDailySummaryListQuerySchema, response: pageSchema(finance.accountDailySummarySchema) }),
}
