import type { GatewayDetail } from '@domain/entities/reference'
import { type KeyValueRow, keyValueRow } from '../../ui/key-value'

/** The empty rows a new credential of this gateway starts with: one per field the gateway asks for, secrets apart. */
export function rowsForGateway(gateway: GatewayDetail | undefined): { fields: KeyValueRow[]; secrets: KeyValueRow[] } {
  const wanted = gateway?.credentialFields ?? []
  return {
    fields: wanted.filter((field) => !field.secret).map((field) => keyValueRow(field.name)),
    secrets: wanted.filter((field) => field.secret).map((field) => keyValueRow(field.name)),
  }
}

/** Secrets to send: only those with a value typed, exactly as typed; an empty input keeps the stored value. */
export function secretsToSend(rows: readonly KeyValueRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((row) => row.key.trim() !== '' && row.value.trim() !== '').map((row) => [row.key.trim(), row.value]))
}

/** The rows after a save: nothing typed is kept, so a secret leaves the page once it is sent. */
export function withSecretsCleared(rows: readonly KeyValueRow[]): KeyValueRow[] {
  return rows.map((row) => (row.value === '' ? row : { ...row, value: '' }))
}
