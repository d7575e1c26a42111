import { createFileRoute } from '@tanstack/react-router'
import { searchOf, text } from '@domain/search-params'
import { SessionSearchScreen } from '../../../screens/transaction/SessionSearchScreen'

export const Route = createFileRoute('/_console/session')({
  validateSearch: searchOf({ sessionId: text }),
  component: SessionSearchScreen,
})
