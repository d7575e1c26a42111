import type { ApprovalPolicy } from '@domain/enums'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { pendingRequestsQuery } from '../api/approval'
import type { AuditTarget } from '../api/record-kind'
import { usePermission } from '../session/use-permission'
import { AppLink } from '../ui/record-parts'

interface PendingApprovalProps {
  /** The record, as the audit names it; or a merchant, for the requests that change its records. */
  of: AuditTarget | { merchantAccount: string }
  /** Only the requests held by this policy (a merchant's money, on its account tab). */
  policy?: ApprovalPolicy
}

/**
 * "Pending approval" on a record a change request would change, each request a link: the record
 * shows what it is now, and what waits to change it. Shown to users who may read approvals.
 */
export function PendingApproval(props: PendingApprovalProps) {
  const canRead = usePermission('approval.read')
  return canRead ? <PendingRequests {...props} /> : null
}

function PendingRequests({ of, policy }: PendingApprovalProps) {
  const { t } = useTranslation('approval')
  const pending = useQuery(pendingRequestsQuery(of))
  const requests = (pending.data?.items ?? []).filter((request) => !policy || request.policy === policy)
  if (requests.length === 0) return null
  return (
    <section className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100" aria-label={t('pending.title')}>
      <h3 className="font-medium">{t('pending.title')}</h3>
      <ul>
        {requests.map((request) => (
          <li key={request.id}>
            <AppLink to="/approvals/$request" params={{ request: String(request.id) }}>
              {t('pending.request', { id: request.id, what: t(`calls.${request.call}`, { defaultValue: request.call }), requester: request.requestedBy })}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
