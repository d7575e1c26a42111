import type { ReviewSource } from '@domain/enums'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { reviewFeedbackQuery } from '../api/review'
import { percentage } from '../lib/formats'
import { usePermission } from '../session/use-permission'
import { Card } from './Card'
import { Facts } from './record-parts'
import { RecordQuery } from './RecordEditor'

/**
 * How analysts decided the review cases a rule or a policy raised over the last 30 days: cases,
 * decided, fraud and its rate, median time to decide. Shown to users who may read the queue.
 */
export function ReviewFeedback({ source, sourceRef }: { source: ReviewSource; sourceRef: string }) {
  const { t } = useTranslation('review')
  const canRead = usePermission('review.read')
  if (!canRead) return null
  return (
    <Card title={t('feedback.title')}>
      <FeedbackFigures source={source} sourceRef={sourceRef} />
    </Card>
  )
}

function FeedbackFigures({ source, sourceRef }: { source: ReviewSource; sourceRef: string }) {
  const { t, i18n } = useTranslation('review')
  const query = useQuery(reviewFeedbackQuery(source, sourceRef))
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 })
  return (
    <RecordQuery query={query} skeleton="h-20">
      {(figures) =>
        figures.cases === 0 ? (
          <p className="text-sm text-slate-500" data-testid="review-feedback">
            {t('feedback.none')}
          </p>
        ) : (
          <div data-testid="review-feedback">
            <Facts
              rows={[
                [t('feedback.cases'), number.format(figures.cases)],
                [t('feedback.decided'), number.format(figures.decided)],
                [t('feedback.fraud'), number.format(figures.fraud)],
                [t('feedback.fraudRate'), figures.fraudRate === null ? '—' : percentage(figures.fraudRate, 1, i18n.language) || '—'],
                [t('feedback.median'), figures.medianMinutesToDecide === null ? '—' : t('feedback.minutes', { n: number.format(figures.medianMinutesToDecide) })],
              ]}
            />
          </div>
        )
      }
    </RecordQuery>
  )
}
