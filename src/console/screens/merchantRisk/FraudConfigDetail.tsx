import { merchantCalls } from '@domain/calls/merchant'
import type { FraudConfig } from '@domain/entities/merchant'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { fraudConfigQueryOptions, refreshFraudConfigs } from '../../api/merchantRisk'
import { errorText } from '../../lib/error-text'
import { useRegisterFocus } from '../../palette/focus-records'
import { showError, showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { RecordQuery, useStampedFacts } from '../../ui/RecordEditor'
import { FactList, RecordPane } from '../../ui/RecordPane'
import { Section } from '../../ui/record-parts'
import { SettingValue, VendorName } from './parts'

const route = getRouteApi('/_console/merchants/$merchant/fraudConfigs/$fraudConfig')

/** /merchants/{merchant}/fraudConfigs/{fraudConfig}: one fraud vendor check, read-only; delete behind a confirmation. */
export function FraudConfigDetail() {
  const { merchant, fraudConfig } = route.useParams()
  const query = useQuery(fraudConfigQueryOptions(merchant, Number(fraudConfig)))
  useRegisterFocus('fraudConfig', query.data ?? null)
  return <RecordQuery query={query}>{(record) => <FraudConfigPane merchant={merchant} record={record} />}</RecordQuery>
}

function FraudConfigPane({ merchant, record }: { merchant: string; record: FraudConfig }) {
  const { t } = useTranslation('merchantRisk')
  const { t: common } = useTranslation('common')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const canWrite = usePermission('fraud.write')
  const [confirming, setConfirming] = useState(false)
  const close = () => void navigate({ to: '/merchants/$merchant/fraudConfigs', params: { merchant }, search })
  const remove = useMutation({
    mutationFn: () => callApi(merchantCalls.removeFraudConfig, { params: { name: merchant, id: record.id } }),
    onSuccess: async () => {
      setConfirming(false)
      showSuccess(t('fraudConfigs.deleted', { name: record.name }))
      close()
      await refreshFraudConfigs(queryClient, merchant)
    },
    onError: (error) => {
      setConfirming(false)
      showError(errorText(error))
    },
  })
  const settings = Object.entries(record.settings)
  const facts = useStampedFacts({ status: record.status, created: record.created, updated: record.updated }, [
    { label: t('fraudConfigs.fields.vendor'), value: <VendorName vendor={record.vendor} /> },
    { label: t('fraudConfigs.fields.scoreThreshold'), value: t('fraudConfigs.thresholdText', { threshold: record.scoreThreshold }) },
  ])

  return (
    <RecordPane
      title={record.name}
      subtitle={<VendorName vendor={record.vendor} />}
      onClose={close}
      actions={
        canWrite && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {common('actions.delete')}
          </Button>
        )
      }
    >
      <FactList facts={facts} />
      <Section title={t('fraudConfigs.settings')}>
        {settings.length === 0 ? (
          <p className="text-sm text-slate-500">{t('fraudConfigs.noSettings')}</p>
        ) : (
          <FactList facts={settings.map(([key, value]) => ({ label: key, value: <SettingValue value={value} /> }))} />
        )}
      </Section>
      <p className="text-xs text-slate-500">{t('fraudConfigs.readOnlyNote')}</p>
      {canWrite && (
        <ConfirmDialog
          open={confirming}
          title={t('fraudConfigs.deleteTitle', { name: record.name })}
          confirmLabel={common('actions.delete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirming(false)}
        >
          {t('fraudConfigs.deleteText')}
        </ConfirmDialog>
      )}
    </RecordPane>
  )
}
