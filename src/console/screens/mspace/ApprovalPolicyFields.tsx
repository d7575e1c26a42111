import { useTranslation } from 'react-i18next'
import { CheckboxField, TextAreaField, TextField } from '../../ui/Field'
import type { useRecordEditor } from '../../ui/record-editor'
import type { ApprovalPolicyForm } from './approval-policy-form'


const switches = ['permissions', 'scope', 'rules', 'systemCommand', 'secrets'] as const

/** A space's approval policy in its settings form: which writes wait for a second person, the thresholds, and how long a request waits. */
export function ApprovalPolicyFields<Form extends ApprovalPolicyForm>({ editor }: { editor: ReturnType<typeof useRecordEditor<Form, unknown>> }) {
  const { t } = useTranslation('approval')
  const { errors } = editor
  const policy = (name: 'money' | 'bulkDelete' | (typeof switches)[number]) => (
    <div>
      <CheckboxField label={t(`policies.${name}.title`)} {...editor.check(name)} />
      <p className="ms-6 text-xs text-slate-500">{t(`policies.${name}.hint`)}</p>
    </div>
  )
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-semibold">{t('policies.title')}</legend>
      <p className="text-xs text-slate-500">{t('policies.hint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-2">
          {policy('money')}
          <TextField label={t('policies.moneyAbove')} inputMode="numeric" {...editor.text('moneyAbove')} errors={errors.fields['approvals.money.above']} disabled={!editor.form.money} />
          <TextAreaField
            label={t('policies.moneyCurrencies')}
            rows={2}
            {...editor.text('moneyCurrencies')}
            hint={t('policies.moneyCurrenciesHint')}
            errors={errors.fields['approvals.money.currencies']}
            disabled={!editor.form.money}
          />
        </div>
        <div className="space-y-2">
          {policy('bulkDelete')}
          <TextField label={t('policies.bulkAbove')} inputMode="numeric" {...editor.text('bulkAbove')} errors={errors.fields['approvals.bulkDelete.above']} disabled={!editor.form.bulkDelete} />
        </div>
        {switches.map((name) => (
          <div key={name}>{policy(name)}</div>
        ))}
        <TextField label={t('policies.expiryHours')} inputMode="numeric" {...editor.text('expiryHours')} hint={t('policies.expiryHint')} errors={errors.fields['approvals.expiryHours']} />
      </div>
    </fieldset>
  )
}
