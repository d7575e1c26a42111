import { createFileRoute } from '@tanstack/react-router'
import { reviewCases } from '../../../api/review'
import { ReviewCaseDetail } from '../../../screens/review/ReviewCaseDetail'

export const Route = createFileRoute('/_console/reviews/$case')({
  loader: (match) => reviewCases.preload(match),
  component: ReviewCaseDetail,
})
