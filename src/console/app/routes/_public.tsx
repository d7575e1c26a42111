import { createFileRoute } from '@tanstack/react-router'
import { FullPageLayout } from '../layouts/FullPageLayout'

export const Route = createFileRoute('/_public')({
  component: FullPageLayout,
})
