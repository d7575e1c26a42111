import { z } from 'zod'
import { defineCall, recordCalls } from '../call'
import { numericId, textId } from '../entities/common'
import {
  emailTemplateInputSchema,
  emailTemplateListQuerySchema,
  emailTemplatePreviewAnswerSchema,
  emailTemplatePreviewSchema,
  emailTemplateSchema,
  emailTemplateSummarySchema,
  emailTemplateUpdateSchema,
  templateCollectionCloneSchema,
  templateCollectionInputSchema,
  templateCollectionListQuerySchema,
  templateCollectionSchema,
  templateCollectionUpdateSchema,
} from '../entities/emailtpl'

const area = 'emailtpl'
const access = { read: 'template.read', write: 'template.write' } as const
const collectionParams = z.object({ space: textId, name: textId })

const collection = recordCalls({
  area,
  path: 'emailtplcollection',
  params: collectionParams,
  ...access,
  entity: templateCollectionSchema,
  listQuery: templateCollectionListQuerySchema,
  create: templateCollectionInputSchema,
  update: templateCollectionUpdateSchema,
})

const template = recordCalls({
  area,
  path: 'emailtpl',
  params: z.object({ space: textId, templateId: numericId }),
  ...access,
  entity: emailTemplateSchema,
  listItem: emailTemplateSummarySchema,
  listQuery: emailTemplateListQuerySchema,
  create: emailTemplateInputSchema,
  update: emailTemplateUpdateSchema,
})

export const emailtplCalls = {
  collections: collection.list,
  getCollection: collection.get,
  createCollection: collection.create,
  updateCollection: collection.update,
  /** Makes the collection the space's default. */
  setDefaultCollection: defineCall({ area, method: 'PUT', path: 'emailtplcollection/{space}/{name}/default', access: 'template.write', params: collectionParams, response: templateCollectionSchema }),
  cloneCollection: defineCall({ area, method: 'POST', path: 'emailtplcollection/{space}/{name}/clone', access: 'template.write', params: collectionParams, body: templateCollectionCloneSchema, response: templateCollectionSchema }),
  removeCollection: collection.remove,
  templates: template.list,
  get: template.get,
  create: template.create,
  update: template.update,
  remove: template.remove,
  /** Renders with sample data; changes nothing. */
  preview: defineCall({ area, method: 'POST', path: 'emailtpl/preview', access: 'template.read', body: emailTemplatePreviewSchema, response: emailTemplatePreviewAnswerSchema }),
}
