import { defineCall } from '../call'
import { searchAnswerSchema, searchQuerySchema } from '../entities/search'

const area = 'search'

export const searchCalls = {
  /** Record search of the palette: any signed-in user, hits limited to what their scope and permissions show. */
  search: defineCall({ area, method: 'GET', path: 'search', access: 'signedIn', query: searchQuerySchema, response: searchAnswerSchema }),
}
