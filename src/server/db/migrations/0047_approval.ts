import { type Kysely, sql } from 'kysely'
import { inSpace, jsonList, recordTable, stamps } from './columns'

/**
 * Change requests (issue 29): a write a space's approval policy held for a second person, with
 * the request as sent (sealed), what it would change, who asked and why, until when it waits and
 * how it was decided. The roles that make such writes ask for and decide them; a FINANCE role
 * joins the built-in ones of every space.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await recordTable(db, 'change_request', inSpace)
    .addColumn('call_id', 'text', (c) => c.notNull())
    .addColumn('policy', 'text', (c) => c.notNull())
    .addColumn('permission', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('sealed_input', 'text', (c) => c.notNull())
    .addColumn('shown_input', 'jsonb', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('changes', 'jsonb', jsonList)
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('requested_by_id', 'bigint', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('requested_by', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('note', 'text')
    .$call(stamps)
    .execute()
  await sql`create index change_request_space_idx on change_request (space_id, state, created_at desc, id desc)`.execute(db)
  await sql`create index change_request_pending_idx on change_request (expires_at) where state = 'PENDING'`.execute(db)
  await sql`create index change_request_target_idx on change_request (target_type, target_id) where state = 'PENDING'`.execute(db)
  await sql`create index change_request_requester_idx on change_request (requested_by, state, created_at desc, id desc)`.execute(db)

  await sql`update role set permissions = permissions || '["approval.read", "approval.decide"]'::jsonb
    where name in ('ADMIN', 'FRAUD_ANALYST') and not permissions ? 'approval.read'`.execute(db)
  await sql`
    insert into role (space_id, name, description, permissions, created_at)
    select s.id, 'FINANCE', 'Built-in finance role', ${JSON.stringify(financeRole)}::jsonb, now() from space s
    where not exists (select 1 from role r where r.space_id = s.id and r.name = 'FINANCE')`.execute(db)
}

/** The FINANCE role as this migration gives it to the spaces there are; the catalogue's builtInRoles says the same for new ones. */
const financeRole = ['dashboard.read', 'transaction.read', 'merchant.read', 'merchantGroup.read', 'finance.read', 'finance.write', 'report.read', 'approval.read', 'approval.decide']

/** The requests go; the roles keep what they were given (their permissions name nothing that breaks, and `up` gives them only once). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('change_request').execute()
}
