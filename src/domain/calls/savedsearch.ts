import { z } from 'zod'
import { defineCall } from '../call'
import { numericId, okAnswerSchema } from '../entities/common'
import { savedSearchInputSchema, savedSearchListQuerySchema, savedSearchSchema, savedSearchUpdateSchema } from '../entities/savedsearch'
import { pageSchema } from '../pagination'

const area = 'savedsearch'
const params = z.object({ id: numericId })

/** The signed-in user's own saved searches; another user's is not found. */
export const savedsearchCalls = {
  list: defineCall({ area, method: 'GET', path: 'savedsearch', access: 'signedIn', query: savedSearchListQuerySchema, response: pageSchema(savedSearchSchema) }),
  create: defineCall({ area, method: 'POST', path: 'savedsearch', access: 'signedIn', body: savedSearchInputSchema, response: savedSearchSchema }),
  update: defineCall({ area, method: 'PUT', path: 'savedsearch/{id}', access: 'signedIn', params, body: savedSearchUpdateSchema, response: savedSearchSchema }),
  remove: defineCall({ area, method: 'DELETE', path: 'savedsearch/{id}', access: 'signedIn', params, response: okAnswerSchema }),
}
