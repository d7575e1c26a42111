import { z } from 'zod'
import { locales } from '../enums'
import { listQuerySchema } from '../pagination'
import { freeText, nameKey, optionalText, requiredText, stamps } from './common'
import { messageTypes } from './message'

/**
 * A named set of message templates of a space. System collections belong to the top
 * operator space and are the fallback for every space.
 */
export const templateCollectionSchema = z.object({
  space: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  system: z.boolean(),
  templateCount: z.number().int(),
  ...stamps,
})
export type TemplateCollection = z.infer<typeof templateCollectionSchema>

export const templateCollectionListQuerySchema = listQuerySchema.extend({
  space: z.string().max(100).optional(),
  system: z.stringbool().optional(),
  q: z.string().max(100).optional(),
})
export const templateCollectionInputSchema = z.object({
  space: nameKey,
  name: nameKey,
  description: optionalText(500),
})
export const templateCollectionUpdateSchema = z.object({ description: optionalText(500) })
export const templateCollectionCloneSchema = z.object({ name: nameKey, space: nameKey.optional() })

/** One template: subject and bodies (Liquid) for a message type in a locale. */
export const emailTemplateSchema = z.object({
  templateId: z.number(),
  space: z.string(),
  collectionName: z.string(),
  type: z.enum(messageTypes),
  locale: z.enum(locales),
  subject: z.string(),
  bodyHtml: z.string(),
  bodyText: z.string(),
  ...stamps,
})
export type EmailTemplate = z.infer<typeof emailTemplateSchema>
export const emailTemplateSummarySchema = emailTemplateSchema.omit({ bodyHtml: true, bodyText: true })

export const emailTemplateListQuerySchema = listQuerySchema.extend({
  space: z.string().max(100).optional(),
  collectionName: z.string().max(100).optional(),
  type: z.enum(messageTypes).optional(),
  locale: z.enum(locales).optional(),
})

const templateBody = {
  subject: requiredText(300),
  bodyHtml: requiredText(200_000),
  bodyText: freeText(100_000).default(''),
}
export const emailTemplateInputSchema = z.object({
  space: nameKey,
  collectionName: nameKey,
  type: z.enum(messageTypes),
  locale: z.enum(locales),
  ...templateBody,
})
export const emailTemplateUpdateSchema = z
  .object({ subject: templateBody.subject, bodyHtml: templateBody.bodyHtml, bodyText: freeText(100_000) })
  .partial()

/** Renders unsaved template text with sample data of its type (or the data given). */
export const emailTemplatePreviewSchema = z.object({
  type: z.enum(messageTypes),
  locale: z.enum(locales).default('en'),
  ...templateBody,
  data: z.record(z.string(), z.unknown()).optional(),
})
export const emailTemplatePreviewAnswerSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() })
