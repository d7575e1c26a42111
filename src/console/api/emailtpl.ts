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
  calls: emailtplRecordCalls.collection,
  filters: templateCollectionFilterFields,
  ...textKeyed((row: TemplateCollection) => row.name, (name, route) => ({ space: route.space ?? '', name })),
  idSearch: { name: 'space', of: (row: TemplateCollection) => row.space },
  version: (row: TemplateCollection) => `${row.description}|${row.isDefault}|${row.templateCount}|${row.updated}`,
  history: (row: TemplateCollection) => `${row.space}/${row.name}`,
} as const

/**
 * A template is named by its id and, beside it, its space, which is its collection's too: the
 * collection's pane lists it, and closing it goes back there.
 */
const byTemplate = {
  calls: emailtplRecordCalls.template,
  filters: {},
  idOf: (row: TemplateSummary) => row.templateId,
  parseId: numericId,
  params: (templateId: number, route: RouteParams) => ({ space: route.space ?? '', templateId }),
  idSearch: { name: 'space', of: (row: TemplateSummary) => row.space, parent: true },
  listQuery: (route: RouteParams) => ({ space: route.space ?? '', collectionName: route.collectionName ?? '' }),
  page: true,
} as const

/**
 * The collections of the spaces the user sees, or the system ones, which every space falls back
 * to and only the platform's own users change.
 */
function collectionKind(system: boolean) {
  return defineRecordKind({
    ...byCollection,
    kind: system ? 'systemEmailTemplateCollection' : 'emailTemplateCollection',
    listQuery: () => ({ system: system ? 'true' : 'false' }),
    // A clone of a collection is listed by the other screen too.
    related: (): readonly QueryKey[] => [(system ? templateCollections : systemTplCollections).keys.all],
  })
}

/** The templates of either kind of collection: a write changes their collection's count and time. */
function templateKind(system: boolean) {
  return defineRecordKind({
    ...byTemplate,
    kind: system ? 'systemEmailTemplate' : 'emailTemplate',
    related: (): readonly QueryKey[] => [(system ? systemTplCollections : templateCollections).keys.all],
  })
}

export const templateCollections = collectionKind(false)
export const systemTplCollections = collectionKind(true)
export const collectionTemplates = templateKind(false)
export const systemTemplates = templateKind(true)

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
