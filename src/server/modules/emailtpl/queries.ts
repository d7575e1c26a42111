import { TOP_OPERATOR_SPACE } from '@domain/constants'
import { emailTemplateSchema, emailTemplateSummarySchema, templateCollectionSchema } from '@domain/entities/emailtpl'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { mustBeSpaceWide, spaceInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { forbidden } from '../../errors'
import { recordFields } from '../../record-fields'

/** Who asks, and the space a path names (none for the lists, which filter by query). */
export interface TemplateScope {
  principal: Principal
  space: { id: number; name: string } | null
}

/** Rows of a space the principal sees, or of a system collection, which every space falls back to. */
const seen = (principal: Principal) => sql<boolean>`(${spaceInScope(principal, 'c.space_id')} or c.is_system)`

/**
 * A collection's fields: its space's name (`s`) and how many templates it holds; a description
 * is kept as an empty text when there is none. The table does not keep who made or changed one.
 */
export const collectionFields = recordFields(templateCollectionSchema, 'email_template_collection as c', { s: 'space' }, (f) => ({
  space: f.select((eb) => eb.ref('s.name')),
  description: f.column('description', { read: (text) => text || null, write: (text: string | null) => text ?? '' }),
  system: f.column('is_system'),
  templateCount: f.select(() => sql<number>`(select count(*) from email_template t where t.collection_id = c.id)`),
  ...f.noAuthors,
  ...f.stamps,
}))

/** The collections the principal sees, with their space (`s`). */
export function collectionRows(db: Kysely<Database>, principal: Principal) {
  return collectionFields.query(db).innerJoin('space as s', 's.id', 'c.space_id').select('c.space_id').where(seen(principal))
}

/** A template's fields: `templateId` is its id; its space's and collection's names (`s`, `c`). */
export const templateFields = recordFields(emailTemplateSchema, 'email_template as t', { c: 'email_template_collection', s: 'space' }, (f) => ({
  templateId: f.column('id'),
  space: f.select((eb) => eb.ref('s.name')),
  collectionName: f.select((eb) => eb.ref('c.name')),
  ...f.noAuthors,
  ...f.stamps,
}))

/** A template as the list answers it, without its bodies. */
export const templateSummaryFields = templateFields.narrow(emailTemplateSummarySchema)

/** The templates the principal sees, with their collection (`c`, whether it is a system one) and space (`s`). */
export function templateRows(db: Kysely<Database>, principal: Principal) {
  return templateFields
    .query(db)
    .innerJoin('email_template_collection as c', 'c.id', 't.collection_id')
    .innerJoin('space as s', 's.id', 't.space_id')
    .select(['t.space_id', 'c.is_system as system'])
    .where(seen(principal))
}

/**
 * Templates are what a whole space shares, so only space-wide users change them; a system
 * collection, which every space falls back to, only the platform's own users.
 */
export function mustChangeTemplates(principal: Principal, system: boolean): void {
  mustBeSpaceWide(principal)
  if (system && principal.spaceName !== TOP_OPERATOR_SPACE) {
    throw forbidden('System templates are the platform’s: clone the collection into your space to change them')
  }
}

/**
 * Takes the space's turn for choosing its default collection until the transaction ends, so two
 * such writes (a new default, a first collection) run one after the other and leave exactly one
 * default. The space row is locked without blocking the rows that only refer to it.
 */
export async function lockSpaceDefault(db: Kysely<Database>, spaceId: number): Promise<{ defaultName: string | null }> {
  await db.selectFrom('space').select('id').where('id', '=', spaceId).forNoKeyUpdate().execute()
  const current = await db.selectFrom('email_template_collection').select('name').where('space_id', '=', spaceId).where('is_default', '=', true).executeTakeFirst()
  return { defaultName: current?.name ?? null }
}
