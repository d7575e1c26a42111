import type { BodyOf } from '@domain/call'
import type { merchantCalls } from '@domain/calls/merchant'
import type { Merchant } from '@domain/entities/merchant'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { merchantQueryOptions, refreshMerchant } from '../../api/merchant'
import { configureMerchant } from '../../api/merchant'
import { showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { type RecordEditorState, useRecordEditor } from '../../ui/record-editor'

/** The settings tabs, by their key in the merchantSettings namespace. */
export type SettingsTab = 'settings' | 'email' | 'paywall'

/** The merchant a settings tab edits, once loaded. */
export function MerchantRecord({ merchant, children }: { merchant: string; children: (record: Merchant) => ReactNode }) {
  const query = useQuery(merchantQueryOptions(merchant))
  return <RecordQuery query={query}>{children}</RecordQuery>
}

interface ConfigurationEditorOptions<Form> {
  tab: SettingsTab
  initial: Form
  /** Names of the form's fields: a server error deeper in the configuration shows beside the field that holds it. */
  fields: readonly string[]
  /** The part of the merchant the tab sends; the server keeps the rest. */
  body: (form: Form) => BodyOf<typeof merchantCalls.configure>
}

/** A settings tab's form of the merchant, saved with the configuration call; the merchant is then loaded again. */
export function useConfigurationEditor<Form extends object>(merchant: Merchant, { tab, initial, fields, body }: ConfigurationEditorOptions<Form>) {
  const { t } = useTranslation('merchant')
  const queryClient = useQueryClient()
  return useRecordEditor({
    initial,
    fields,
    save: (form: Form) => configureMerchant(merchant.name, body(form)),
    onSaved: async () => {
      await refreshMerchant(queryClient, merchant.name)
      showSuccess(t(`${tab}.saved`, { merchant: merchant.displayName }))
    },
  })
}

interface ConfigurationFormProps<Form extends object> {
  tab: SettingsTab
  merchant: Merchant
  editor: RecordEditorState<Form, Merchant>
  /** Shown under the form. */
  after?: ReactNode
  children: ReactNode
}

/** A settings tab's form: read-only without the permission to configure the merchant. */
export function ConfigurationForm<Form extends object>({ tab, merchant, editor, after, children }: ConfigurationFormProps<Form>) {
  const { t } = useTranslation('merchant')
  const canWrite = usePermission('merchant.configure')
  return (
    <RecordEditor
      editor={editor}
      exists
      title={t(`${tab}.title`)}
      subtitle={t(`${tab}.subtitle`)}
      formLabel={t(`${tab}.formLabel`)}
      canWrite={canWrite}
      stamps={{ updated: merchant.updated }}
      after={after}
    >
      {children}
    </RecordEditor>
  )
}

/** A heading that splits a long form into parts. */
export function FormSection({ title }: { title: string }) {
  return <h3 className="border-b border-slate-200 pb-1 pt-2 text-sm font-semibold text-slate-600 sm:col-span-2 dark:border-slate-700 dark:text-slate-300">{title}</h3>
}

export const codeOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
