import { TOP_OPERATOR_SPACE } from '@domain/constants'
import type { EmailTemplate, TemplateCollection } from '@domain/entities/emailtpl'
import type { MessageType } from '@domain/entities/message'
import type { Locale } from '@domain/enums'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { mustBeSpaceWide, spaceInScope } from '../../auth/scope'
import type { Database } from '../../db/database'
import { forbidden } from '../../errors'
import { stamps } from '../../mappers'
import type { RowOf } from '../../lists'

/** Who asks, and the space a path names (none for the lists, which filter by query). */
export interface TemplateScope {
  principal: Principal
  space: { id: number; name: string } | null
}

/** Rows of a space the principal sees, or of a system collection, which every space falls back to. */
const seen = (principal: Principal) => sql<boolean>`(${spaceInScope(principal, 'c.space_id')} or c.is_system)`

/** The collections the principal sees, with their template counts, the id as `rowId`. */
export function collectionRows(db: Kysely<Database>, principal: Principal) {
  return db
    .selectFrom('email_template_collection as c')
    .innerJoin('space as s', 's.id', 'c.space_id')
    .select(['c.id as rowId', 'c.space_id', 'c.name', 'c.description', 'c.is_default', 'c.is_system', 'c.created_at', 'c.updated_at', 's.name as space_name'])
    .select(sql<number>`(select count(*) from email_template t where t.collection_id = c.id)`.as('template_count'))
    .where(seen(principal))
}

export type CollectionRow = RowOf<typeof collectionRows>

export function toCollection(row: CollectionRow): TemplateCollection {
  return {
    space: row.space_name,
    name: row.name,
    description: row.description || null,
    isDefault: row.is_default,
    system: row.is_system,
    templateCount: Number(row.template_count),
    ...stamps(row),
    createdBy: null,
    updatedBy: null,
  }
}

/** The templates the principal sees, without their bodies (what the list answers), the id as `rowId`. */
export function templateSummaryRows(db: Kysely<Database>, principal: Principal) {
  return db
    .selectFrom('email_template as t')
    .innerJoin('email_template_collection as c', 'c.id', 't.collection_id')
    .innerJoin('space as s', 's.id', 't.space_id')
    .select(['t.id as rowId', 't.space_id', 't.type', 't.locale', 't.subject', 't.created_at', 't.updated_at', 'c.name as collection_name', 'c.is_system', 's.name as space_name'])
    .where(seen(principal))
}

/** The templates the principal sees, with their bodies. */
export function templateRows(db: Kysely<Database>, principal: Principal) {
  return templateSummaryRows(db, principal).select(['t.body_html', 't.body_text'])
}

type TemplateSummaryRow = RowOf<typeof templateSummaryRows>
export type TemplateRow = RowOf<typeof templateRows>

export function toTemplateSummary(row: TemplateSummaryRow): Omit<EmailTemplate, 'bodyHtml' | 'bodyText'> {
  return {
    templateId: Number(row.rowId),
    space: row.space_name,
    collectionName: row.collection_name,
    type: row.type as MessageType,
    locale: row.locale as Locale,
    subject: row.subject,
    ...stamps(row),
    createdBy: null,
    updatedBy: null,
  }
}

export function toTemplate(row: TemplateRow): EmailTemplate {
  return { ...toTemplateSummary(row), bodyHtml: row.body_html, bodyText: row.body_text }
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
