import { defineCall } from '../call'
import { okAnswerSchema } from '../entities/common'
import { savedSearchInputSchema, savedSearchListQuerySchema, savedSearchSchema, savedSearchUpdateSchema } from '../entities/savedsearch'
import { pageSchema } from '../pagination'
import { idParams } from './params'

const area = 'savedsearch'

/** The signed-in user's own saved searches; another user's is not found. */
export const savedsearchCalls = {
  list: defineCall({ area, method: 'GET', path: 'savedsearch', access: 'signedIn', query: savedSearchListQuerySchema, response: pageSchema(savedSearchSchema) }),
  create: defineCall({ area, method: 'POST', path: 'savedsearch', access: 'signedIn', body: savedSearchInputSchema, response: savedSearchSchema }),
  update: defineCall({ area, method: 'PUT', path: 'savedsearch/{id}', access: 'signedIn', params: idParams, body: savedSearchUpdateSchema, response: savedSearchSchema }),
  remove: defineCall({ area, method: 'DELETE', path: 'savedsearch/{id}', access: 'signedIn', params: idParams, response: okAnswerSchema }),
}
