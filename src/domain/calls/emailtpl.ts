import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, okAnswerSchema, textId } from '../entities/common'
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
import { pageSchema } from '../pagination'

const area = 'emailtpl'
const collection = z.object({ space: textId, name: textId })
const template = z.object({ space: textId, templateId: numericId })

export const emailtplCalls = {
  collections: defineCall({ area, method: 'GET', path: 'emailtplcollection', access: 'template.read', query: templateCollectionListQuerySchema, response: pageSchema(templateCollectionSchema) }),
  getCollection: defineCall({ area, method: 'GET', path: 'emailtplcollection/{space}/{name}', access: 'template.read', params: collection, response: templateCollectionSchema }),
  createCollection: defineCall({ area, method: 'POST', path: 'emailtplcollection', access: 'template.write', body: templateCollectionInputSchema, response: templateCollectionSchema }),
  updateCollection: defineCall({ area, method: 'PUT', path: 'emailtplcollection/{space}/{name}', access: 'template.write', params: collection, body: templateCollectionUpdateSchema, response: templateCollectionSchema }),
  /** Makes the collection the space's default. */
  setDefaultCollection: defineCall({ area, method: 'PUT', path: 'emailtplcollection/{space}/{name}/default', access: 'template.write', params: collection, response: templateCollectionSchema }),
  cloneCollection: defineCall({ area, method: 'POST', path: 'emailtplcollection/{space}/{name}/clone', access: 'template.write', params: collection, body: templateCollectionCloneSchema, response: templateCollectionSchema }),
  removeCollection: defineCall({ area, method: 'DELETE', path: 'emailtplcollection/{space}/{name}', access: 'template.write', params: collection, response: okAnswerSchema }),
  templates: defineCall({ area, method: 'GET', path: 'emailtpl', access: 'template.read', query: emailTemplateListQuerySchema, response: pageSchema(emailTemplateSummarySchema) }),
  get: defineCall({ area, method: 'GET', path: 'emailtpl/{space}/{templateId}', access: 'template.read', params: template, response: emailTemplateSchema }),
  create: defineCall({ area, method: 'POST', path: 'emailtpl', access: 'template.write', body: emailTemplateInputSchema, response: emailTemplateSchema }),
  update: defineCall({ area, method: 'PUT', path: 'emailtpl/{space}/{templateId}', access: 'template.write', params: template, body: emailTemplateUpdateSchema, response: emailTemplateSchema }),
  remove: defineCall({ area, method: 'DELETE', path: 'emailtpl/{space}/{templateId}', access: 'template.write', params: template, response: okAnswerSchema }),
  /** Renders with sample data; changes nothing. */
  preview: defineCall({ area, method: 'POST', path: 'emailtpl/preview', access: 'template.read', body: emailTemplatePreviewSchema, response: emailTemplatePreviewAnswerSchema }),
}
