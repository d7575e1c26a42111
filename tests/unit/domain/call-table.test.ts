import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathParamNames } from '@domain/call'
import { allCalls } from '@domain/calls'
import { approvalPolicies } from '@domain/enums'
import { isPermission } from '@domain/permissions'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

const tsvPath = path.resolve(process.cwd(), '../shared/calls.tsv')

/** Calls the table has beyond calls.tsv, each with the reason it exists. */
const additions = new Set([
  // Ends the session server-side: revokes the refresh token family.
  'POST logout',
  // The public partner look-up: the login screen needs the branding before sign-in.
  'GET partner',
  // The related-records panel of a transaction: same card hash, customer, email and IP.
  'GET transaction/{merchantName}/{transaction}/related',
  // What a fraud block would match over the last 30 days, shown before it is saved.
  'POST fraudblock/preview',
  // What a card restriction rule would have changed over the last 30 days, shown before it is saved.
  'POST cardrestriction/{space}/{name}/rule/simulate',
  // What a trust policy would have changed over the last 30 days, shown before it is saved.
  'POST trustpolicy/{space}/simulate',
  // The transactions a SHADOW card restriction rule matched, shown on the rule's screen.
  'GET cardrestriction/{space}/{name}/rule/{ruleId}/hits',
  // Record search of the palette: a typed value to the records it names.
  'GET search',
  // Export of a list's current filter as CSV or JSON, streamed; the list's own permission applies.
  'GET export/{list}',
  // Saved searches: a named console view per user, listed in the palette.
  'GET savedsearch',
  'POST savedsearch',
  'PUT savedsearch/{id}',
  'DELETE savedsearch/{id}',
  // Settlement uploads and one upload's progress: the settlement screen follows the job.
  'GET settlement/{space}/upload',
  'GET settlement/{space}/upload/{uploadId}',
  // Runs a custom report definition, saved or being edited, on the space's own transactions.
  'POST customreport/{space}/run',
  // A changed email takes effect when the link sent to the new address is opened.
  'PUT confirmemail',
  // Undoes a reversible write of the caller's own within 10 seconds (issue 25).
  'POST undo/{eventId}',
  // The review queue (issue 28): cases, their claims, decisions and notes, live events, and how rules' cases were decided.
  'GET review',
  'GET review/counts',
  'GET review/events',
  'GET review/feedback',
  'GET review/stats',
  'GET review/{id}',
  'POST review',
  'POST review/next',
  'POST review/{id}/claim',
  'POST review/{id}/release',
  'POST review/{id}/decision',
  'POST review/{id}/note',
  // Sessions that end on time and can be ended, and proving it is you: a user's own
  // sign-ins and their end, a user's sign-ins for those who manage the user, and the step-up proof.
  'POST self/stepup',
  'GET self/sessions',
  'DELETE self/sessions/{session}',
  'GET muser/{user}/sessions',
  'DELETE muser/{user}/sessions/{session}',
  'DELETE muser/{user}/sessions',
  // Change requests (issue 29): writes a space's approval policy held for a second person, and their decisions.
  'GET approval',
  'GET approval/counts',
  'GET approval/{id}',
  'POST approval/{id}/approve',
  'POST approval/{id}/reject',
  'POST approval/{id}/cancel',
  // Deletes in bulk, which a space's approval policy may hold for a second person (issue 29).
  'POST fraudblock/batch/delete',
  'POST cardblacklist/batch/delete',
  // The audit trail that cannot be rewritten: its chains checked, and a period exported as the audit log lists it.
  'GET muserevent/verify',
  'GET muserevent/export',
])

interface Row {
  area: string
  method: string
  path: string
}

function readRows(): Row[] {
  if (!existsSync(tsvPath)) throw new Error(`calls.tsv not found at ${tsvPath}: the call table cannot be checked`)
  const [header, ...lines] = readFileSync(tsvPath, 'utf8').split('\n').filter((l) => l.trim() !== '')
  expect(header?.split('\t').slice(0, 3)).toEqual(['area', 'method', 'path'])
  return lines.map((line) => {
    const [area = '', method = '', p = ''] = line.split('\t')
    return { area: area.trim(), method: method.trim(), path: p.trim() }
  })
}

const key = (method: string, p: string) => `${method} ${p}`

describe('call table against calls.tsv', () => {
  const rows = readRows()
  const entries = allCalls()

  it('reads every row of calls.tsv', () => {
    expect(rows.length).toBeGreaterThan(200)
  })

  it('has an entry with the same method, path and area for every row', () => {
    const byKey = new Map(entries.map((e) => [key(e.call.method, e.call.path), e]))
    const missing = rows.filter((r) => !byKey.has(key(r.method, r.path))).map((r) => key(r.method, r.path))
    expect(missing, 'rows of calls.tsv without a call-table entry').toEqual([])
    const wrongArea = rows
      .filter((r) => byKey.get(key(r.method, r.path))?.call.area !== r.area)
      .map((r) => `${key(r.method, r.path)} should be in area ${r.area}`)
    expect(wrongArea).toEqual([])
  })

  it('has no entry outside calls.tsv but the listed additions', () => {
    const inTsv = new Set(rows.map((r) => key(r.method, r.path)))
    const extra = entries
      .map((e) => key(e.call.method, e.call.path))
      .filter((k) => !inTsv.has(k) && !additions.has(k))
    expect(extra, 'entries neither in calls.tsv nor in the additions list').toEqual([])
  })

  it('has every listed addition in the table', () => {
    const inTable = new Set(entries.map((e) => key(e.call.method, e.call.path)))
    expect([...additions].filter((k) => !inTable.has(k))).toEqual([])
  })

  it('has no two entries with the same method and path', () => {
    const seen = new Map<string, string>()
    const duplicates: string[] = []
    for (const { id, call } of entries) {
      const k = key(call.method, call.path)
      if (seen.has(k)) duplicates.push(`${k}: ${seen.get(k)} and ${id}`)
      seen.set(k, id)
    }
    expect(duplicates).toEqual([])
  })

  it('names public, signedIn or a catalogue permission as access', () => {
    const bad = entries
      .filter(({ call }) => call.access !== 'public' && call.access !== 'signedIn' && !isPermission(call.access))
      .map(({ id, call }) => `${id}: ${call.access}`)
    expect(bad).toEqual([])
  })

  it('keeps public access to the calls that run before sign-in', () => {
    const publicCalls = entries.filter(({ call }) => call.access === 'public').map(({ call }) => call.path).sort()
    expect(publicCalls).toEqual(['confirmemail', 'forgotpassword', 'login', 'logout', 'partner', 'refreshtoken', 'resetpassword'])
  })

  it('declares every path parameter in the params schema', () => {
    const bad: string[] = []
    for (const { id, call } of entries) {
      const names = pathParamNames(call.path)
      const shape = call.params instanceof z.ZodObject ? (call.params.shape as Record<string, unknown>) : {}
      for (const name of names) if (!(name in shape)) bad.push(`${id}: {${name}}`)
      for (const name of Object.keys(shape)) if (!names.includes(name)) bad.push(`${id}: extra param ${name}`)
    }
    expect(bad).toEqual([])
  })

  it('answers lists with keyset pages', () => {
    const bad = entries
      .filter(({ call }) => call.method === 'GET' && call.query instanceof z.ZodObject && 'cursor' in call.query.shape)
      .filter(({ call }) => !(call.response instanceof z.ZodObject && 'nextCursor' in call.response.shape))
      .map(({ id }) => id)
    expect(bad).toEqual([])
  })

  it('holds only writes made with a permission for a second person, the calls each approval policy names', () => {
    const held = entries.filter(({ call }) => call.approval)
    expect(held.filter(({ call }) => call.method === 'GET' || call.access === 'public' || call.access === 'signedIn').map(({ id }) => id)).toEqual([])
    const byPolicy = Object.fromEntries(approvalPolicies.map((policy) => [policy, held.filter(({ call }) => call.approval === policy).map(({ id }) => id).sort()]))
    expect(byPolicy).toEqual({
      money: ['finance.topUp', 'finance.withdraw'],
      permissions: ['mrole.update', 'muser.addRole', 'muser.removeRole'],
      scope: ['muser.update'],
      rules: ['cardrestriction.createRule', 'cardrestriction.updateRule', 'trustpolicy.createPolicy', 'trustpolicy.updatePolicy'],
      bulkDelete: ['cardblacklist.removeBatch', 'fraud.removeBatch'],
      systemCommand: ['system.runSystemCommand'],
      secrets: ['gatewaycredential.create', 'gatewaycredential.remove', 'gatewaycredential.update', 'merchant.rotateSecretKey'],
    })
  })

  it('has schemas that convert to JSON Schema, for the OpenAPI document', () => {
    const failed: string[] = []
    for (const { id, call } of entries) {
      for (const part of ['params', 'query', 'body', 'response'] as const) {
        try {
          z.toJSONSchema(call[part], { io: part === 'response' ? 'output' : 'input' })
        } catch (error) {
          failed.push(`${id}.${part}: ${(error as Error).message}`)
        }
      }
    }
    expect(failed).toEqual([])
  })
})
