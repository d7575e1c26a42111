// The settlement upload figure: a gateway file of N rows uploaded to the real app on a fresh
// database (PGlite unless DATABASE_URL names a server), then read by the job queue of this
// process. Prints the upload call's time, the job's time and rows per second.
import { settlementFormatOf } from '@domain/settlement-formats'
import { multipartFile } from '../api/helpers'
import { type SettlementLine, settlementCsv } from '../api/settlement-files'
import { inProcessApp } from './in-process'

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** `env` names the engine: DATA_DIR, and DATABASE_URL for PostgreSQL. */
export async function settlementBench(rows: number, env: Record<string, string>): Promise<void> {
  const { services, app, signIn, close } = await inProcessApp(5000, env)
  try {
    const auth = await signIn('admin')
    const all = await services.db
      .selectFrom('transaction as t')
      .innerJoin('merchant as m', 'm.id', 't.merchant_id')
      .innerJoin('space as s', 's.id', 'm.space_id')
      .select(['t.external_id', 't.gateway_reference', 't.gateway', 't.amount', 't.currency'])
      .where('s.name', '=', 'acme')
      .where('t.status', '=', 'CHARGED')
      .where('t.gateway', 'is not', null)
      .execute()
    // The space's busiest gateway: its file names the most distinct transactions.
    const counts = new Map<string, number>()
    for (const tx of all) counts.set(tx.gateway!, (counts.get(tx.gateway!) ?? 0) + 1)
    const gateway = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0]
    const charged = all.filter((tx) => tx.gateway === gateway)
    const format = settlementFormatOf(gateway)!
    const lines: SettlementLine[] = []
    for (let i = 0; i < rows; i++) {
      const tx = charged[i % charged.length]!
      const id = format.matchBy === 'gatewayReference' ? tx.gateway_reference! : tx.external_id
      // Mostly matches; every 20th amount differs and every 50th id is unknown.
      lines.push({
        id: i % 50 === 49 ? `unknown-${i}` : id,
        reference: `REF-${i}`,
        date: '2026-03-02',
        amount: Number(tx.amount) + (i % 20 === 19 ? 1 : 0),
        fee: Math.round(Number(tx.amount) * 0.02),
        currency: tx.currency,
      })
    }
    const file = settlementCsv(gateway, lines)
    const body = multipartFile('file', `${gateway.toLowerCase()}-${rows}.csv`, 'text/csv', file)
    const uploadStarted = Date.now()
    const res = await app.inject({ method: 'POST', url: `/api/v1/settlementupload/acme/${gateway}`, payload: body.payload, headers: { ...body.headers, ...auth } })
    const uploadMs = Date.now() - uploadStarted
    if (res.statusCode !== 202) throw new Error(`upload answered ${res.statusCode}: ${res.body}`)
    const jobStarted = Date.now()
    await services.jobs.drain()
    const jobMs = Date.now() - jobStarted
    const upload = await app.inject({ method: 'GET', url: `/api/v1/settlement/acme/upload/${res.json().id}`, headers: auth })
    const done = upload.json()
    if (done.state !== 'COMPLETED' || done.totalRows !== rows) throw new Error(`the upload ended ${done.state} with ${done.totalRows} rows`)
    console.log(`\n${services.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}: settlement file of ${rows.toLocaleString('en')} rows, ${gateway} (${(file.length / 1024 / 1024).toFixed(2)} MB)`)
    console.log(`  upload call (store, queue)      ${uploadMs} ms`)
    console.log(`  job (read, match, record)       ${seconds(jobMs)}, ${Math.round(rows / (jobMs / 1000)).toLocaleString('en')} rows/s`)
    console.log(`  results                         ${done.successRows} SUCCESS, ${done.errorRows} ERROR, ${done.invalidRows} INVALID`)
    console.log(`  total                           ${seconds(uploadMs + jobMs)}`)
  } finally {
    await close()
  }
}
