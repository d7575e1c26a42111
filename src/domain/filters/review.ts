import { reviewSources } from '../enums'
import { defineFilterFields, spaceFilter } from '../filter-fields'

/** Filters of the review queue (`review` list call); the tab (`?tab=`) is the queue's own, not a filter. */
export const reviewFilterFields = defineFilterFields({
  card: { kind: 'text', param: 'cardHash', pattern: /^[A-Za-z0-9_:=+/-]{8,128}$/, format: 'cardHash' },
  source: { kind: 'enum', param: 'source', values: reviewSources },
  rule: { kind: 'text', param: 'sourceRef' },
  space: spaceFilter,
})
