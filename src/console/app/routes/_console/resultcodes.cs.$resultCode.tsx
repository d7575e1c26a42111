import { createFileRoute } from '@tanstack/react-router'
import { resultCodes } from '../../../api/resultcode'
import { ResultCodeDetail } from '../../../screens/resultcode/ResultCodeDetail'

export const Route = createFileRoute('/_console/resultcodes/cs/$resultCode')({
  loader: (match) => resultCodes.preload(match),
  component: ResultCodeDetail,
})
