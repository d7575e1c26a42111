import type { CallDef } from '@domain/call'
import { calls } from '@domain/calls'
import { resultCodeSchema } from '@domain/entities/resultcode'
import { transactionSchema } from '@domain/entities/transaction'
import { auditTargetOf, type KindName } from '@domain/kinds'
import { settlementFormatOf } from '@domain/settlement-formats'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { callApi, multipartFile, newUserBody, type RequestOptions, sessionIdOf, signedInForFile, signIn, testAppForFile } from './helpers'
import { settlementCsv } from './settlement-files'

// Every write of a record kind keeps, in its audit row, the record as the API answers it before
// and after the write (null where there is none), under the kind's one audit target type.
const t = testAppForFile({ transactions: 50 })
const { admin } = signedInForFile(t, ['admin'])

type Options = RequestOptions & { params?: Record<string, string | number> }
// biome-ignore lint/suspicious/noExplicitAny: records are compared whole, field by field
type Answer = any

const api = (call: CallDef, options: Options = {}) => callApi(t.app, call, { token: admin.token, ...options })

/** The record as a read of it answers. */
async function read(call: CallDef, options: Options): Promise<Answer> {
  const res = await api(call, options)
  expect(res.status, `${call.method} ${call.path}: ${JSON.stringify(res.body)}`).toBe(200)
  return res.body
}

async function lastEventId(): Promise<number> {
  const { last } = await t.services.db.selectFrom('user_event').select((eb) => eb.fn.max('id').as('last')).executeTakeFirstOrThrow()
  return Number(last ?? 0)
}

/**
 * One write and its audit row: the kind's target type, the record `before` it (null for a
 * create) and after it, which is the write's answer unless `after` says otherwise (the record
 * read again, when the write answers something else; null for a delete). Answers the write's answer.
 */
async function audited(
  kind: KindName,
  call: CallDef,
  options: Options,
  before: unknown,
  after: (answer: Answer) => unknown = (answer) => answer,
): Promise<Answer> {
  const write = `${kind}: ${call.method} ${call.path}`
  const last = await lastEventId()
  const res = await api(call, options)
  expect(res.status, `${write} answered ${JSON.stringify(res.body)}`).toBeLessThan(300)
  const events = await t.services.db.selectFrom('user_event').select(['target_type', 'detail']).where('id', '>', last).orderBy('id').execute()
  const event = events.find((e) => e.target_type === auditTargetOf(kind))
  expect(event, `${write} audited as ${auditTargetOf(kind)}, not as ${events.map((e) => e.target_type).join(', ')}`).toBeDefined()
  const detail = event!.detail as Record<string, unknown>
  expect(Object.keys(detail), write).toEqual(expect.arrayContaining(['before', 'after']))
  expect({ before: detail.before, after: detail.after }, write).toEqual({ before, after: await after(res.body) })
  return res.body
}

const gone = () => null

/** A record kind's create, update and delete, each through its own call; its key in the path of the record a write answers. */
interface RecordWrites {
  kind: KindName
  record: { create: CallDef; get: CallDef; update: CallDef; remove: CallDef }
  create: Options
  key: (record: Answer) => Options
  change: Options['body']
  /** The record of what its read answers, where that is more than the record. */
  entity?: (read: Answer) => unknown
}

/** Creates, updates and deletes a record: the update's and the delete's `before` is the record as read before them. */
async function createUpdateRemove({ kind, record, create, key, change, entity = (answer) => answer }: RecordWrites) {
  const created = await audited(kind, record.create, create, null)
  const updated = await audited(kind, record.update, { ...key(created), body: change }, entity(await read(record.get, key(created))))
  await audited(kind, record.remove, key(updated), entity(await read(record.get, key(updated))), gone)
}

/** The first record of a merchant-owned table, as its merchant's path names it. */
async function firstOf(table: 'velocity_block' | 'fraud_config'): Promise<Options> {
  const { rows } = await sql<{ id: number; name: string }>`select r.id, m.name from ${sql.table(table)} r join merchant m on m.id = r.merchant_id order by r.id limit 1`.execute(t.services.db)
  return { params: { name: rows[0]!.name, id: rows[0]!.id } }
}

const m = calls.merchant
const tp = calls.trustpolicy
const e = calls.emailtpl
const rc = calls.resultcode
const s = calls.mspace

/** A merchant's records under `merchant/{name}/...`, named by id. */
const ofMerchant = (name: string) => (record: { id: number }) => ({ params: { name, id: record.id } })

/** The calls of a record named `name` in an area that names them `createName`, `getName`, `updateName` and `removeName`. */
const named = (area: Record<string, CallDef>, name: string) => ({
  create: area[`create${name}`]!,
  get: area[`get${name}`]!,
  update: area[`update${name}`]!,
  remove: area[`remove${name}`]!,
})

const acmeBooks = ofMerchant('acme-books')
const inAcme = (key: string) => (record: Answer) => ({ params: { space: 'acme', [key]: record[key] } })
const byId = (record: Answer) => ({ params: { id: record.id } })
const note = { description: 'Checked by the audit' }
const texts = { subject: 'Your payment to {{ merchantName }}', bodyHtml: '<p>Hello {{ customerName }}</p>', bodyText: 'Hello {{ customerName }}' }
const policy = { name: 'audit-policy', condition: { field: 'REFUND_COUNT', operator: 'GTE', value: 4 }, trustLevel: 'NEW' }

/** Records whose writes are a create, an update and a delete. */
const records: RecordWrites[] = [
  { kind: 'cardBin', record: calls.cardbin, create: { body: { bin: '52009988', scheme: 'MASTERCARD', cardType: 'CREDIT' } }, key: (bin) => ({ params: { id: bin.bin } }), change: { level: 'GOLD' } },
  { kind: 'cardBlacklist', record: calls.cardblacklist, create: { body: { cardId: 'tok_audit_shape_1', reason: 'Stolen' } }, key: (entry) => ({ params: { cardId: entry.cardId } }), change: { reason: 'Card replaced' } },
  { kind: 'cardRestriction', record: calls.cardrestriction, create: { body: { space: 'acme', name: 'audit-shape', merchantAccounts: ['acme-books'] } }, key: inAcme('name'), change: note },
  { kind: 'trustPolicyConfig', record: named(tp, 'Config'), create: { body: { space: 'acme', name: 'audit-shape' } }, key: inAcme('name'), change: note },
  { kind: 'trustPolicyCollection', record: named(tp, 'Collection'), create: { body: { space: 'acme', configName: 'strict', name: 'audit-review' } }, key: inAcme('id'), change: { priority: 9 } },
  { kind: 'gatewayConfig', record: named(m, 'GatewayConfig'), create: { params: { name: 'acme-books' }, body: { name: 'audit-gateway', gateway: 'BOREAL' } }, key: acmeBooks, change: { priority: 5 } },
  { kind: 'instrumentConfig', record: named(m, 'InstrumentConfig'), create: { params: { name: 'acme-books' }, body: { name: 'audit-card', instrument: 'CARD' } }, key: acmeBooks, change: { priority: 5 } },
  { kind: 'trustLevel', record: named(m, 'TrustLevel'), create: { params: { name: 'acme-books' }, body: { name: 'Audited', level: 'UNRESTRICTED' } }, key: acmeBooks, change: note },
  {
    kind: 'gatewayCredential',
    record: calls.gatewaycredential,
    create: { body: { name: 'audit-credential', gateway: 'ATLAS', environment: 'Production', fields: { merchantNumber: 'M1' }, secrets: { apiSecret: 'audit-secret-1234' } } },
    key: byId,
    change: { status: 'DISABLED' },
  },
  { kind: 'role', record: calls.mrole, create: { body: { space: 'acme', name: 'AUDITED', permissions: ['transaction.read'] } }, key: inAcme('name'), change: note },
  { kind: 'quicksightReport', record: named(s, 'QuicksightReport'), create: { params: { space: 'acme' }, body: { name: 'Audit trends', dashboardId: 'acme-audit', region: 'eu-west-1' } }, key: inAcme('id'), change: note },
  { kind: 'emailTemplateCollection', record: named(e, 'Collection'), create: { body: { space: 'acme', name: 'audit-wording' } }, key: inAcme('name'), change: note },
  { kind: 'emailTemplate', record: e, create: { body: { space: 'acme', collectionName: 'acme-brand', type: 'PURCHASE_SUCCESS', locale: 'fr', ...texts } }, key: inAcme('templateId'), change: { subject: 'Paid' } },
  // The read answers the code with where it is used; the audit keeps the code.
  { kind: 'resultCode', record: rc, create: { body: { code: 'AUDIT-1', result: 'DECLINED', category: 'ISSUER', message: 'Not activated' } }, key: (code) => ({ params: { code: code.code } }), change: { retryable: true }, entity: (read) => resultCodeSchema.parse(read) },
  { kind: 'pspResultCode', record: { create: rc.pspCreate, get: rc.pspGet, update: rc.pspUpdate, remove: rc.pspRemove }, create: { body: { gateway: 'ATLAS', code: 'AUDIT-Q1', message: 'Not activated', resultCode: '1001' } }, key: (code) => ({ params: { code: code.id } }), change: { message: 'Not yet activated' } },
]

/** Every other write, and the records whose writes are other than a create, an update and a delete. */
const scenarios: { kind: KindName; writes: () => Promise<void> }[] = [
  {
    kind: 'fraudBlock',
    writes: async () => {
      const block = await audited('fraudBlock', calls.fraud.create, { body: { accountId: 'c0ffee00-aaaa-bbbb-cccc-audit0000001', reason: 'Card testing' } }, null)
      // A released block stays, DELETED, with who released it and why.
      const key = byId(block)
      await audited('fraudBlock', calls.fraud.remove, { ...key, body: { reason: 'Released' } }, await read(calls.fraud.get, key), () => read(calls.fraud.get, key))
    },
  },
  {
    kind: 'velocityBlock',
    writes: async () => {
      const key = await firstOf('velocity_block')
      await audited('velocityBlock', m.removeVelocityBlock, key, await read(m.getVelocityBlock, key), gone)
    },
  },
  {
    kind: 'fraudConfig',
    writes: async () => {
      const key = await firstOf('fraud_config')
      await audited('fraudConfig', m.removeFraudConfig, key, await read(m.getFraudConfig, key), gone)
    },
  },
  {
    kind: 'cardRestrictionRule',
    writes: async () => {
      const path = { space: 'acme', name: 'audit-rules' }
      await api(calls.cardrestriction.create, { body: { space: 'acme', name: 'audit-rules' } })
      await createUpdateRemove({
        kind: 'cardRestrictionRule',
        record: named(calls.cardrestriction, 'Rule'),
        create: { params: path, body: { scope: 'COUNTRY', operator: 'IN', values: ['KP'], action: 'DECLINE' } },
        key: (rule) => ({ params: { ...path, ruleId: rule.ruleId } }),
        change: { status: 'SHADOW' },
      })
    },
  },
  {
    kind: 'trustPolicy',
    writes: async () => {
      const { collections } = await read(tp.getConfig, { params: { space: 'acme', name: 'strict' } })
      await createUpdateRemove({ kind: 'trustPolicy', record: named(tp, 'Policy'), create: { body: { space: 'acme', collectionId: collections[0].id, ...policy } }, key: inAcme('id'), change: { priority: 7 } })
    },
  },
  {
    kind: 'trustPolicyConfig',
    writes: async () => {
      await audited('trustPolicyConfig', tp.cloneConfig, { params: { space: 'acme', name: 'strict' }, body: { name: 'audit-copy' } }, null)
    },
  },
  {
    kind: 'emailTemplateCollection',
    writes: async () => {
      const copy = await audited('emailTemplateCollection', e.cloneCollection, { params: { space: 'acme', name: 'acme-brand' }, body: { name: 'audit-copy' } }, null)
      await audited('emailTemplateCollection', e.setDefaultCollection, inAcme('name')(copy), copy)
    },
  },
  {
    kind: 'merchant',
    writes: async () => {
      await audited('merchant', m.create, { body: { name: 'acme-audit', displayName: 'Acme Audit', group: 'acme-retail' } }, null)
      const key = { params: { name: 'acme-audit' } }
      await audited('merchant', m.configure, { ...key, body: { displayName: 'Acme Audited' } }, await read(m.get, key))
      // Its tags and its secret key: the calls answer the tags and the key, the audit the merchant.
      const tag = await t.services.db.selectFrom('tag as g').innerJoin('space as sp', 'sp.id', 'g.space_id').select('g.name').where('sp.name', '=', 'acme').executeTakeFirstOrThrow()
      await audited('merchant', m.addTag, { ...key, body: { tag: tag.name } }, await read(m.get, key), () => read(m.get, key))
      await audited('merchant', m.rotateSecretKey, key, await read(m.get, key), () => read(m.get, key))
    },
  },
  {
    kind: 'paymentLink',
    writes: async () => {
      const { currencies } = await read(calls.paymentlink.resource, { params: { id: 'acme-books' } })
      const body = { merchantAccount: 'acme-books', reference: 'audit-2041', amount: 12_550, currency: currencies[0], customer: { name: 'Ines Ortiz', email: 'ines@mail.example' } }
      const key = byId(await audited('paymentLink', calls.paymentlink.create, { body }, null))
      await audited('paymentLink', calls.paymentlink.setStatus, { ...key, body: { status: 'DISABLED' } }, await read(calls.paymentlink.get, key))
    },
  },
  {
    kind: 'merchantGroup',
    writes: async () => {
      await audited('merchantGroup', calls.mgroup.create, { body: { name: 'acme-audit-group', displayName: 'Audit', space: 'acme' } }, null)
      const key = { params: { group: 'acme-audit-group' } }
      await audited('merchantGroup', calls.mgroup.update, { ...key, body: { displayName: 'Audited' } }, await read(calls.mgroup.get, key))
    },
  },
  {
    kind: 'merchantKey',
    writes: async () => {
      // Its create answers the key with its secret, once; the audit keeps the key.
      const body = { merchantAccount: 'acme-books', name: 'audit-key', environment: 'Development' }
      const key = byId((await audited('merchantKey', calls.merchantkey.create, { body }, null, (answer) => answer.key)).key)
      const updated = await audited('merchantKey', calls.merchantkey.update, { ...key, body: { name: 'audited-key' } }, await read(calls.merchantkey.get, key))
      await audited('merchantKey', calls.merchantkey.remove, key, updated, gone)
    },
  },
  {
    kind: 'user',
    writes: async () => {
      const u = calls.muser
      await audited('user', u.create, { body: newUserBody('audit-user') }, null)
      const key = { params: { user: 'audit-user' } }
      await audited('user', u.update, { ...key, body: { realName: 'Audited Person' } }, await read(u.get, key))
      await audited('user', u.setStatus, { ...key, body: { status: 'DISABLED' } }, await read(u.get, key))
    },
  },
  {
    kind: 'space',
    writes: async () => {
      await audited('space', s.create, { body: { name: 'audit-space', displayName: 'Audit Space' } }, null)
    },
  },
  {
    kind: 'spaceConfig',
    writes: async () => {
      const space = await t.services.db.selectFrom('space').select('id').where('name', '=', 'acme').executeTakeFirstOrThrow()
      const key = { params: { id: space.id } }
      await audited('spaceConfig', s.saveConfig, { ...key, body: { idleTimeoutMinutes: 10 } }, await read(s.getConfig, key))
    },
  },
  ...(['gatewayHive', 'midasHive'] as const).map((kind) => ({
    kind,
    writes: async () => {
      const [save, remove] = kind === 'gatewayHive' ? [calls.hive.saveGatewayHive, calls.hive.removeGatewayHive] : [calls.hive.saveMidasHive, calls.hive.removeMidasHive]
      // A save creates the key, then replaces its value.
      const body = { component: 'audit', key: 'maxAmount', environment: 'Production', type: 'NUMBER', value: '125000' }
      const created = await audited(kind, save, { body }, null)
      const updated = await audited(kind, save, { body: { ...body, value: '99000' } }, created)
      await audited(kind, remove, { params: { component: 'audit', key: 'maxAmount' }, query: { environment: 'Production' } }, updated, gone)
    },
  })),
  {
    kind: 'savedSearch',
    writes: async () => {
      const ss = calls.savedsearch
      const created = await audited('savedSearch', ss.create, { body: { name: 'Audit view', url: '/cardBins' } }, null)
      const updated = await audited('savedSearch', ss.update, { ...byId(created), body: { name: 'Audited view' } }, created)
      await audited('savedSearch', ss.remove, byId(created), updated, gone)
    },
  },
  {
    kind: 'customer',
    writes: async () => {
      const customer = await t.services.db.selectFrom('customer').select('external_id').where('merchant_id', '=', await merchantId('acme-books')).orderBy('id').executeTakeFirstOrThrow()
      const before = await read(calls.customer.get, { params: { merchantName: 'acme-books', customer: customer.external_id } })
      await audited('customer', calls.customer.update, { params: { merchantName: 'acme-books', customerId: customer.external_id }, body: { trustLevel: 'TRUSTED' } }, before)
    },
  },
  {
    kind: 'transaction',
    writes: async () => {
      const charged = await t.services.db
        .selectFrom('transaction as tx')
        .innerJoin('merchant as mm', 'mm.id', 'tx.merchant_id')
        .select(['tx.external_id', 'mm.name'])
        .where('tx.status', '=', 'CHARGED')
        .where('tx.direction', '=', 'PAY_IN')
        .where('tx.amount', '>', 100)
        .orderBy('tx.id')
        .executeTakeFirstOrThrow()
      const key = { params: { merchantName: charged.name, transaction: charged.external_id } }
      // The detail answers the transaction with its timeline; the audit keeps the transaction.
      const transaction = (detail: Answer) => transactionSchema.parse(detail)
      const before = transaction(await read(calls.transaction.get, key))
      await audited('transaction', calls.transaction.update, { ...key, body: { action: 'REFUND', amount: 100, reason: 'Checked by the audit' } }, before, transaction)
    },
  },
  {
    kind: 'settlementUpload',
    writes: async () => {
      const acme = t.services.db.selectFrom('merchant as mm').innerJoin('space as sp', 'sp.id', 'mm.space_id').select('mm.id').where('sp.name', '=', 'acme')
      const used = await t.services.db.selectFrom('transaction').select('gateway').distinct().where('merchant_id', 'in', acme).execute()
      const gateway = used.map((row) => row.gateway).find((code) => code !== null && settlementFormatOf(code))!
      const file = multipartFile('file', 'audit.csv', 'text/csv', settlementCsv(gateway, [{ id: 'audit-unknown', date: '2026-03-02', amount: 100, fee: 2, currency: 'EUR' }]))
      await audited('settlementUpload', calls.finance.uploadSettlement, { params: { space: 'acme', gateway }, body: file.payload, headers: file.headers }, null)
    },
  },
  {
    kind: 'session',
    writes: async () => {
      // Another sign-in of the admin, ended from the one the file holds: its id is the token's `sid`.
      const other = await signIn(t.app, 'admin')
      const id = sessionIdOf(other.token)
      const before = (await read(calls.auth.sessions, { query: { limit: 500 } })).items.find((session: { id: string }) => session.id === id)
      expect(before).toMatchObject({ id, username: 'admin', current: false })
      await audited('session', calls.auth.endSession, { params: { session: id } }, before, gone)
    },
  },
  {
    kind: 'ledgerMovement',
    writes: async () => {
      const body = { merchantAccount: 'acme-books', currency: 'USD', amount: 12_345, reference: 'AUDIT-1', description: 'by the audit', idempotencyKey: 'audit-shape-1' }
      await audited('ledgerMovement', calls.finance.topUp, { body }, null)
    },
  },
]

async function merchantId(name: string): Promise<number> {
  return (await t.services.db.selectFrom('merchant').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id
}

describe('the audit row of every write', () => {
  it.each(records)('$kind: its create, update and delete keep the record before and after, as the API answers it', (row) => createUpdateRemove(row))
  it.each(scenarios)('$kind: each write keeps the record before and after, as the API answers it', ({ writes }) => writes())
})
