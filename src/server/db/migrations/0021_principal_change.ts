import { type Kysely, sql } from 'kysely'

/**
 * Every server process caches signed-in users (auth/principal-cache.ts). A write to what a
 * principal is made of notifies the channel with the user's id ('*' for all users), whichever
 * process or tool wrote it, once the write commits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_principal_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('principal_change', case
        when tg_argv[0] = '*' then '*'
        when tg_op = 'DELETE' then to_jsonb(old) ->> tg_argv[0]
        else to_jsonb(new) ->> tg_argv[0]
      end);
      return null;
    end $$`.execute(db)
  await sql`create trigger app_user_principal_change after update or delete on app_user
    for each row execute function notify_principal_change('id')`.execute(db)
  await sql`create trigger user_role_principal_change after insert or update or delete on user_role
    for each row execute function notify_principal_change('user_id')`.execute(db)
  await sql`create trigger refresh_token_principal_change after update on refresh_token
    for each row when (old.revoked_at is distinct from new.revoked_at) execute function notify_principal_change('user_id')`.execute(db)
  await sql`create trigger role_principal_change after update or delete on role
    for each statement execute function notify_principal_change('*')`.execute(db)
  await sql`create trigger space_principal_change after update or delete on space
    for each statement execute function notify_principal_change('*')`.execute(db)
  await sql`create trigger space_config_principal_change after insert or update or delete on space_config
    for each statement execute function notify_principal_change('*')`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_user', 'user_role', 'refresh_token', 'role', 'space', 'space_config']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_principal_change`)} on ${sql.table(table)}`.execute(db)
  }
  await sql`drop function if exists notify_principal_change()`.execute(db)
}
