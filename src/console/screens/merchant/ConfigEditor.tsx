import type { FieldError } from '@domain/errors'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type ConfigKind, gatewayConfigKind, instrumentConfigKind } from '../../api/merchant'
import { TextField } from '../../ui/Field'
import { KeyValueRows, useKeyValueProblems } from '../../ui/KeyValueRows'
import { type KeyValueRow, rowsOf, valuesOf } from '../../ui/key-value'
import { RecordEditor } from '../../ui/RecordEditor'
import { numberOrNull } from '../../ui/record-editor'
import { StatusField } from '../../ui/StatusField'
import { type KindPane, useKindEditor } from '../../workspace'
import { ConfigStatistics } from './ConfigStatistics'

/** The statuses a gateway or instrument config can be given. */
const CONFIG_STATUSES = ['ENABLED', 'DISABLED'] as const

/** Each kind's record kind, and where its texts live in the namespace. */
const KINDS = { gateway: { kind: gatewayConfigKind, texts: 'configs.gateways' }, instrument: { kind: instrumentConfigKind, texts: 'configs.instruments' } } as const

/** The fields both kinds of config have. */
export const CONFIG_FIELDS = ['name', 'status', 'priority', 'settings'] as const

export interface ConfigForm {
  name: string
  status: string
  priority: string
  settings: KeyValueRow[]
}

interface ConfigRecord {
  id: number
  name: string
  status: string
  priority: number
  settings: Record<string, unknown>
  created: string
  updated: string
}

export function configFormOf(record: ConfigRecord | null): ConfigForm {
  return {
    name: record?.name ?? '',
    status: record?.status === 'DISABLED' ? 'DISABLED' : 'ENABLED',
    priority: String(record?.priority ?? 100),
    settings: rowsOf(record?.settings ?? {}),
  }
}

/** The part of the body both kinds send. */
export function configBodyOf(form: ConfigForm) {
  return {
    name: form.name.trim(),
    status: form.status as (typeof CONFIG_STATUSES)[number],
    priority: numberOrNull(form.priority) ?? undefined,
    settings: valuesOf(form.settings),
  }
}

interface ConfigEditorOptions<Form extends ConfigForm, Saved extends ConfigRecord> {
  kind: ConfigKind
  record: Saved | null
  initial: Form
  fields: readonly string[]
  /** The form's own problems besides the settings', found before sending. */
  problems?: (form: Form) => FieldError[]
  save: (form: Form) => Promise<Saved>
}

/** The form of a gateway or instrument config: checked before sending, then saved as every record kind is. */
export function useConfigEditor<Form extends ConfigForm, Saved extends ConfigRecord>(options: ConfigEditorOptions<Form, Saved>) {
  const { t } = useTranslation('merchant')
  const rowProblems = useKeyValueProblems()
  const { kind, texts } = KINDS[options.kind]
  return useKindEditor({
    kind,
    record: options.record as never,
    deleteText: t(`${texts}.deleteText`),
    initial: options.initial,
    fields: options.fields,
    problems: (form: Form) => [...(options.problems?.(form) ?? []), ...rowProblems('settings', form.settings)],
    save: options.save,
  })
}

interface ConfigEditorProps<Form extends ConfigForm, Saved extends ConfigRecord> {
  pane: KindPane<Form, Saved>
  kind: ConfigKind
  merchant: string
  record: ConfigRecord | null
  subtitle?: ReactNode
  /** Facts of this kind, shown after the status. */
  facts?: { label: string; value: ReactNode }[]
  /** The fields that say what the config is, between its name and its status. */
  identity: ReactNode
  /** The fields of this kind, between the priority and the settings. */
  children: ReactNode
}

/** The detail pane of a gateway or instrument config: the fields both share around those of its kind, and its statistics. */
export function ConfigEditor<Form extends ConfigForm, Saved extends ConfigRecord>(props: ConfigEditorProps<Form, Saved>) {
  const { pane, kind, merchant, record, identity, children } = props
  const { editor } = pane
  const { t } = useTranslation('merchant')
  const { texts } = KINDS[kind]
  return (
    <RecordEditor
      {...pane}
      title={record ? record.name : t(`${texts}.newTitle`)}
      subtitle={props.subtitle}
      formLabel={t(`${texts}.formLabel`)}
      facts={record ? props.facts : undefined}
      after={record && <ConfigStatistics merchant={merchant} kind={kind} id={record.id} />}
    >
      <TextField label={t('configs.fields.name')} {...editor.text('name')} maxLength={120} />
      {identity}
      <StatusField statuses={CONFIG_STATUSES} {...editor.text('status')} />
      <TextField label={t('configs.fields.priority')} {...editor.text('priority')} inputMode="numeric" hint={t('configs.hints.priority')} />
      {children}
      <KeyValueRows
        legend={t('configs.fields.settings')}
        rows={editor.form.settings}
        onChange={(settings) => editor.setForm((form) => ({ ...form, settings }))}
        addLabel={t('configs.settings.add')}
        errors={editor.errors.fields.settings}
      />
    </RecordEditor>
  )
}
