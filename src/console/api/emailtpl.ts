import type { BodyOf } from '@domain/call'
import { emailtplCalls, emailtplRecordCalls } from '@domain/calls/emailtpl'
import type { EmailTemplate, TemplateCollection } from '@domain/entities/emailtpl'
import { templateCollectionFilterFields } from '@domain/filters/emailtpl'
import { type QueryKey, queryOptions } from '@tanstack/react-query'
import { callApi } from './client'
import { callQuery } from './call-query'
import { defineRecordKind, numericId, type RouteParams, textKeyed } from './record-kind'

type TemplateSummary = Omit<EmailTemplate, 'bodyHtml' | 'bodyText'>

/** The two lists name a collection alike: its name in the path, its space beside it (`?space=`); each space has its own names. */
const byCollection = {
  area: 'emailtpl',
  filters: templateCollectionFilterFields,
  focus: 'templateCollection',
  ...textKeyed((row: TemplateCollection) => row.name, (name, route) => ({ space: route.space ?? '', name })),
  idSearch: { name: 'space', of: (row: TemplateCollection) => row.space },
  version: (row: TemplateCollection) => `${row.description}|${row.isDefault}|${row.templateCount}|${row.updated}`,
  history: (row: TemplateCollection) => ({ targetType: 'emailTemplateCollection', targetId: `${row.space}/${row.name}` }),
} as const

/**
 * A template is named by its id and, beside it, its space, which is its collection's too: the
 * collection's pane lists it, and closing it goes back there.
 */
const byTemplate = {
  area: 'emailtpl',
  filters: {},
  focus: 'emailTemplate',
  idOf: (row: TemplateSummary) => row.templateId,
  parseId: numericId,
  params: (templateId: number, route: RouteParams) => ({ space: route.space ?? '', templateId }),
  idSearch: { name: 'space', of: (row: TemplateSummary) => row.space, parent: true },
  listQuery: (route: RouteParams) => ({ space: route.space ?? '', collectionName: route.collectionName ?? '' }),
  history: 'emailTemplate',
  page: true,
} as const

/** The collections of the spaces the user sees, without the system ones. */
export const templateCollections = defineRecordKind({
  ...byCollection,
  list: 'templateCollections',
  calls: emailtplRecordCalls.collection,
  route: '/templateCollections/$collectionName',
  listQuery: () => ({ system: 'false' }),
  // A clone of a collection is listed by the other screen too.
  related: (): readonly QueryKey[] => [systemTplCollections.keys.all],
})

/** The system collections, which every space falls back to; only the platform's own users change them. */
export const systemTplCollections = defineRecordKind({
  ...byCollection,
  list: 'systemTplCollections',
  calls: emailtplRecordCalls.collection,
  route: '/systemTplCollections/$collectionName',
  listQuery: () => ({ system: 'true' }),
  related: (): readonly QueryKey[] => [templateCollections.keys.all],
})

/** Templates of the spaces' collections: a write changes their collection's count and time. */
export const collectionTemplates = defineRecordKind({
  ...byTemplate,
  list: 'collectionTemplates',
  calls: emailtplRecordCalls.template,
  route: '/templateCollections/$collectionName/$templateId',
  related: () => [templateCollections.keys.all],
})

export const systemTemplates = defineRecordKind({
  ...byTemplate,
  list: 'systemTemplates',
  calls: emailtplRecordCalls.template,
  route: '/systemTplCollections/$collectionName/$template',
  related: () => [systemTplCollections.keys.all],
})

/** One screen family: the spaces' collections or the system ones, the same screens over either. */
export interface TemplateArea {
  system: boolean
  collections: typeof templateCollections
  templates: typeof collectionTemplates
}

export const templateAreas: Record<'own' | 'system', TemplateArea> = {
  own: { system: false, collections: templateCollections, templates: collectionTemplates },
  system: { system: true, collections: systemTplCollections, templates: systemTemplates },
}

/** The templates of one collection, whole: a collection holds a few dozen at most. */
export const templatesOfCollection = (area: TemplateArea, collection: Pick<TemplateCollection, 'space' | 'name'>) =>
  callQuery([...area.templates.keys.all, 'of', collection.space, collection.name], emailtplCalls.templates, {
    query: { space: collection.space, collectionName: collection.name, limit: 500 },
  })

export type PreviewBody = BodyOf<typeof emailtplCalls.preview>

/** A template's text rendered with its type's sample data; changes nothing, so it is a query keyed by what it renders. */
export const templatePreview = (body: PreviewBody) =>
  callQuery(['emailtpl', 'preview', body], emailtplCalls.preview, { body }, { staleTime: Number.POSITIVE_INFINITY })

/** The collections a merchant of this space may use: its space's and the system ones (a space has a handful). */
export const collectionsForSpace = (space: string) =>
  queryOptions({
    queryKey: [...templateCollections.keys.all, 'for-space', space],
    queryFn: async ({ signal }) => {
      const [own, system] = await Promise.all([
        callApi(emailtplCalls.collections, { query: { space, system: 'false', limit: 200 }, signal }),
        callApi(emailtplCalls.collections, { query: { system: 'true', limit: 200 }, signal }),
      ])
      return [...own.items, ...system.items]
    },
  })
