import { filterSearch } from '@domain/filter-fields'
import { emailFilterFields } from '@domain/filters/message'
import { searchOf } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'
import { MessagesScreen } from '../../../screens/message/MessagesScreen'

export const Route = createFileRoute('/_console/emails')({
  validateSearch: searchOf(filterSearch(emailFilterFields)),
  component: () => <MessagesScreen list="emails" />,
})
