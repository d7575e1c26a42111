import type { Transaction, TransactionActivity, TransactionLog } from '@domain/entities/transaction'
import type { Direction, PaymentKind, Result, TransactionStatus, TransactionType } from '@domain/enums'
import type { Transaction as TransactionRow, TransactionActivity as ActivityRow, TransactionLog as LogRow } from '../../db/tables/payments'
import { isoTime } from '../../mappers'

/** Keys the metadata column may hold that the API shows as their own fields. */
const metadataFields = new Set(['paywallLogId', 'orderId', 'description'])

export function toTransaction(row: TransactionRow & { merchant_name: string }): Transaction {
  const metadata = (row.metadata ?? {}) as Record<string, unknown>
  return {
    id: row.external_id,
    merchantAccount: row.merchant_name,
    merchantTransactionId: row.merchant_transaction_id,
    parentId: row.parent_external_id,
    type: row.type as TransactionType,
    status: row.status as TransactionStatus,
    result: row.result as Result,
    direction: row.direction as Direction,
    paymentKind: (row.payment_kind as PaymentKind | null) ?? null,
    amount: Number(row.amount),
    currency: row.currency,
    capturedAmount: Number(row.captured_amount),
    refundedAmount: Number(row.refunded_amount),
    instalments: row.instalments,
    resultCode: row.result_code,
    resultMessage: null,
    pspResultCode: row.psp_result_code,
    payment: {
      cardHash: row.card_hash,
      cardBin: row.card_bin,
      cardLast4Digits: row.card_last4,
      paymentType: row.payment_type,
      paymentMethod: row.payment_method,
      scheme: row.card_scheme as Transaction['payment']['scheme'],
      accountHolder: row.account_holder,
      emailAddress: row.email,
      expiryMonth: row.expiry_month,
      expiryYear: row.expiry_year,
      issuerCountry: row.card_country,
      threeDsVersion: row.three_ds_version,
      eci: row.eci,
    },
    customer: { id: row.customer_external_id, name: row.customer_name, ipAddress: row.ip_address, country: row.country },
    metadata: {
      paywallLogId: row.paywall_log_id,
      orderId: row.order_id,
      description: row.description || null,
      extra: Object.fromEntries(Object.entries(metadata).filter(([k]) => !metadataFields.has(k))),
    },
    gateway: {
      code: row.gateway,
      gatewayConfigId: row.gateway_config_id === null ? null : Number(row.gateway_config_id),
      instrumentConfigId: row.instrument_config_id === null ? null : Number(row.instrument_config_id),
      reference: row.gateway_reference,
    },
    created: isoTime(row.created_at),
    updated: isoTime(row.updated_at),
  }
}

export function toActivity(row: ActivityRow & { transaction_external_id: string; merchant_name: string }): TransactionActivity {
  return {
    id: String(row.id),
    transactionId: row.transaction_external_id,
    merchantAccount: row.merchant_name,
    type: row.type as TransactionType,
    status: row.status as TransactionStatus,
    result: row.result as Result,
    amount: Number(row.amount),
    currency: row.currency,
    resultCode: row.result_code,
    reason: row.reason,
    source: row.source as TransactionActivity['source'],
    username: row.username,
    created: isoTime(row.created_at),
  }
}

export function toLog(row: LogRow & { transaction_external_id: string; merchant_name: string }): TransactionLog {
  return {
    id: String(row.id),
    transactionId: row.transaction_external_id,
    merchantAccount: row.merchant_name,
    gateway: row.gateway,
    operation: row.operation,
    url: row.url,
    httpStatus: row.http_status,
    durationMs: row.duration_ms,
    result: row.result as Result,
    request: row.request,
    response: row.response,
    created: isoTime(row.created_at),
  }
}
