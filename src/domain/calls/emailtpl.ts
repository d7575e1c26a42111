import { defineCall, recordCalls } from '../call'
import { numericId } from '../entities/common'
import * as emailtpl from '../entities/emailtpl'
import { spaceNameParams, spaceParams } from './params'

const area = 'emailtpl'
const access = { read: 'template.read', write: 'template.write' } as const
/**
 * The calls that take a template's texts: up to 300,000 characters, at up to 3 bytes each in
 * JSON, and a render in the server's own thread to check them.
 */
const takesTemplate = { bodyLimit: 1024 * 1024, heavy: true }

const collection = recordCalls({
  area,
  path: 'emailtplcollection',
  params: spaceNameParams,
  ...access,
  entity: emailtpl.templateCollectionSchema,
  listQuery: emailtpl.templateCollectionListQuerySchema,
  create: emailtpl.templateCollectionInputSchema,
  update: emailtpl.templateCollectionUpdateSchema,
})

const template = recordCalls({
  area,
  path: 'emailtpl',
  params: spaceParams.extend({ templateId: numericId }),
  ...access,
  entity: emailtpl.emailTemplateSchema,
  listItem: emailtpl.emailTemplateSummarySchema,
  listQuery: emailtpl.emailTemplateListQuerySchema,
  create: emailtpl.emailTemplateInputSchema,
  update: emailtpl.emailTemplateUpdateSchema,
  writes: takesTemplate,
})

/** Collections and templates, each with its five standard calls, grouped as a record kind of the console takes them. */
export const emailtplRecordCalls = { collection, template }

export const emailtplCalls = {
  collections: collection.list,
  getCollection: collection.get,
  createCollection: collection.create,
  updateCollection: collection.update,
  /** Makes the collection the space's default. */
  setDefaultCollection: defineCall({ area, method: 'PUT', path: 'emailtplcollection/{space}/{name}/default', access: 'template.write', params: spaceNameParams, response: emailtpl.templateCollectionSchema }),
  cloneCollection: defineCall({ area, method: 'POST', path: 'emailtplcollection/{space}/{name}/clone', access: 'template.write', params: spaceNameParams, body: emailtpl.templateCollectionCloneSchema, response: emailtpl.templateCollectionSchema }),
  removeCollection: collection.remove,
  templates: template.list,
  get: template.get,
  create: template.create,
  update: template.update,
  remove: template.remove,
  /** Renders with sample data; changes nothing. */
  preview: defineCall({
    area,
    method: 'POST',
    path: 'emailtpl/preview',
    access: 'template.read',
    body: emailtpl.emailTemplatePreviewSchema,
    response: emailtpl.emailTemplatePreviewAnswerSchema,
    ...takesTemplate,
  }),
}
