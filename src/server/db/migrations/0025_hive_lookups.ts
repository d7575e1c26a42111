import { type Kysely, sql } from 'kysely'

/**
 * A hive setting is a component's key in one environment (Development, Production), with the
 * type its value reads as. Settings saved before this were the live ones: Production, typed by
 * what their value reads as. The key now names a setting with its environment, and the lists
 * filter by component, environment and type within a hive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('hive_setting')
    .addColumn('environment', 'text', (c) => c.notNull().defaultTo('Production').check(sql`environment in ('Development', 'Production')`))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('TEXT').check(sql`type in ('TEXT', 'NUMBER', 'BOOLEAN', 'JSON')`))
    .execute()
  await sql`update hive_setting set type = case
      when value in ('true', 'false') then 'BOOLEAN'
      when value ~ '^-?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?$' then 'NUMBER'
      else 'TEXT' end`.execute(db)
  // Every save says both from now on.
  await sql`alter table hive_setting alter column environment drop default, alter column type drop default`.execute(db)
  await sql`alter table hive_setting drop constraint hive_setting_key_uq`.execute(db)
  await sql`alter table hive_setting add constraint hive_setting_key_uq unique (hive, component, key, environment)`.execute(db)
  await sql`create index hive_setting_environment_idx on hive_setting (hive, environment, component, id)`.execute(db)
  await sql`create index hive_setting_type_idx on hive_setting (hive, type, component, id)`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists hive_setting_type_idx`.execute(db)
  await sql`drop index if exists hive_setting_environment_idx`.execute(db)
  await sql`delete from hive_setting where environment <> 'Production'`.execute(db)
  await sql`alter table hive_setting drop constraint hive_setting_key_uq`.execute(db)
  await sql`alter table hive_setting add constraint hive_setting_key_uq unique (hive, component, key)`.execute(db)
  await db.schema.alterTable('hive_setting').dropColumn('type').dropColumn('environment').execute()
}
