import { searchOf, textUpTo } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { dialogSearch } from '../../../palette/screen-dialog'
import { CardRestrictionRuleEditor } from '../../../screens/cardrestriction/RuleEditor'

// The rule's space, which is its restriction's. Built apart from the route options: inline, the
// search's type is lost to loaderDeps' inference.
const ruleSearch = searchOf({ space: textUpTo(100) }, dialogSearch('delete'))

// A page of its own, not a pane of the restrictions: the country choice needs the width.
export const Route = createFileRoute('/_console/cardRestrictions_/$restriction/$ruleId')({
  validateSearch: ruleSearch,
  component: CardRestrictionRuleEditor,
})
