import type { ReviewCaseSummary } from '@domain/entities/review'
import { Amount } from '../../ui/record-parts'

/** A case's payments by currency: never summed across currencies. */
export function Amounts({ amounts }: { amounts: ReviewCaseSummary['amounts'] }) {
  if (amounts.length === 0) return <>—</>
  return (
    <span className="flex flex-wrap gap-x-2">
      {amounts.map((entry) => (
        <Amount key={entry.currency} amount={entry.amount} currency={entry.currency} />
      ))}
    </span>
  )
}
