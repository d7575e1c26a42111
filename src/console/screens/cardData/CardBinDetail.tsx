import { NEW_RECORD } from '@domain/constants'
import { cardbinCalls } from '@domain/calls/cardbin'
import { type CardBin, cardCategories, cardTypes } from '@domain/entities/cardbin'
import { cardSchemes } from '@domain/enums'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { cardBinQueryOptions, refreshCardData } from '../../api/cardData'
import { callApi } from '../../api/client'
import { useRegisterFocus } from '../../palette/focus-records'
import { showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { CheckboxField, SelectField, TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { orNull, useRecordEditor } from '../../ui/record-editor'
import { StatusField } from '../../ui/StatusField'

const route = getRouteApi('/_console/cardBins/$cardBin')

const FIELDS = ['bin', 'scheme', 'cardType', 'category', 'level', 'issuer', 'issuerCountry', 'currency', 'threeDsSupported', 'status'] as const

interface CardBinForm {
  bin: string
  scheme: string
  cardType: string
  category: string
  level: string
  issuer: string
  issuerCountry: string
  currency: string
  threeDsSupported: boolean
  status: string
}

function formOf(record: CardBin | null): CardBinForm {
  return {
    bin: record?.bin ?? '',
    scheme: record?.scheme ?? cardSchemes[0],
    cardType: record?.cardType ?? cardTypes[0],
    category: record?.category ?? cardCategories[0],
    level: record?.level ?? '',
    issuer: record?.issuer ?? '',
    issuerCountry: record?.issuerCountry ?? '',
    currency: record?.currency ?? '',
    threeDsSupported: record?.threeDsSupported ?? true,
    status: record?.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
  }
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** /cardBins/{cardBin}: one card BIN to read, edit or delete; `@new` creates one. */
export function CardBinDetail() {
  const { cardBin } = route.useParams()
  if (cardBin === NEW_RECORD) return <CardBinEditor record={null} />
  return <ExistingCardBin bin={cardBin} />
}

function ExistingCardBin({ bin }: { bin: string }) {
  const query = useQuery(cardBinQueryOptions(bin))
  useRegisterFocus('cardBin', query.data ?? null)
  // A new version of the record (after a save) starts the form from it.
  return <RecordQuery query={query}>{(record) => <CardBinEditor key={record.updated} record={record} />}</RecordQuery>
}

function CardBinEditor({ record }: { record: CardBin | null }) {
  const { t } = useTranslation('cardData')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const canWrite = usePermission('cardData.write')
  const close = () => void navigate({ to: '/cardBins', search })
  const editor = useRecordEditor({
    initial: formOf(record),
    fields: FIELDS,
    save: (form: CardBinForm) => {
      const common = {
        scheme: form.scheme as CardBin['scheme'],
        cardType: form.cardType as CardBin['cardType'],
        category: form.category as CardBin['category'],
        level: orNull(form.level),
        issuer: orNull(form.issuer),
        issuerCountry: orNull(form.issuerCountry.toUpperCase()),
        currency: orNull(form.currency.toUpperCase()),
        threeDsSupported: form.threeDsSupported,
      }
      return record
        ? callApi(cardbinCalls.update, { params: { id: record.bin }, body: { ...common, status: form.status as 'ACTIVE' | 'DISABLED' } })
        : callApi(cardbinCalls.create, { body: { ...common, bin: form.bin.trim() } })
    },
    onSaved: async (saved) => {
      await refreshCardData(queryClient)
      showSuccess(t('bins.saved', { bin: saved.bin }))
      if (!record) void navigate({ to: '/cardBins/$cardBin', params: { cardBin: saved.bin }, search })
    },
    remove: record ? () => callApi(cardbinCalls.remove, { params: { id: record.bin } }) : undefined,
    onRemoved: async () => {
      showSuccess(t('bins.deleted', { bin: record?.bin }))
      close()
      await refreshCardData(queryClient)
    },
  })

  return (
    <RecordEditor
      editor={editor}
      exists={record !== null}
      title={record ? <span className="font-mono">{record.bin}</span> : t('bins.newTitle')}
      subtitle={record ? [record.scheme, record.issuer].filter(Boolean).join(' · ') : undefined}
      onClose={close}
      formLabel={t('bins.formLabel')}
      canWrite={canWrite}
      deletion={record ? { title: t('bins.deleteTitle', { bin: record.bin }), text: t('bins.deleteText') } : undefined}
      stamps={record ? { status: record.status, created: record.created, updated: record.updated } : undefined}
    >
      {!record && <TextField label={t('bins.fields.bin')} {...editor.text('bin')} inputMode="numeric" maxLength={8} autoFocus hint={t('bins.binHint')} />}
      <SelectField label={t('bins.fields.scheme')} {...editor.text('scheme')} options={options(cardSchemes)} />
      <SelectField label={t('bins.fields.cardType')} {...editor.text('cardType')} options={options(cardTypes)} />
      <SelectField label={t('bins.fields.category')} {...editor.text('category')} options={options(cardCategories)} />
      <TextField label={t('bins.fields.level')} {...editor.text('level')} maxLength={40} />
      <TextField label={t('bins.fields.issuer')} {...editor.text('issuer')} maxLength={120} />
      <TextField label={t('bins.fields.issuerCountry')} {...editor.text('issuerCountry')} maxLength={2} hint={t('bins.countryHint')} />
      <TextField label={t('bins.fields.currency')} {...editor.text('currency')} maxLength={3} hint={t('bins.currencyHint')} />
      {record && <StatusField statuses={['ACTIVE', 'DISABLED']} {...editor.text('status')} />}
      <div className="sm:col-span-2">
        <CheckboxField label={t('bins.fields.threeDsSupported')} {...editor.check('threeDsSupported')} />
      </div>
    </RecordEditor>
  )
}
