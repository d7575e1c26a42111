import { formatMinor } from '@domain/money'
import { type Kysely, sql } from 'kysely'

/**
 * Messages told customers amounts in minor units ("Amount: 4099 EUR" for 40.99 EUR). `{{ amount }}`
 * is now the amount as its reader writes it, currency included, so templates lose the currency
 * after it; the seeded notifications already sent are written again the same way, in English as
 * they were sent.
 */
const before = '{{ amount }} {{ currency }}'
const after = '{{ amount }}'
const sentAmount = /Amount: (\d{1,16}) ([A-Z]{3})\./g

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['subject', 'body_text', 'body_html']) {
    await sql`update email_template set ${sql.ref(column)} = replace(${sql.ref(column)}, ${before}, ${after}) where strpos(${sql.ref(column)}, ${before}) > 0`.execute(db)
  }
  const written = (text: string) => text.replace(sentAmount, (_, minor: string, currency: string) => `Amount: ${formatMinor(Number(minor), currency, 'en')}.`)
  let lastId = 0
  for (;;) {
    const { rows } = await sql<{ id: string; body_text: string; body_html: string }>`
      select id, body_text, body_html from message
      where channel = 'NOTIFICATION' and id > ${lastId} and body_text ~ 'Amount: [0-9]+ [A-Z]{3}\\.'
      order by id limit 1000`.execute(db)
    if (rows.length === 0) return
    await sql`
      update message m set body_text = v.body_text, body_html = v.body_html
      from unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => written(r.body_text))}::text[], ${rows.map((r) => written(r.body_html))}::text[]) as v(id, body_text, body_html)
      where m.id = v.id`.execute(db)
    lastId = Number(rows.at(-1)!.id)
  }
}

/** The templates take the currency after the amount again; messages keep the amounts their readers were sent. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['subject', 'body_text', 'body_html']) {
    await sql`update email_template set ${sql.ref(column)} = replace(${sql.ref(column)}, ${after}, ${before}) where strpos(${sql.ref(column)}, ${before}) = 0`.execute(db)
  }
}
