import { searchOf, text } from '@domain/search-params'
import { createFileRoute } from '@tanstack/react-router'

// The console sends a signed-out visitor here with the address to come back to.
export const Route = createFileRoute('/_public/login')({
  validateSearch: searchOf({ redirect: text, partner: text }),
})
