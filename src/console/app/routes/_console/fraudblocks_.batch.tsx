import { createFileRoute } from '@tanstack/react-router'
import { FraudBlockBatchScreen } from '../../../screens/fraud/FraudBlockBatchScreen'

export const Route = createFileRoute('/_console/fraudblocks_/batch')({
  component: FraudBlockBatchScreen,
})
