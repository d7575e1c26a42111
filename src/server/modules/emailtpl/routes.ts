import { calls } from '@domain/calls'
import { isSystemEmailType, templatePreviewData, templateSampleData, templateVariableNames } from '@domain/entities/emailtpl'
import type { MessageType } from '@domain/entities/message'
import { emailTypes, type Locale } from '@domain/enums'
import type { FastifyInstance } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Principal } from '../../auth/principal'
import { visibleSpace } from '../../auth/scope'
import { bindCall } from '../../calls'
import { auditedWrite, copyStamps, insertRow, type Rows, registerRecordCalls, updateRow } from '../../crud'
import type { Database } from '../../db/database'
import { conflict, fieldError, forbidden, notFound } from '../../errors'
import { keysetPage, parseSort } from '../../lists'
import { sendMessage } from '../../mail'
import { renderTemplate } from '../../mail/render'
import type { Services } from '../../services'
import { sentFilter, whereSent } from '../../where-sent'
import { collectionFields, collectionRows, lockSpaceDefault, mustChangeTemplates, type TemplateScope, templateFields, templateRows, templateSummaryFields } from './queries'

/** Checks a template's texts for its type and renders them with the type's samples in its language. */
const checkTemplate = (type: MessageType, locale: Locale, texts: Parameters<typeof renderTemplate>[0]) =>
  renderTemplate(texts, type, templateSampleData(type, locale))

/** The space a path names; whether its records are seen is the rows' scope, so the system collections stay readable. */
const pathScope =
  (db: Kysely<Database>, noun: string) =>
  async ({ principal, params }: { principal: TemplateScope['principal']; params: unknown }): Promise<TemplateScope> => {
    const name = (params as { space?: string }).space
    if (name === undefined) return { principal, space: null }
    const space = await db.selectFrom('space').select(['id', 'name']).where('name', '=', name).executeTakeFirst()
    if (!space) throw notFound(noun)
    return { principal, space: { id: Number(space.id), name: space.name } }
  }

/** The space a create's body names, one the caller sees. */
const bodyScope =
  (db: Kysely<Database>) =>
  async ({ principal, body }: { principal: TemplateScope['principal']; body: { space: string } }): Promise<TemplateScope> => {
    const space = await visibleSpace(db, principal, body.space)
    if (!space) throw fieldError('space', 'No such space', 'no_such')
    return { principal, space }
  }

/**
 * The parts of a spec of the records under the space a path names (every space's when it names
 * none): its scope (from the path, or a create's body), its rows there (`spaceColumn` holding
 * the space), and who may change them.
 */
const spaceRecord = <R extends Rows<object>>(
  db: Kysely<Database>,
  noun: string,
  rowsOf: (db: Kysely<Database>, principal: Principal) => R,
  spaceColumn: string,
) => ({
  noun,
  parent: pathScope(db, noun),
  parentOfCreate: bodyScope(db),
  rows: (trx: Kysely<Database>, { principal, space }: TemplateScope) =>
    (space ? rowsOf(trx, principal).where(sql<boolean>`${sql.ref(spaceColumn)} = ${space.id}`) : rowsOf(trx, principal)) as R,
  canChange: (row: { system: boolean }, { principal }: TemplateScope) => mustChangeTemplates(principal, row.system),
})

const collectionTaken = () => fieldError('name', 'This space already has a collection with this name', 'taken')

/**
 * Email template collections and their templates. A space user sees its space's and the system
 * collections (read only); the super admin sees and edits all. Every save and preview checks the
 * template (Liquid syntax, the variables its type offers, a render with sample data) in mail/render.
 */
export async function registerEmailtplRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerCollectionCalls(app, services)
  registerTemplateCalls(app, services)
  registerTemplatePreview(app, services)
}

/** Collections: the record calls, setting a space's default, and cloning. */
function registerCollectionCalls(app: FastifyInstance, services: Services): void {
  const { db } = services
  const e = calls.emailtpl
  const collection = registerRecordCalls(app, services, {
    calls: { list: e.collections, get: e.getCollection, create: e.createCollection, update: e.updateCollection, remove: e.removeCollection },
    fields: collectionFields,
    ...spaceRecord(db, 'Template collection', collectionRows, 'c.space_id'),
    key: (params) => params.name,
    keyColumn: 'c.name',
    list: {
      sorts: { name: 'c.name', created: 'c.created_at', updated: 'c.updated_at' },
      defaultSort: 'name',
      filter: (rows, query) => {
        const q = sentFilter({ space: 's.name' }, ['c.name', 'c.description'])(rows, query)
        return query.system === undefined ? q : q.where('c.is_system', '=', query.system)
      },
    },
    unique: collectionTaken,
    create: async ({ db: trx, parent, body, now }) => {
      mustChangeTemplates(parent.principal, false)
      const space = parent.space!
      // A space's first collection is its default: a space always has one to send with.
      const { defaultName } = await lockSpaceDefault(trx, space.id)
      return insertRow(trx, 'email_template_collection', now, { ...collectionFields.values(body), space_id: space.id, is_default: defaultName === null })
    },
    remove: async ({ db: trx, row }) => {
      if (row.isDefault) throw conflict('This is the space’s default collection: make another collection the default first')
      if (row.system) {
        const others = await trx.selectFrom('email_template_collection').select('id').where('is_system', '=', true).where('id', '!=', row.rowId).executeTakeFirst()
        if (!others) throw conflict('This is the platform’s fallback collection: every space falls back to it')
      }
    },
    kind: 'emailTemplateCollection',
    audit: { targetId: (c) => `${c.space}/${c.name}` },
  })

  collection.action({
    call: e.setDefaultCollection,
    run: async ({ db: trx, row, now }) => {
      const { defaultName } = await lockSpaceDefault(trx, row.space_id)
      if (defaultName === row.name) return null
      await trx.updateTable('email_template_collection').set({ is_default: false, updated_at: now }).where('space_id', '=', row.space_id).where('is_default', '=', true).execute()
      await updateRow(trx, 'email_template_collection', row.rowId, now, { is_default: true })
      return defaultName
    },
    detail: (before, after, previousDefault) => ({ before, after, previousDefault }),
  })

  // A clone is a new collection, so it is audited as its creation; its source may be a system
  // collection the caller only reads, which is how a space starts from the platform's templates.
  collection.copy({
    call: e.cloneCollection,
    parent: async ({ principal, body }, source) => {
      const target = await visibleSpace(db, principal, body.space ?? source.space)
      if (!target) throw fieldError('space', 'No such space', 'no_such')
      mustChangeTemplates(principal, false)
      return { principal, space: target }
    },
    run: async ({ db: trx, parent, body, now, source }) => {
      const target = parent.space!
      const { defaultName } = await lockSpaceDefault(trx, target.id)
      const id = await insertRow(trx, 'email_template_collection', now, { space_id: target.id, name: body.name, description: source.description, is_default: defaultName === null })
      await copyTemplates(trx, source.rowId, id, target.id, now)
      return id
    },
    from: (source) => `${source.space}/${source.name}`,
  })

}

/** Templates: the record calls, and the list of their summaries. */
function registerTemplateCalls(app: FastifyInstance, services: Services): void {
  const { db } = services
  const e = calls.emailtpl
  registerRecordCalls(app, services, {
    calls: { get: e.get, create: e.create, update: e.update, remove: e.remove },
    fields: templateFields,
    ...spaceRecord(db, 'Template', templateRows, 't.space_id'),
    key: (params) => params.templateId,
    unique: () => fieldError('type', 'This collection already has a template of this type in this language', 'taken'),
    create: async ({ db: trx, parent: { principal, space }, body, now }) => {
      const target = await collectionFields.rows(collectionRows(trx, principal)).where('c.space_id', '=', space!.id).where('c.name', '=', body.collectionName).executeTakeFirst()
      if (!target) throw fieldError('collectionName', 'No such collection', 'no_such')
      mustChangeTemplates(principal, target.system)
      if (isSystemEmailType(body.type) && !target.system) throw fieldError('type', 'The console’s own emails are templates of a system collection only')
      await checkTemplate(body.type, body.locale, body)
      return insertRow(trx, 'email_template', now, { ...templateFields.values(body), collection_id: target.rowId, space_id: space!.id })
    },
    update: async ({ db: trx, body, row, now }) => {
      await checkTemplate(row.type as MessageType, row.locale as Locale, body)
      return updateRow(trx, 'email_template', row.rowId, now, templateFields.values(body))
    },
    kind: 'emailTemplate',
    audit: { targetId: (template) => template.templateId },
  })

  // The list answers summaries: bodies are read one template at a time.
  bindCall(app, services, e.templates, async ({ principal, query }) => {
    const rows = whereSent(templateSummaryFields.rows(templateRows(db, principal)), query, { space: 's.name', collectionName: 'c.name', type: 't.type', locale: 't.locale' })
    const sort = parseSort(query.sort ?? 'type', { type: 't.type', locale: 't.locale', created: 't.created_at', updated: 't.updated_at' })
    return keysetPage(rows, { limit: query.limit, cursor: query.cursor, sort, idColumn: 't.id' }, (row) => templateSummaryFields.entity(row, services.now()))
  })
}

/** Renders a template with sample data, and sends it as a test message when asked. */
function registerTemplatePreview(app: FastifyInstance, services: Services): void {
  const e = calls.emailtpl
  bindCall(app, services, e.preview, async (input) => {
    const { principal, body } = input
    if (body.sendTo && !principal.permissions.has('template.write')) throw forbidden('Sending a test message needs the template.write permission')
    // The data given overrides the samples, so a preview shows every variable filled.
    const data = templatePreviewData(body.type, body.locale, body.data)
    const rendered = await renderTemplate(body, body.type, data)
    const samples = templateSampleData(body.type, body.locale)
    const variables = templateVariableNames(body.type).map((name) => ({ name, sample: samples[name]! }))
    const answer = { subject: rendered.subject ?? '', html: rendered.html ?? '', text: rendered.text ?? '', variables }
    const { sendTo } = body
    if (!sendTo) return answer
    const sent = await sendMessage(services, {
      channel: isSystemEmailType(body.type) ? 'EMAIL' : 'NOTIFICATION',
      type: body.type,
      recipient: sendTo,
      locale: body.locale,
      template: { subject: body.subject, text: body.bodyText, html: body.bodyHtml },
      variables: data,
      spaceId: principal.spaceId,
      related: { test: true },
    })
    // A test message goes to any address the caller names, so who sent what where is audited.
    return auditedWrite(services, input, async () => ({
      answer: { ...answer, messageId: sent.id },
      event: { type: 'CREATE', targetType: 'message', targetId: sent.id, detail: { before: null, after: { type: body.type, recipient: sendTo, subject: answer.subject, test: true } } },
    }))
  })
}

/**
 * Copies a collection's templates into a new one of a space; the console's own emails belong to
 * system collections only, so they stay behind.
 */
async function copyTemplates(db: Kysely<Database>, fromId: number, toId: number, spaceId: number, now: Date): Promise<void> {
  await db
    .insertInto('email_template')
    .columns(['collection_id', 'space_id', 'type', 'locale', 'subject', 'body_html', 'body_text', 'created_at', 'updated_at'])
    .expression(
      db
        .selectFrom('email_template as t')
        .select([
          sql.lit(toId).as('collection_id'),
          sql.lit(spaceId).as('space_id'),
          't.type',
          't.locale',
          't.subject',
          't.body_html',
          't.body_text',
          ...copyStamps(now),
        ])
        .where('t.collection_id', '=', fromId)
        .where('t.type', 'not in', emailTypes),
    )
    .execute()
}
