import { createFileRoute } from '@tanstack/react-router'
import { searchTextParam } from '@domain/filters'
import { z } from 'zod'
import { SessionSearchScreen } from '../../../screens/session/SessionSearchScreen'

export const Route = createFileRoute('/_console/session')({
  validateSearch: z.object({ sessionId: searchTextParam }),
  component: SessionSearchScreen,
})
