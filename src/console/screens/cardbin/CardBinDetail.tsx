import { useEnumOptions } from '../../ui/EnumText'
import { cardbinCalls } from '@domain/calls/cardbin'
import { type CardBin, cardCategories, cardTypes } from '@domain/entities/cardbin'
import { cardSchemes } from '@domain/enums'
import { useTranslation } from 'react-i18next'
import { cardbin } from '../../api/cardbin'
import { callApi } from '../../api/client'
import { CheckboxField, SelectField, TextField } from '../../ui/Field'
import { RecordEditor } from '../../ui/RecordEditor'
import { orNull } from '../../ui/record-editor'
import { StatusField } from '../../ui/StatusField'
import { RecordKindDetail, useKindEditor } from '../../workspace'

interface CardBinForm {
  bin: string
  scheme: CardBin['scheme']
  cardType: CardBin['cardType']
  category: CardBin['category']
  level: string
  issuer: string
  issuerCountry: string
  currency: string
  threeDsSupported: boolean
  status: 'ACTIVE' | 'DISABLED'
}

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** /cardBins/{cardBin}: one card BIN to read, edit or delete; `@new` creates one. */
export function CardBinDetail() {
  return <RecordKindDetail kind={cardbin} editor={CardBinEditor} />
}

function CardBinEditor({ record }: { record: CardBin | null }) {
  const { t } = useTranslation('cardbin')
  const enumOptions = useEnumOptions()
  const { editor, pane } = useKindEditor({
    kind: cardbin,
    record,
    deleteText: t('deleteText'),
    nameOf: (saved: CardBin) => saved.bin,
    initial: {
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
    } satisfies CardBinForm as CardBinForm,
    save: (form: CardBinForm) => {
      const common = {
        scheme: form.scheme,
        cardType: form.cardType,
        category: form.category,
        level: orNull(form.level),
        issuer: orNull(form.issuer),
        issuerCountry: orNull(form.issuerCountry.toUpperCase()),
        currency: orNull(form.currency.toUpperCase()),
        threeDsSupported: form.threeDsSupported,
      }
      return record
        ? callApi(cardbinCalls.update, { params: { id: record.bin }, body: { ...common, status: form.status } })
        : callApi(cardbinCalls.create, { body: { ...common, bin: form.bin.trim() } })
    },
  })

  return (
    <RecordEditor
      {...pane}
      title={record ? <span className="font-mono">{record.bin}</span> : t('newTitle')}
      subtitle={record ? [record.scheme, record.issuer] : undefined}
      formLabel={t('formLabel')}
    >
      {!record && <TextField label={t('fields.bin')} {...editor.text('bin')} inputMode="numeric" maxLength={8} hint={t('binHint')} />}
      <SelectField label={t('fields.scheme')} {...editor.text('scheme')} options={enumOptions(cardSchemes)} />
      <SelectField label={t('fields.cardType')} {...editor.text('cardType')} options={enumOptions(cardTypes)} />
      <SelectField label={t('fields.category')} {...editor.text('category')} options={options(cardCategories)} />
      <TextField label={t('fields.level')} {...editor.text('level')} maxLength={40} />
      <TextField label={t('fields.issuer')} {...editor.text('issuer')} maxLength={120} />
      <TextField label={t('fields.issuerCountry')} {...editor.text('issuerCountry')} maxLength={2} hint={t('countryHint')} />
      <TextField label={t('fields.currency')} {...editor.text('currency')} maxLength={3} hint={t('currencyHint')} />
      {record && <StatusField statuses={['ACTIVE', 'DISABLED']} {...editor.text('status')} />}
      <div className="sm:col-span-2">
        <CheckboxField label={t('fields.threeDsSupported')} {...editor.check('threeDsSupported')} />
      </div>
    </RecordEditor>
  )
}
