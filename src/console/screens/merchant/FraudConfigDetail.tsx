import type { FraudConfig } from '@domain/entities/merchant'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { fraudConfigKind } from '../../api/merchant'
import { useRegisterFocus } from '../../palette/focus-records'
import { useScreenDialog } from '../../palette/screen-dialog'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { useStampedFacts } from '../../ui/RecordEditor'
import { FactList, RecordPane } from '../../ui/RecordPane'
import { Section } from '../../ui/record-parts'
import { RecordKindDetail, useKindRemove } from '../../workspace'
import { SettingValue, VendorName } from './risk-parts'

/** /merchants/{merchant}/fraudConfigs/{fraudConfig}: one fraud vendor check, read-only; delete behind a confirmation. */
export function FraudConfigDetail() {
  return <RecordKindDetail kind={fraudConfigKind}>{(record) => record && <FraudConfigPane record={record} />}</RecordKindDetail>
}

function FraudConfigPane({ record }: { record: FraudConfig }) {
  const { t } = useTranslation('merchant')
  const { t: common } = useTranslation('common')
  const { remove, canRemove, close } = useKindRemove(fraudConfigKind, record, record.name)
  // The confirmation is `?dialog=delete`, so the delete command (Shift+D) opens it too.
  const confirm = useScreenDialog('delete')
  useRegisterFocus('openRecord', useMemo(() => ({ deletable: canRemove }), [canRemove]))
  const settings = Object.entries(record.settings)
  const facts = useStampedFacts({ status: record.status, created: record.created, updated: record.updated }, [
    { label: t('risk.fraudConfigs.fields.vendor'), value: <VendorName vendor={record.vendor} /> },
    { label: t('risk.fraudConfigs.fields.scoreThreshold'), value: t('risk.fraudConfigs.thresholdText', { threshold: record.scoreThreshold }) },
  ])

  return (
    <RecordPane
      title={record.name}
      subtitle={<VendorName vendor={record.vendor} />}
      onClose={close}
      actions={
        canRemove && (
          <Button variant="danger" onClick={confirm.show}>
            {common('actions.delete')}
          </Button>
        )
      }
    >
      <FactList facts={facts} />
      <Section title={t('risk.fraudConfigs.settings')}>
        {settings.length === 0 ? (
          <p className="text-sm text-slate-500">{t('risk.fraudConfigs.noSettings')}</p>
        ) : (
          <FactList facts={settings.map(([key, value]) => ({ label: key, value: <SettingValue value={value} /> }))} />
        )}
      </Section>
      <p className="text-xs text-slate-500">{t('risk.fraudConfigs.readOnlyNote')}</p>
      {canRemove && (
        <ConfirmDialog
          open={confirm.open}
          title={common('record.deleteTitle', { name: record.name })}
          confirmLabel={common('actions.delete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={confirm.close}
          irreversible={common('record.deletedForGood')}
        >
          {t('risk.fraudConfigs.deleteText')}
        </ConfirmDialog>
      )}
    </RecordPane>
  )
}
