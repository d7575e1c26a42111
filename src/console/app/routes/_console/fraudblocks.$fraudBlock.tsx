import { createFileRoute } from '@tanstack/react-router'
import { FraudBlockDetail } from '../../../screens/fraud/FraudBlockDetail'

export const Route = createFileRoute('/_console/fraudblocks/$fraudBlock')({
  component: FraudBlockDetail,
})
