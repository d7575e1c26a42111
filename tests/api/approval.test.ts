import { calls } from '@domain/calls'
import { DEMO_PASSWORD } from '@domain/constants'
import { type ApprovalSettings, changeRequestSchema, defaultApprovalSettings } from '@domain/entities/approval'
import { sql } from 'kysely'
import { beforeAll, describe, expect, it } from 'vitest'
import { advanceWhileActive, type ApiResponse, callApi, createRole, eventsOf, newUsersForFile, type SignedIn, signIn, testAppForFile } from './helpers'

const a = calls.approval
// Tokens outlive the day the expiry test moves the clock by.
const t = testAppForFile({ config: { accessTokenTtlSeconds: 30 * 24 * 3600, systemCommandUsers: ['admin', 'operator'] } })
beforeAll(async () => {
  await createRole(t.services, 'acme', 'APPROVAL_READER', ['approval.read'])
})
const people = newUsersForFile(t, {
  requester: { username: 'ap-requester', space: 'acme', scope: 'SPACE', role: 'ADMIN' },
  one: { username: 'ap-one', space: 'acme', scope: 'SPACE', role: 'ADMIN' },
  two: { username: 'ap-two', space: 'acme', scope: 'SPACE', role: 'ADMIN' },
  subject: { username: 'ap-subject', space: 'acme', scope: 'SPACE', role: 'FRAUD_ANALYST' },
  moved: { username: 'ap-moved', space: 'acme', scope: 'SPACE', role: 'SUPPORT' },
  reader: { username: 'ap-reader', space: 'acme', scope: 'SPACE', role: 'APPROVAL_READER' },
  rio: { username: 'ap-rio', space: 'rio', scope: 'SPACE', role: 'ADMIN' },
  victim1: { username: 'ap-victim1', space: 'acme', scope: 'SPACE', role: 'SUPPORT' },
  victim2: { username: 'ap-victim2', space: 'acme', scope: 'SPACE', role: 'SUPPORT' },
  victim3: { username: 'ap-victim3', space: 'acme', scope: 'SPACE', role: 'SUPPORT' },
})
const demo = { admin: {} as SignedIn, admin2: {} as SignedIn, operator: {} as SignedIn }

/** Every policy on: a delete of more than one record is one in bulk. */
const everyPolicy: ApprovalSettings = {
  ...defaultApprovalSettings,
  scope: { on: true },
  rules: { on: true },
  bulkDelete: { on: true, above: 1 },
  systemCommand: { on: true },
  secrets: { on: true },
}

const spaceId = async (name: string) => Number((await t.services.db.selectFrom('space').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id)
const userId = async (username: string) => Number((await t.services.db.selectFrom('app_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id)
const roleId = async (space: string, name: string) =>
  Number(
    (
      await t.services.db
        .selectFrom('role')
        .innerJoin('space', 'space.id', 'role.space_id')
        .select('role.id')
        .where('space.name', '=', space)
        .where('role.name', '=', name)
        .executeTakeFirstOrThrow()
    ).id,
  )

/** Takes a role from a user, and answers how to give it back: the user may no longer ask what they asked. */
async function withoutRole(username: string, space: string, role: string): Promise<() => Promise<void>> {
  const [user, id] = [await userId(username), await roleId(space, role)]
  await t.services.db.deleteFrom('user_role').where('user_id', '=', user).where('role_id', '=', id).execute()
  return async () => {
    await t.services.db.insertInto('user_role').values({ user_id: user, role_id: id }).execute()
  }
}

/** An INACTIVE rule of the acme restriction made for these tests, by its id. */
const rules: number[] = []
/** ACTIVE fraud blocks of acme made for these tests. */
const blocks: number[] = []
const restriction = { space: 'acme', name: 'ap-rules' }

beforeAll(async () => {
  demo.admin = await signIn(t.app, 'admin')
  demo.admin2 = await signIn(t.app, 'admin')
  demo.operator = await signIn(t.app, 'operator')
  await createRole(t.services, 'platform', 'SYSTEM_RUNNER', ['system.command.run'])
  await t.services.db.insertInto('user_role').values({ user_id: await userId('operator'), role_id: await roleId('platform', 'SYSTEM_RUNNER') }).execute()
  const requester = people.requester.token
  expect((await callApi(t.app, calls.cardrestriction.create, { token: requester, body: { ...restriction, status: 'INACTIVE' } })).status).toBe(201)
  for (let n = 0; n < 4; n++) {
    const rule = await callApi(t.app, calls.cardrestriction.createRule, { token: requester, params: restriction, body: { scope: 'COUNTRY', operator: 'IN', values: [['KP', 'IR', 'SY', 'CU'][n]!], action: 'DECLINE', status: 'INACTIVE' } })
    expect(rule.status, JSON.stringify(rule.body)).toBe(201)
    rules.push(rule.body.ruleId)
  }
  for (let n = 0; n < 6; n++) {
    const block = await callApi(t.app, calls.fraud.create, { token: requester, body: { accountId: `tok_approval_${n}_card`, space: 'acme', reason: 'Seen in a fraud ring' } })
    expect(block.status, JSON.stringify(block.body)).toBe(200)
    blocks.push(block.body.id)
  }
  for (const space of ['acme', 'platform']) {
    const saved = await callApi(t.app, calls.mspace.saveConfig, { token: demo.admin.token, params: { id: await spaceId(space) }, body: { approvals: everyPolicy } })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  }
})

type Variant = 'apply' | 'stale' | 'expire'

/** One policy: who asks and who approves, each request it makes, what it changes, and how its record changes under a pending request. */
interface PolicyRow {
  policy: string
  requester: () => SignedIn
  approvers: () => [SignedIn, SignedIn]
  ask: (token: string, variant: Variant) => Promise<ApiResponse>
  /** What the apply request changes, as it stands: equal before and after a held request, changed once after its approval. */
  state: () => Promise<unknown>
  /** The stale request's record changed by someone else; or the requester loses what let them ask (answers how to give it back). */
  staleNow: () => Promise<void | (() => Promise<void>)>
}

const movement = (variant: Variant) => ({ merchantAccount: 'acme-fashion', currency: 'EUR', amount: 2_000_000, reference: `ap-money-${variant}`, idempotencyKey: `ap-money-${variant}` })
const roleOf: Record<Variant, string> = { apply: 'SUPPORT', stale: 'FINANCE', expire: 'MERCHANT' }
const placement: Record<Variant, Record<string, string>> = { apply: { scope: 'GROUP', group: 'acme-retail' }, stale: { scope: 'GROUP', group: 'acme-travel' }, expire: { scope: 'MERCHANT', merchant: 'acme-books' } }
const ruleOf = (variant: Variant) => rules[['apply', 'stale', 'expire'].indexOf(variant)]!
const blocksOf = (variant: Variant) => blocks.slice(['apply', 'stale', 'expire'].indexOf(variant) * 2).slice(0, 2)
const victimOf: Record<Variant, string> = { apply: 'ap-victim1', stale: 'ap-victim2', expire: 'ap-victim3' }
const merchantOf: Record<Variant, string> = { apply: 'acme-books', stale: 'acme-air', expire: 'acme-games' }
const acmeDesk = (): [SignedIn, SignedIn] => [people.one, people.two]
const bumped = (table: 'fraud_block' | 'merchant' | 'card_restriction_rule', id: number) =>
  sql`update ${sql.table(table)} set updated_at = updated_at + interval '1 second' where id = ${id}`.execute(t.services.db)

const rows: PolicyRow[] = [
  {
    policy: 'money',
    requester: () => people.requester,
    approvers: acmeDesk,
    ask: (token, variant) => callApi(t.app, calls.finance.withdraw, { token, body: movement(variant) }),
    state: async () => (await t.services.db.selectFrom('ledger_movement').select('amount').where('reference', '=', 'ap-money-apply').execute()).map((m) => Number(m.amount)),
    staleNow: () => withoutRole('ap-requester', 'acme', 'ADMIN'),
  },
  {
    policy: 'permissions',
    requester: () => people.requester,
    approvers: acmeDesk,
    ask: (token, variant) => callApi(t.app, calls.muser.addRole, { token, params: { user: 'ap-subject' }, body: { role: roleOf[variant] } }),
    state: async () => (await callApi(t.app, calls.muser.get, { token: demo.admin.token, params: { user: 'ap-subject' } })).body.roles,
    staleNow: async () => {
      await t.services.db.insertInto('user_role').values({ user_id: await userId('ap-subject'), role_id: await roleId('acme', 'APPROVAL_READER') }).execute()
    },
  },
  {
    policy: 'scope',
    requester: () => people.requester,
    approvers: acmeDesk,
    ask: (token, variant) => callApi(t.app, calls.muser.update, { token, params: { user: 'ap-moved' }, body: placement[variant] }),
    state: async () => {
      const user = (await callApi(t.app, calls.muser.get, { token: demo.admin.token, params: { user: 'ap-moved' } })).body
      return [user.scope, user.group, user.merchant]
    },
    staleNow: async () => {
      const travel = await t.services.db.selectFrom('merchant_group').select('id').where('name', '=', 'acme-travel').executeTakeFirstOrThrow()
      await t.services.db.updateTable('app_user').set({ scope: 'GROUP', group_id: travel.id }).where('username', '=', 'ap-moved').execute()
    },
  },
  {
    policy: 'rules',
    requester: () => people.requester,
    approvers: acmeDesk,
    ask: (token, variant) => callApi(t.app, calls.cardrestriction.updateRule, { token, params: { ...restriction, ruleId: ruleOf(variant) }, body: { status: 'ACTIVE' } }),
    state: async () => (await callApi(t.app, calls.cardrestriction.getRule, { token: demo.admin.token, params: { ...restriction, ruleId: ruleOf('apply') } })).body.status,
    staleNow: async () => {
      await bumped('card_restriction_rule', ruleOf('stale'))
    },
  },
  {
    policy: 'bulkDelete',
    requester: () => people.requester,
    approvers: acmeDesk,
    ask: (token, variant) => callApi(t.app, calls.fraud.removeBatch, { token, body: { ids: blocksOf(variant), reason: 'Released after review' } }),
    state: async () => Promise.all(blocksOf('apply').map(async (id) => (await callApi(t.app, calls.fraud.get, { token: demo.admin.token, params: { id } })).body.status)),
    staleNow: async () => {
      await bumped('fraud_block', blocksOf('stale')[0]!)
    },
  },
  {
    policy: 'systemCommand',
    requester: () => demo.operator,
    approvers: () => [demo.admin, demo.admin2],
    ask: (token, variant) => callApi(t.app, calls.system.runSystemCommand, { token, body: { command: 'endUserSessions', params: { username: victimOf[variant] } } }),
    state: async () => (await callApi(t.app, calls.system.version, { token: people.victim1.token })).status,
    staleNow: () => withoutRole('operator', 'platform', 'SYSTEM_RUNNER'),
  },
  {
    policy: 'secrets',
    requester: () => people.requester,
    approvers: acmeDesk,
    ask: (token, variant) => callApi(t.app, calls.merchant.rotateSecretKey, { token, params: { name: merchantOf[variant] } }),
    state: async () => (await t.services.db.selectFrom('merchant').select('secret_key_hash').where('name', '=', 'acme-books').executeTakeFirstOrThrow()).secret_key_hash,
    staleNow: async () => {
      const merchant = await t.services.db.selectFrom('merchant').select('id').where('name', '=', merchantOf.stale).executeTakeFirstOrThrow()
      await bumped('merchant', Number(merchant.id))
    },
  },
]

/** A 202's change request, parsed whole: PENDING under its policy. */
function heldRequest(res: ApiResponse, policy: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(202)
  const request = changeRequestSchema.parse(res.body.changeRequest)
  expect(request).toMatchObject({ state: 'PENDING', policy, canCancel: true, canDecide: false })
  return request
}

const approve = (token: string, id: number) => callApi(t.app, a.approve, { token, params: { id }, body: {} })
const stepsOf = async (id: number) =>
  (await t.services.db.selectFrom('user_event').select(['type', 'username']).where('target_type', '=', 'changeRequest').where('target_id', '=', String(id)).orderBy('id').execute()).map(
    (e) => `${e.type} ${e.username}`,
  )

/** The requests each row makes for the expiry test, asked before the clock moves. */
const expiring = new Map<string, number>()

describe.each(rows)('$policy policy', (row) => {
  it('answers 202 and changes nothing; the requester and the super admin may not approve their own; two approvers race and it applies once', async () => {
    const before = await row.state()
    const held = heldRequest(await row.ask(row.requester().token, 'apply'), row.policy)
    expect(held.requestedBy).toBe(row.requester().user.username)
    expect(await row.state()).toEqual(before)
    expect((await approve(row.requester().token, held.id)).status).toBe(403)

    // The super admin asks too: refused their own approval, they cancel it.
    const own = heldRequest(await row.ask(demo.admin.token, 'apply'), row.policy)
    expect((await approve(demo.admin.token, own.id)).status).toBe(403)
    const cancelled = await callApi(t.app, a.cancel, { token: demo.admin.token, params: { id: own.id } })
    expect(cancelled.body).toMatchObject({ state: 'CANCELLED', decidedBy: 'admin' })
    expect((await callApi(t.app, a.cancel, { token: demo.admin.token, params: { id: own.id } })).status).toBe(409)

    const [first, second] = row.approvers()
    const raced = await Promise.all([approve(first.token, held.id), approve(second.token, held.id)])
    expect(raced.map((res) => res.status).sort(), JSON.stringify(raced.map((res) => res.body))).toEqual([200, 409])
    const won = raced.find((res) => res.status === 200)!
    expect(won.body.changeRequest).toMatchObject({ state: 'APPROVED' })
    const after = await row.state()
    expect(after).not.toEqual(before)
    expect((await approve(first.token, held.id)).status).toBe(409)
    expect(await row.state()).toEqual(after)

    const approver = won.body.changeRequest.decidedBy
    expect(await stepsOf(held.id)).toEqual([`APPROVAL_REQUEST ${row.requester().user.username}`, `APPROVAL_APPROVE ${approver}`])
    expect(await stepsOf(own.id)).toEqual(['APPROVAL_REQUEST admin', 'APPROVAL_CANCEL admin'])
    // The change itself is audited as the approver's, naming the request it applied.
    const applied = await t.services.db.selectFrom('user_event').select(['username', 'detail']).where(sql<boolean>`detail->>'changeRequest' = ${String(held.id)}`).execute()
    expect(applied.length).toBeGreaterThan(0)
    for (const event of applied) expect(event).toMatchObject({ username: approver, detail: { requestedBy: row.requester().user.username } })
  })

  it('refuses a stale request: its record changed, or its requester may no longer make it', async () => {
    const held = heldRequest(await row.ask(row.requester().token, 'stale'), row.policy)
    const restore = await row.staleNow()
    const refused = await approve(row.approvers()[0].token, held.id)
    if (restore) await restore()
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body.params).toEqual({ reason: 'stale' })
    const read = await callApi(t.app, a.get, { token: row.requester().token, params: { id: held.id } })
    expect(read.body).toMatchObject({ state: 'STALE', canCancel: false })
    expect((await stepsOf(held.id)).map((step) => step.split(' ')[0])).toEqual(['APPROVAL_REQUEST', 'APPROVAL_STALE'])
  })

  it('asks once more, to expire', async () => {
    expiring.set(row.policy, heldRequest(await row.ask(row.requester().token, 'expire'), row.policy).id)
  })
})

describe('a request nobody decides', () => {
  it('expires after its 24 hours: listed as decided, refused to its approver, audited EXPIRED', async () => {
    expect(expiring.size).toBe(rows.length)
    t.clock.advance(25 * 3600_000)
    // The clock passed the idle timeout: everyone signs in again.
    const admin = await signIn(t.app, 'admin')
    const one = await signIn(t.app, 'ap-one')
    for (const [policy, id] of expiring) {
      const approver = policy === 'systemCommand' ? admin : one
      const refused = await approve(approver.token, id)
      expect(refused.status, policy).toBe(409)
      const read = await callApi(t.app, a.get, { token: admin.token, params: { id } })
      expect(read.body, policy).toMatchObject({ state: 'EXPIRED', decidedBy: null })
      expect((await stepsOf(id)).map((step) => step.split(' ')[0]), policy).toEqual(['APPROVAL_REQUEST', 'APPROVAL_EXPIRE'])
    }
    const decided = await callApi(t.app, a.list, { token: one.token, query: { tab: 'decided', limit: 100 } })
    expect(decided.body.items.map((item: { id: number }) => item.id)).toEqual(expect.arrayContaining([...expiring.values()].filter((_, at) => rows[at]!.policy !== 'systemCommand')))
  })
})

describe('the approvals list and its calls', () => {
  it('lists what waits for each person, counts it, and keeps requests to those who may see them', async () => {
    const requester = await signIn(t.app, 'ap-requester')
    const one = await signIn(t.app, 'ap-one')
    const held = heldRequest(await callApi(t.app, calls.muser.addRole, { token: requester.token, params: { user: 'ap-subject' }, body: { role: 'FINANCE' } }), 'permissions')
    const tab = async (token: string, name: string) =>
      (await callApi(t.app, a.list, { token, query: { tab: name, limit: 100 } })).body.items.map((item: { id: number }) => item.id) as number[]
    expect(await tab(one.token, 'waiting')).toContain(held.id)
    expect(await tab(requester.token, 'waiting')).not.toContain(held.id)
    expect(await tab(requester.token, 'mine')).toContain(held.id)
    const counts = await callApi(t.app, a.counts, { token: one.token })
    expect(counts.body).toEqual({ waiting: expect.any(Number), mine: 0 })
    expect(counts.body.waiting).toBeGreaterThan(0)
    const forRecord = await callApi(t.app, a.list, { token: one.token, query: { tab: 'all', targetType: 'user', targetId: 'ap-subject' } })
    expect(forRecord.body.items.map((item: { id: number }) => item.id)).toEqual([held.id])
    expect((await callApi(t.app, a.get, { token: one.token, params: { id: held.id } })).body).toMatchObject({ canDecide: true, canCancel: false })

    // A reader sees it but may not decide; another space does not see it; no token is 401.
    const reader = await signIn(t.app, 'ap-reader')
    expect((await callApi(t.app, a.get, { token: reader.token, params: { id: held.id } })).body).toMatchObject({ canDecide: false })
    expect((await approve(reader.token, held.id)).status).toBe(403)
    const rio = await signIn(t.app, 'ap-rio')
    expect((await callApi(t.app, a.get, { token: rio.token, params: { id: held.id } })).status).toBe(404)
    expect((await approve(rio.token, held.id)).status).toBe(404)
    expect((await callApi(t.app, a.get, { params: { id: held.id } })).status).toBe(401)
    expect((await callApi(t.app, a.cancel, { token: one.token, params: { id: held.id } })).status).toBe(403)

    // A rejection needs its reason; it applies nothing.
    const noReason = await callApi(t.app, a.reject, { token: one.token, params: { id: held.id }, body: {} })
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors[0].field).toBe('reason')
    const rejected = await callApi(t.app, a.reject, { token: one.token, params: { id: held.id }, body: { reason: 'Not in finance' } })
    expect(rejected.body).toMatchObject({ state: 'REJECTED', note: 'Not in finance', decidedBy: 'ap-one' })
    const subject = await callApi(t.app, calls.muser.get, { token: one.token, params: { user: 'ap-subject' } })
    expect(subject.body.roles).not.toContain('FINANCE')
    expect(await stepsOf(held.id)).toEqual(['APPROVAL_REQUEST ap-requester', 'APPROVAL_REJECT ap-one'])
    expect((await eventsOf(t.services, 'APPROVAL_REJECT', 'ap-one'))[0]!.detail).toMatchObject({ before: { state: 'PENDING' }, after: { state: 'REJECTED' } })
  })

  it('asks a requester, an approver, and a space admin changing its policy, to have proved it is them within 5 minutes', async () => {
    const requester = await signIn(t.app, 'ap-requester')
    const two = await signIn(t.app, 'ap-two')
    const held = heldRequest(await callApi(t.app, calls.muser.addRole, { token: requester.token, params: { user: 'ap-subject' }, body: { role: 'FINANCE' } }), 'permissions')
    await advanceWhileActive(t, 6)
    const unproved = await approve(two.token, held.id)
    expect(unproved.status).toBe(401)
    expect(unproved.body.errorCode).toBe('STEP_UP_REQUIRED')
    // Asking again without a fresh proof keeps no request.
    const pending = await t.services.db.selectFrom('change_request').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
    const unprovedAsk = await callApi(t.app, calls.muser.addRole, { token: requester.token, params: { user: 'ap-subject' }, body: { role: 'MERCHANT' } })
    expect(unprovedAsk.status).toBe(401)
    expect(unprovedAsk.body.errorCode).toBe('STEP_UP_REQUIRED')
    expect(await t.services.db.selectFrom('change_request').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual(pending)
    const admin = await signIn(t.app, 'admin')
    await advanceWhileActive(t, 6)
    const policy = await callApi(t.app, calls.mspace.saveConfig, { token: admin.token, params: { id: await spaceId('acme') }, body: { approvals: defaultApprovalSettings } })
    expect(policy.body.errorCode).toBe('STEP_UP_REQUIRED')
    expect((await callApi(t.app, calls.auth.stepUp, { token: two.token, body: { password: DEMO_PASSWORD } })).status).toBe(200)
    expect((await approve(two.token, held.id)).body.changeRequest).toMatchObject({ state: 'APPROVED', decidedBy: 'ap-two' })
  })

  it('keeps the reason the console sends, a movement below the threshold applies at once, and secrets never show', async () => {
    const requester = await signIn(t.app, 'ap-requester')
    const small = await callApi(t.app, calls.finance.topUp, { token: requester.token, body: { ...movement('apply'), amount: 100_00, reference: 'ap-small', idempotencyKey: 'ap-small-top-up' } })
    expect(small.status).toBe(200)
    const { code: gateway } = await t.services.db.selectFrom('gateway').select('code').orderBy('code').executeTakeFirstOrThrow()
    const held = await callApi(t.app, calls.gatewaycredential.create, {
      token: requester.token,
      headers: { 'x-change-reason': encodeURIComponent('New acquirer contract – São Paulo') },
      body: { name: 'ap-credential', gateway, environment: 'Production', fields: { merchantNumber: '1' }, secrets: { apiKey: 'very-secret-value-1234' } },
    })
    const request = heldRequest(held, 'secrets')
    expect(request.reason).toBe('New acquirer contract – São Paulo')
    expect(JSON.stringify(request)).not.toContain('very-secret-value')
    const stored = await t.services.db.selectFrom('change_request').selectAll().where('id', '=', request.id).executeTakeFirstOrThrow()
    expect(JSON.stringify(stored)).not.toContain('very-secret-value')
  })
})
