import { rowsForGateway, secretsToSend, withSecretsCleared } from '@console/screens/gatewaycredential/credential-form'
import { keyValueRow, maskedRowsOf } from '@console/ui/key-value'
import type { GatewayDetail } from '@domain/entities/reference'
import { describe, expect, it } from 'vitest'

const gateway = (credentialFields: GatewayDetail['credentialFields']) => ({ credentialFields }) as GatewayDetail

describe('a new credential', () => {
  it('starts with one empty row per field the gateway asks for, secrets apart', () => {
    const rows = rowsForGateway(
      gateway([
        { name: 'merchantNumber', label: 'merchantNumber', secret: false },
        { name: 'apiSecret', label: 'apiSecret', secret: true },
      ]),
    )
    expect(rows.fields.map((row) => [row.key, row.value])).toEqual([['merchantNumber', '']])
    expect(rows.secrets.map((row) => [row.key, row.masked, row.value])).toEqual([['apiSecret', undefined, '']])
    expect(rowsForGateway(undefined)).toEqual({ fields: [], secrets: [] })
  })
})

describe('secrets are write-only', () => {
  it('sends no secret when nothing is typed: empty keeps the stored value', () => {
    expect(secretsToSend(maskedRowsOf({ apiSecret: '••••1234', webhookKey: '••••abcd' }))).toEqual({})
  })

  it('sends only the secrets typed, exactly as typed, and a new named one', () => {
    const [api, webhook] = maskedRowsOf({ apiSecret: '••••1234', webhookKey: '••••abcd' })
    const typed = [{ ...api!, value: ' s3cr3t-value ' }, webhook!, keyValueRow('signingKey', 'sk-new 42')]
    expect(secretsToSend(typed)).toEqual({ apiSecret: ' s3cr3t-value ', signingKey: 'sk-new 42' })
  })

  it('treats spaces alone as nothing typed', () => {
    const [api] = maskedRowsOf({ apiSecret: '••••1234' })
    expect(secretsToSend([{ ...api!, value: '   ' }])).toEqual({})
  })

  it('forgets every typed secret after a save, keeping the masked values', () => {
    const [api] = maskedRowsOf({ apiSecret: '••••1234' })
    const cleared = withSecretsCleared([{ ...api!, value: 'new-secret' }, keyValueRow('signingKey', 'another')])
    expect(cleared.map((row) => row.value)).toEqual(['', ''])
    expect(cleared.map((row) => [row.key, row.masked])).toEqual([
      ['apiSecret', '••••1234'],
      ['signingKey', undefined],
    ])
    expect(JSON.stringify(cleared)).not.toContain('new-secret')
  })
})
