import { useEnumOptions } from '../../ui/EnumText'
import type { ResponseOf } from '@domain/call'
import { merchantCalls } from '@domain/calls/merchant'
import type { TrustLevel } from '@domain/entities/merchant'
import { customerTrustLevels } from '@domain/enums'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { restrictionsOfMerchant } from '../../api/cardrestriction'
import { trustLevelKind } from '../../api/merchant'
import { merchantResourcesQueryOptions } from '../../api/merchant'
import { amountsInMajorUnits } from '../../ui/amount-errors'
import { type Choice, ChoiceList } from '../../ui/ChoiceList'
import { amountExample } from '../../lib/money'
import { AmountField } from '../../ui/AmountField'
import { SelectField, TextField } from '../../ui/Field'
import { FormProblems } from '../../ui/form-errors'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { StatusField } from '../../ui/StatusField'
import { RecordKindDetail, useKindEditor } from '../../workspace'
import { currencyOfForm, type TrustLevelForm, trustLevelBodyOf, trustLevelFormOf } from './trust-level-form'

const route = getRouteApi('/_console/merchants/$merchant/trustlevels/$trustLevel')

type Resources = ResponseOf<typeof merchantCalls.resources>

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))

/** /merchants/{merchant}/trustlevels/{trustLevel}: one trust level to read, edit or delete; `@new` creates one. */
export function TrustLevelDetail() {
  const { merchant } = route.useParams()
  const resources = useQuery(merchantResourcesQueryOptions(merchant))
  return (
    <RecordQuery query={resources}>
      {(loaded) => <RecordKindDetail kind={trustLevelKind}>{(record) => <TrustLevelEditor merchant={merchant} resources={loaded} record={record} />}</RecordKindDetail>}
    </RecordQuery>
  )
}

/** Choices of the merchant, plus any the record names that are no longer offered, so saving keeps them unless unticked. */
function withKept<Value extends string | number>(choices: Choice<Value>[], kept: readonly Value[]): Choice<Value>[] {
  const offered = new Set(choices.map((choice) => choice.value))
  return [...choices, ...kept.filter((value) => !offered.has(value)).map((value) => ({ value, label: String(value) }))]
}

function TrustLevelEditor({ merchant, resources, record }: { merchant: string; resources: Resources; record: TrustLevel | null }) {
  const { t, i18n } = useTranslation('merchant')
  const enumOptions = useEnumOptions()
  const restrictions = useQuery(restrictionsOfMerchant(merchant))
  const { editor, pane } = useKindEditor({
    kind: trustLevelKind,
    record,
    deleteText: t('risk.trustLevels.deleteText'),
    initial: trustLevelFormOf(record, { currency: resources.currencies[0] ?? '', takenLevels: resources.trustLevels.map((level) => level.level), language: i18n.language }),
    save: async (form: TrustLevelForm) => {
      const converted = trustLevelBodyOf(form, i18n.language)
      if (!converted.body) throw new FormProblems(converted.problems.map(({ field, problem }) => ({ field, message: t(`risk.trustLevels.problems.${problem}`, { example: amountExample(currencyOfForm(form), i18n.language) }) })))
      const saved = record
        ? callApi(merchantCalls.updateTrustLevel, { params: { name: merchant, id: record.id }, body: converted.body })
        : callApi(merchantCalls.createTrustLevel, { params: { name: merchant }, body: converted.body })
      return saved.catch((error: unknown) => {
        throw amountsInMajorUnits(error, ['maxAmount'], converted.body.currency ?? null, i18n.language)
      })
    },
  })

  const { form, set } = editor
  const instrumentChoices = withKept(
    resources.instrumentConfigs.map((config) => ({ value: config.id, label: config.name, detail: config.status === 'ENABLED' ? config.instrument : `${config.instrument} · ${config.status}` })),
    record?.instrumentConfigIds ?? [],
  )
  const restrictionChoices = withKept(
    (restrictions.data?.items ?? []).map((restriction) => ({ value: restriction.name, label: restriction.name, detail: restriction.status === 'ACTIVE' ? undefined : restriction.status })),
    record?.restrictions ?? [],
  )
  const currencies = [...new Set([...resources.currencies, ...(record?.currency ? [record.currency] : [])])]

  return (
    <RecordEditor
      {...pane}
      title={record ? record.name : t('risk.trustLevels.newTitle')}
      subtitle={record ? record.level : undefined}
      formLabel={t('risk.trustLevels.formLabel')}
    >
      <TextField label={t('risk.trustLevels.fields.name')} {...editor.text('name')} maxLength={120} />
      <SelectField label={t('risk.trustLevels.fields.level')} {...editor.text('level')} options={enumOptions(customerTrustLevels)} />
      <div className="sm:col-span-2">
        <TextField label={t('risk.trustLevels.fields.description')} {...editor.text('description')} maxLength={500} />
      </div>
      <AmountField
        label={t('risk.trustLevels.fields.maxAmount')}
        {...editor.text('maxAmount')}
        currency={currencyOfForm(editor.form)}
        hint={t('risk.trustLevels.maxAmountHint', { example: amountExample(currencyOfForm(editor.form), i18n.language) })}
      />
      <SelectField label={t('risk.trustLevels.fields.currency')} {...editor.text('currency')} options={[{ value: '', label: t('risk.trustLevels.noCurrency') }, ...options(currencies)]} />
      {record && <StatusField statuses={['ENABLED', 'DISABLED']} {...editor.text('status')} />}
      <ChoiceList
        legend={t('risk.trustLevels.fields.instrumentConfigs')}
        options={instrumentChoices}
        selected={form.instrumentConfigIds}
        onChange={(selected) => set('instrumentConfigIds', selected)}
        empty={t('risk.trustLevels.noInstrumentConfigs')}
        hint={t('risk.trustLevels.instrumentConfigsHint')}
        errors={editor.errors.fields.instrumentConfigIds}
      />
      <ChoiceList
        legend={t('risk.trustLevels.fields.restrictions')}
        options={restrictionChoices}
        selected={form.restrictions}
        onChange={(selected) => set('restrictions', selected)}
        empty={restrictions.isPending ? t('risk.trustLevels.restrictionsLoading') : t('risk.trustLevels.noRestrictions')}
        hint={restrictions.isError ? t('risk.trustLevels.restrictionsUnavailable') : t('risk.trustLevels.restrictionsHint')}
        errors={editor.errors.fields.restrictions}
      />
    </RecordEditor>
  )
}
