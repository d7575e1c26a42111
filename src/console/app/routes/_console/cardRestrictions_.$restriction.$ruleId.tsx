import { textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { cardRestrictionRules } from '../../../api/cardrestriction'
import { recordSearchOptions } from '../../../api/route-options'
import { dialogSearch } from '../../../palette/screen-dialog'
import { CardRestrictionRuleEditor } from '../../../screens/cardrestriction/RuleEditor'

// A page of its own, not a pane of the restrictions: the country choice needs the width.
export const Route = createFileRoute('/_console/cardRestrictions_/$restriction/$ruleId')({
  // The rule's space, which is its restriction's.
  ...recordSearchOptions('space', textUpTo(100), dialogSearch('delete')),
  loader: (match) => cardRestrictionRules.preload(match),
  component: CardRestrictionRuleEditor,
})
