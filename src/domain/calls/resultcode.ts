import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, okAnswerSchema, textId } from '../entities/common'
import {
  pspResultCodeInputSchema,
  pspResultCodeListQuerySchema,
  pspResultCodeSchema,
  pspResultCodeUpdateSchema,
  resultCodeInputSchema,
  resultCodeListQuerySchema,
  resultCodeSchema,
  resultCodeUpdateSchema,
} from '../entities/resultcode'
import { pageSchema } from '../pagination'

const area = 'resultcode'
const params = z.object({ code: textId })
const pspParams = z.object({ code: numericId })

export const resultcodeCalls = {
  list: defineCall({ area, method: 'GET', path: 'resultcode', access: 'resultCode.read', query: resultCodeListQuerySchema, response: pageSchema(resultCodeSchema) }),
  get: defineCall({ area, method: 'GET', path: 'resultcode/{code}', access: 'resultCode.read', params, response: resultCodeSchema }),
  create: defineCall({ area, method: 'POST', path: 'resultcode', access: 'resultCode.write', body: resultCodeInputSchema, response: resultCodeSchema }),
  update: defineCall({ area, method: 'PUT', path: 'resultcode/{code}', access: 'resultCode.write', params, body: resultCodeUpdateSchema, response: resultCodeSchema }),
  remove: defineCall({ area, method: 'DELETE', path: 'resultcode/{code}', access: 'resultCode.write', params, response: okAnswerSchema }),
  pspList: defineCall({ area, method: 'GET', path: 'pspresultcode', access: 'resultCode.read', query: pspResultCodeListQuerySchema, response: pageSchema(pspResultCodeSchema) }),
  pspGet: defineCall({ area, method: 'GET', path: 'pspresultcode/{code}', access: 'resultCode.read', params: pspParams, response: pspResultCodeSchema }),
  pspCreate: defineCall({ area, method: 'POST', path: 'pspresultcode', access: 'resultCode.write', body: pspResultCodeInputSchema, response: pspResultCodeSchema }),
  pspUpdate: defineCall({ area, method: 'PUT', path: 'pspresultcode/{code}', access: 'resultCode.write', params: pspParams, body: pspResultCodeUpdateSchema, response: pspResultCodeSchema }),
  pspRemove: defineCall({ area, method: 'DELETE', path: 'pspresultcode/{code}', access: 'resultCode.write', params: pspParams, response: okAnswerSchema }),
}
