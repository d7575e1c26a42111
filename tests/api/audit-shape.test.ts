import type { CallDef } from '@domain/call'
import { calls } from '@domain/calls'
import { resultCodeSchema } from '@domain/entities/resultcode'
import { transactionSchema } from '@domain/entities/transaction'
import { auditTargetOf, type KindName } from '@domain/kinds'
import { settlementFormatOf } from '@domain/settlement-formats'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { callApi, multipartFile, newUserBody, type RequestOptions, signedInForFile, testAppForFile } from './helpers'
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

/**
 * A record's create, update and delete: the update's and the delete's before is the record as
 * read (through `entity` where the read answers more than the record).
 */
async function createUpdateRemove(
  kind: KindName,
  record: { create: CallDef; get: CallDef; update: CallDef; remove: CallDef },
  create: Options,
  key: (created: Answer) => Options,
  change: Options['body'],
  entity: (read: Answer) => unknown = (answer) => answer,
) {
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

const scenarios: { kind: KindName; writes: () => Promise<void> }[] = [
  {
    kind: 'cardBin',
    writes: () =>
      createUpdateRemove('cardBin', calls.cardbin, { body: { bin: '52009988', scheme: 'MASTERCARD', cardType: 'CREDIT' } }, (bin) => ({ params: { id: bin.bin } }), {
        level: 'GOLD',
      }),
  },
  {
    kind: 'cardBlacklist',
    writes: () =>
      createUpdateRemove('cardBlacklist', calls.cardblacklist, { body: { cardId: 'tok_audit_shape_1', reason: 'Stolen' } }, (entry) => ({ params: { cardId: entry.cardId } }), {
        reason: 'Card replaced',
      }),
  },
  {
    kind: 'fraudBlock',
    writes: async () => {
      const block = await audited('fraudBlock', calls.fraud.create, { body: { accountId: 'c0ffee00-aaaa-bbbb-cccc-audit0000001', reason: 'Card testing' } }, null)
      const key = { params: { id: block.id } }
      // A released block stays, DELETED, with who released it and why.
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
    kind: 'cardRestriction',
    writes: () =>
      createUpdateRemove(
        'cardRestriction',
        calls.cardrestriction,
        { body: { space: 'acme', name: 'audit-shape', merchantAccounts: ['acme-books'] } },
        (restriction) => ({ params: { space: restriction.space, name: restriction.name } }),
        { description: 'Checked by the audit' },
      ),
  },
  {
    kind: 'cardRestrictionRule',
    writes: async () => {
      const path = { space: 'acme', name: 'audit-rules' }
      await api(calls.cardrestriction.create, { body: { space: 'acme', name: 'audit-rules' } })
      const r = calls.cardrestriction
      await createUpdateRemove(
        'cardRestrictionRule',
        { create: r.createRule, get: r.getRule, update: r.updateRule, remove: r.removeRule },
        { params: path, body: { scope: 'COUNTRY', operator: 'IN', values: ['KP'], action: 'DECLINE' } },
        (rule) => ({ params: { ...path, ruleId: rule.ruleId } }),
        { status: 'SHADOW' },
      )
    },
  },
  {
    kind: 'trustPolicyConfig',
    writes: async () => {
      const key = (config: Answer) => ({ params: { space: config.space, name: config.name } })
      await createUpdateRemove(
        'trustPolicyConfig',
        { create: tp.createConfig, get: tp.getConfig, update: tp.updateConfig, remove: tp.removeConfig },
        { body: { space: 'acme', name: 'audit-shape' } },
        key,
        { description: 'Weekend rules' },
      )
      await audited('trustPolicyConfig', tp.cloneConfig, { params: { space: 'acme', name: 'strict' }, body: { name: 'audit-copy' } }, null)
    },
  },
  {
    kind: 'trustPolicyCollection',
    writes: () =>
      createUpdateRemove(
        'trustPolicyCollection',
        { create: tp.createCollection, get: tp.getCollection, update: tp.updateCollection, remove: tp.removeCollection },
        { body: { space: 'acme', configName: 'strict', name: 'audit-review' } },
        (collection) => ({ params: { space: 'acme', id: collection.id } }),
        { priority: 9 },
      ),
  },
  {
    kind: 'trustPolicy',
    writes: async () => {
      const config = await read(tp.getConfig, { params: { space: 'acme', name: 'strict' } })
      await createUpdateRemove(
        'trustPolicy',
        { create: tp.createPolicy, get: tp.getPolicy, update: tp.updatePolicy, remove: tp.removePolicy },
        { body: { space: 'acme', collectionId: config.collections[0].id, name: 'audit-policy', condition: { field: 'REFUND_COUNT', operator: 'GTE', value: 4 }, trustLevel: 'NEW' } },
        (policy) => ({ params: { space: 'acme', id: policy.id } }),
        { priority: 7 },
      )
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
    kind: 'gatewayConfig',
    writes: () =>
      createUpdateRemove(
        'gatewayConfig',
        { create: m.createGatewayConfig, get: m.getGatewayConfig, update: m.updateGatewayConfig, remove: m.removeGatewayConfig },
        { params: { name: 'acme-books' }, body: { name: 'audit-gateway', gateway: 'BOREAL' } },
        ofMerchant('acme-books'),
        { priority: 5 },
      ),
  },
  {
    kind: 'instrumentConfig',
    writes: () =>
      createUpdateRemove(
        'instrumentConfig',
        { create: m.createInstrumentConfig, get: m.getInstrumentConfig, update: m.updateInstrumentConfig, remove: m.removeInstrumentConfig },
        { params: { name: 'acme-books' }, body: { name: 'audit-card', instrument: 'CARD', instalments: [1, 3] } },
        ofMerchant('acme-books'),
        { priority: 5 },
      ),
  },
  {
    kind: 'trustLevel',
    writes: () =>
      createUpdateRemove(
        'trustLevel',
        { create: m.createTrustLevel, get: m.getTrustLevel, update: m.updateTrustLevel, remove: m.removeTrustLevel },
        { params: { name: 'acme-games' }, body: { name: 'Audited', level: 'UNRESTRICTED' } },
        ofMerchant('acme-games'),
        { description: 'Checked by the audit' },
      ),
  },
  {
    kind: 'fraudConfig',
    writes: async () => {
      const key = await firstOf('fraud_config')
      await audited('fraudConfig', m.removeFraudConfig, key, await read(m.getFraudConfig, key), gone)
    },
  },
  {
    kind: 'paymentLink',
    writes: async () => {
      const { currencies } = await read(calls.paymentlink.resource, { params: { id: 'acme-books' } })
      const body = { merchantAccount: 'acme-books', reference: 'audit-2041', amount: 12_550, currency: currencies[0], customer: { name: 'Ines Ortiz', email: 'ines@mail.example' } }
      const link = await audited('paymentLink', calls.paymentlink.create, { body }, null)
      const key = { params: { id: link.id } }
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
    kind: 'gatewayCredential',
    writes: () =>
      createUpdateRemove(
        'gatewayCredential',
        calls.gatewaycredential,
        { body: { name: 'audit-credential', gateway: 'ATLAS', environment: 'Production', fields: { merchantNumber: 'M1' }, secrets: { apiSecret: 'audit-secret-1234' } } },
        (credential) => ({ params: { id: credential.id } }),
        { status: 'DISABLED' },
      ),
  },
  {
    kind: 'merchantKey',
    writes: async () => {
      const key = (created: Answer) => ({ params: { id: created.id } })
      const { key: created } = await audited('merchantKey', calls.merchantkey.create, { body: { merchantAccount: 'acme-books', name: 'audit-key', environment: 'Development' } }, null, (answer) => answer.key)
      const updated = await audited('merchantKey', calls.merchantkey.update, { ...key(created), body: { name: 'audited-key' } }, await read(calls.merchantkey.get, key(created)))
      await audited('merchantKey', calls.merchantkey.remove, key(updated), updated, gone)
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
    kind: 'role',
    writes: () =>
      createUpdateRemove(
        'role',
        calls.mrole,
        { body: { space: 'acme', name: 'AUDITED', permissions: ['transaction.read'] } },
        (role) => ({ params: { space: role.space, name: role.name } }),
        { description: 'Checked by the audit' },
      ),
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
      await audited('spaceConfig', s.saveConfig, { ...key, body: { idleTimeoutMinutes: 20 } }, await read(s.getConfig, key))
    },
  },
  {
    kind: 'quicksightReport',
    writes: () =>
      createUpdateRemove(
        'quicksightReport',
        { create: s.createQuicksightReport, get: s.getQuicksightReport, update: s.updateQuicksightReport, remove: s.removeQuicksightReport },
        { params: { space: 'acme' }, body: { name: 'Audit trends', dashboardId: 'acme-audit', region: 'eu-west-1' } },
        (report) => ({ params: { space: 'acme', id: report.id } }),
        { description: 'Checked by the audit' },
      ),
  },
  {
    kind: 'emailTemplateCollection',
    writes: async () => {
      const key = (collection: Answer) => ({ params: { space: 'acme', name: collection.name } })
      await createUpdateRemove(
        'emailTemplateCollection',
        { create: e.createCollection, get: e.getCollection, update: e.updateCollection, remove: e.removeCollection },
        { body: { space: 'acme', name: 'audit-wording' } },
        key,
        { description: 'Checked by the audit' },
      )
      const copy = await audited('emailTemplateCollection', e.cloneCollection, { ...key({ name: 'acme-brand' }), body: { name: 'audit-copy' } }, null)
      await audited('emailTemplateCollection', e.setDefaultCollection, key(copy), copy)
    },
  },
  {
    kind: 'emailTemplate',
    writes: async () => {
      await api(e.createCollection, { body: { space: 'acme', name: 'audit-templates' } })
      const texts = { subject: 'Your payment to {{ merchantName }}', bodyHtml: '<p>Hello {{ customerName }}</p>', bodyText: 'Hello {{ customerName }}' }
      await createUpdateRemove(
        'emailTemplate',
        e,
        { body: { space: 'acme', collectionName: 'audit-templates', type: 'PURCHASE_SUCCESS', locale: 'fr', ...texts } },
        (template) => ({ params: { space: 'acme', templateId: template.templateId } }),
        { subject: 'Paid to {{ merchantName }}' },
      )
    },
  },
  {
    kind: 'resultCode',
    writes: () =>
      createUpdateRemove(
        'resultCode',
        { create: rc.create, get: rc.get, update: rc.update, remove: rc.remove },
        { body: { code: 'AUDIT-1', result: 'DECLINED', category: 'ISSUER', message: 'Card not activated' } },
        (code) => ({ params: { code: code.code } }),
        { retryable: true },
        // The read answers the code with where it is used; the audit keeps the code.
        (detail) => resultCodeSchema.parse(detail),
      ),
  },
  {
    kind: 'pspResultCode',
    writes: () =>
      createUpdateRemove(
        'pspResultCode',
        { create: rc.pspCreate, get: rc.pspGet, update: rc.pspUpdate, remove: rc.pspRemove },
        { body: { gateway: 'ATLAS', code: 'AUDIT-Q1', message: 'Card not activated', resultCode: '1001' } },
        (code) => ({ params: { code: code.id } }),
        { message: 'Card not yet activated' },
      ),
  },
  ...(['gatewayHive', 'midasHive'] as const).map((kind) => ({
    kind,
    writes: async () => {
      const [save, remove] = kind === 'gatewayHive' ? [calls.hive.saveGatewayHive, calls.hive.removeGatewayHive] : [calls.hive.saveMidasHive, calls.hive.removeMidasHive]
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
      const updated = await audited('savedSearch', ss.update, { params: { id: created.id }, body: { name: 'Audited view' } }, created)
      await audited('savedSearch', ss.remove, { params: { id: created.id } }, updated, gone)
    },
  },
  {
    kind: 'customer',
    writes: async () => {
      const row = await t.services.db
        .selectFrom('customer as c')
        .innerJoin('merchant as mm', 'mm.id', 'c.merchant_id')
        .select(['c.external_id', 'mm.name'])
        .where('mm.name', '=', 'acme-books')
        .orderBy('c.id')
        .executeTakeFirstOrThrow()
      const before = await read(calls.customer.get, { params: { merchantName: row.name, customer: row.external_id } })
      await audited('customer', calls.customer.update, { params: { merchantName: row.name, customerId: row.external_id }, body: { trustLevel: 'TRUSTED' } }, before)
    },
  },
  {
    kind: 'transaction',
    writes: async () => {
      const row = await t.services.db
        .selectFrom('transaction as tx')
        .innerJoin('merchant as mm', 'mm.id', 'tx.merchant_id')
        .select(['tx.external_id', 'mm.name'])
        .where('tx.status', '=', 'CHARGED')
        .where('tx.direction', '=', 'PAY_IN')
        .where('tx.amount', '>', 100)
        .orderBy('tx.id')
        .executeTakeFirstOrThrow()
      const key = { params: { merchantName: row.name, transaction: row.external_id } }
      // The detail answers the transaction with its timeline; the audit keeps the transaction.
      const transaction = (detail: Answer) => transactionSchema.parse(detail)
      const before = transaction(await read(calls.transaction.get, key))
      await audited('transaction', calls.transaction.update, { ...key, body: { action: 'REFUND', amount: 100, reason: 'Checked by the audit' } }, before, transaction)
    },
  },
  {
    kind: 'settlementUpload',
    writes: async () => {
      const used = await t.services.db
        .selectFrom('transaction as tx')
        .innerJoin('merchant as mm', 'mm.id', 'tx.merchant_id')
        .innerJoin('space as sp', 'sp.id', 'mm.space_id')
        .select('tx.gateway')
        .distinct()
        .where('sp.name', '=', 'acme')
        .execute()
      const gateway = used.map((row) => row.gateway).find((code) => code !== null && settlementFormatOf(code))!
      const csv = settlementCsv(gateway, [{ id: 'audit-unknown', date: '2026-03-02', amount: 100, fee: 2, currency: 'EUR' }])
      const file = multipartFile('file', 'audit.csv', 'text/csv', csv)
      await audited('settlementUpload', calls.finance.uploadSettlement, { params: { space: 'acme', gateway }, body: file.payload, headers: file.headers }, null)
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

describe('the audit row of every write', () => {
  it.each(scenarios)('$kind: each write keeps the record before and after, as the API answers it', async ({ writes }) => {
    await writes()
  })
})
