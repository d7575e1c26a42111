import { cardbinCalls } from '@domain/calls/cardbin'
import { type CardBin, cardCategories, cardTypes } from '@domain/entities/cardbin'
import { cardSchemes } from '@domain/enums'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cardBinQueryOptions, refreshCardData } from '../../api/cardData'
import { callApi } from '../../api/client'
import { errorText } from '../../lib/error-text'
import { useRegisterFocus } from '../../palette/focus-records'
import { showSuccess } from '../../session/alert-store'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { CheckboxField, SelectField, TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
import { formErrorsOf } from '../../ui/form-errors'
import { FactList, RecordPane, RecordPaneSkeleton } from '../../ui/RecordPane'
import { NEW_RECORD, orNull, StatusBadge } from './parts'

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
  if (query.isPending) return <RecordPaneSkeleton />
  if (query.isError)
    return (
      <p role="alert" className="m-4 text-sm text-error">
        {errorText(query.error as Error)}
      </p>
    )
  // A new version of the record (after a save) starts the form from it.
  return <CardBinEditor key={query.data.updated} record={query.data} />
}

function CardBinEditor({ record }: { record: CardBin | null }) {
  const { t } = useTranslation('cardData')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const [form, setForm] = useState(() => formOf(record))
  const [confirming, setConfirming] = useState(false)
  const set = <K extends keyof CardBinForm>(field: K, value: CardBinForm[K]) => setForm((current) => ({ ...current, [field]: value }))

  const save = useMutation({
    mutationFn: () => {
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
    onSuccess: async (saved) => {
      await refreshCardData(queryClient)
      showSuccess(t('bins.saved', { bin: saved.bin }))
      if (!record) void navigate({ to: '/cardBins/$cardBin', params: { cardBin: saved.bin }, search })
    },
  })
  const remove = useMutation({
    mutationFn: () => callApi(cardbinCalls.remove, { params: { id: record!.bin } }),
    onSuccess: async () => {
      setConfirming(false)
      showSuccess(t('bins.deleted', { bin: record!.bin }))
      void navigate({ to: '/cardBins', search })
      await refreshCardData(queryClient)
    },
    onError: () => setConfirming(false),
  })
  const errors = formErrorsOf(save.error ?? remove.error, FIELDS)
  const close = () => void navigate({ to: '/cardBins', search })

  return (
    <RecordPane
      title={record ? <span className="font-mono">{record.bin}</span> : t('bins.newTitle')}
      subtitle={record ? [record.scheme, record.issuer].filter(Boolean).join(' · ') : undefined}
      onClose={close}
      actions={
        record && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('actions.delete')}
          </Button>
        )
      }
    >
      {record && (
        <FactList
          facts={[
            { label: t('fields.status'), value: <StatusBadge status={record.status} /> },
            { label: t('fields.created'), value: record.created },
            { label: t('fields.updated'), value: record.updated },
          ]}
        />
      )}
      <Form onSubmit={() => save.mutate()} pending={save.isPending} className="grid max-w-2xl gap-3 sm:grid-cols-2" aria-label={t('bins.formLabel')}>
        {!record && (
          <TextField
            label={t('bins.fields.bin')}
            value={form.bin}
            onChange={(event) => set('bin', event.target.value)}
            inputMode="numeric"
            maxLength={8}
            autoFocus
            hint={t('bins.binHint')}
            errors={errors.fields.bin}
          />
        )}
        <SelectField label={t('bins.fields.scheme')} value={form.scheme} options={options(cardSchemes)} onChange={(event) => set('scheme', event.target.value)} errors={errors.fields.scheme} />
        <SelectField label={t('bins.fields.cardType')} value={form.cardType} options={options(cardTypes)} onChange={(event) => set('cardType', event.target.value)} errors={errors.fields.cardType} />
        <SelectField label={t('bins.fields.category')} value={form.category} options={options(cardCategories)} onChange={(event) => set('category', event.target.value)} errors={errors.fields.category} />
        <TextField label={t('bins.fields.level')} value={form.level} onChange={(event) => set('level', event.target.value)} maxLength={40} errors={errors.fields.level} />
        <TextField label={t('bins.fields.issuer')} value={form.issuer} onChange={(event) => set('issuer', event.target.value)} maxLength={120} errors={errors.fields.issuer} />
        <TextField label={t('bins.fields.issuerCountry')} value={form.issuerCountry} onChange={(event) => set('issuerCountry', event.target.value)} maxLength={2} hint={t('bins.countryHint')} errors={errors.fields.issuerCountry} />
        <TextField label={t('bins.fields.currency')} value={form.currency} onChange={(event) => set('currency', event.target.value)} maxLength={3} hint={t('bins.currencyHint')} errors={errors.fields.currency} />
        {record && (
          <SelectField label={t('fields.status')} value={form.status} options={options(['ACTIVE', 'DISABLED'])} onChange={(event) => set('status', event.target.value)} errors={errors.fields.status} />
        )}
        <div className="sm:col-span-2">
          <CheckboxField label={t('bins.fields.threeDsSupported')} checked={form.threeDsSupported} onChange={(event) => set('threeDsSupported', event.target.checked)} errors={errors.fields.threeDsSupported} />
        </div>
        <div className="sm:col-span-2 space-y-3">
          <FormError messages={errors.other} />
          <div className="flex items-center gap-3">
            <Button type="submit" pending={save.isPending}>
              {record ? t('actions.save') : t('actions.create')}
            </Button>
            <span className="text-xs text-slate-500">{t('actions.saveHint')}</span>
          </div>
        </div>
      </Form>
      {record && (
        <ConfirmDialog
          open={confirming}
          title={t('bins.deleteTitle', { bin: record.bin })}
          confirmLabel={t('actions.delete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirming(false)}
        >
          {t('bins.deleteText')}
        </ConfirmDialog>
      )}
    </RecordPane>
  )
}
