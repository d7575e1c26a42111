import { type FraudBlockBatchAnswer, type FraudBlockBatchInput, fraudBlockInputSchema } from '@domain/entities/fraud'
import { auditedWrite, type Writer } from '../../crud'
import { ApiError, zodFieldErrors } from '../../errors'
import type { Services } from '../../services'
import { blockCreated, fraudBlocksOf } from '../../fraud-block-record'
import { type BlockTarget, prepareFraudBlock } from './blocks'

type Result = FraudBlockBatchAnswer['results'][number]
type Prepared = Awaited<ReturnType<typeof prepareFraudBlock>>

/**
 * Checks every row first (format, scope, expiry, an active block of the same value, a value
 * repeated in the batch), then writes the rows that passed in one database transaction with
 * their audit rows: all of them, or, when the write fails, none. Rows that did not pass are
 * reported and never written.
 */
export async function createFraudBlockBatch(services: Services, writer: Writer, batch: FraudBlockBatchInput, now: Date): Promise<FraudBlockBatchAnswer> {
  const { db } = services
  const { principal } = writer
  const shared = {
    ...(batch.field ? { field: batch.field } : {}),
    ...(batch.reason ? { reason: batch.reason } : {}),
    ...(batch.expiresAt !== undefined ? { expiresAt: batch.expiresAt } : {}),
    ...(batch.space ? { space: batch.space } : {}),
    ...(batch.merchantAccount !== undefined ? { merchantAccount: batch.merchantAccount } : {}),
  }
  const results: Result[] = []
  const ready: { result: Result; row: Prepared }[] = []
  const seen = new Map<string, number>()
  const targets = new Map<string, Promise<BlockTarget>>()
  for (const [index, raw] of batch.blocks.entries()) {
    const row = index + 1
    const given = typeof raw === 'string' ? { accountId: raw } : raw
    const accountId = typeof given.accountId === 'string' ? given.accountId.trim() : ''
    const parsed = fraudBlockInputSchema.safeParse({ ...shared, ...given })
    if (!parsed.success) {
      const errors = zodFieldErrors(parsed.error)
      results.push({ row, accountId, result: 'INVALID', id: null, message: errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors })
      continue
    }
    try {
      const prepared = await prepareFraudBlock(db, principal, parsed.data, now, targets)
      const key = `${prepared.space_id}/${prepared.merchant_id ?? ''}/${prepared.field}/${prepared.account_id.toLowerCase()}`
      const earlier = seen.get(key)
      if (earlier !== undefined) {
        results.push({ row, accountId, result: 'ERROR', id: null, message: `The same value as row ${earlier}` })
        continue
      }
      seen.set(key, row)
      const result: Result = { row, accountId: prepared.account_id, result: 'SUCCESS', id: null, message: null }
      results.push(result)
      ready.push({ result, row: prepared })
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      const invalid = error.status === 400
      results.push({
        row,
        accountId,
        result: invalid ? 'INVALID' : 'ERROR',
        id: null,
        message: error.errors?.map((e) => `${e.field}: ${e.message}`).join('; ') ?? error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      })
    }
  }

  if (ready.length > 0) {
    try {
      await auditedWrite(services, writer, async (trx) => {
        const inserted = await trx
          .insertInto('fraud_block')
          .values(ready.map((r) => r.row))
          .returning('id')
          .execute()
        const blocks = await fraudBlocksOf(
          trx,
          inserted.map(({ id }) => Number(id)),
          now,
        )
        const events = blocks.map((after, i) => {
          ready[i]!.result.id = after.id
          return blockCreated(after, { batch: true })
        })
        return { answer: null, event: events }
      })
    } catch {
      for (const { result } of ready) {
        result.result = 'ERROR'
        result.id = null
        result.message = 'Not saved: the batch could not be written, so no row of it was'
      }
    }
  }
  const created = results.filter((r) => r.result === 'SUCCESS').length
  return { results, created, failed: results.length - created }
}
