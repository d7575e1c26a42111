import { createFileRoute } from '@tanstack/react-router'
import { preloadRecord } from '../../../api/record-kind'
import { resultCodes } from '../../../api/resultcode'
import { ResultCodeDetail } from '../../../screens/resultcode/ResultCodeDetail'

export const Route = createFileRoute('/_console/resultcodes/cs/$resultCode')({
  loader: ({ context, params }) => preloadRecord(context.queryClient, resultCodes, params),
  component: ResultCodeDetail,
})
