import { type ColumnDefinitionBuilder, sql } from 'kysely'

/** Column shapes shared by the migrations, so every table spells them the same way. */
export const idColumn = (c: ColumnDefinitionBuilder) => c.generatedAlwaysAsIdentity().primaryKey()
export const nowColumn = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`now()`)
export const jsonObject = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`'{}'::jsonb`)
export const jsonList = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(sql`'[]'::jsonb`)
/** Money is integer minor units; a missing figure is 0, never null. */
export const minorUnits = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0)
export const CURRENCY = sql`char(3)`
