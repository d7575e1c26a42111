import { useEnumLabel } from '../../ui/EnumText'
import type { HiveSetting } from '@domain/entities/hive'
import { type Environment, environments, type HiveValueType, hiveValueTypes } from '@domain/enums'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import type { HiveArea } from '../../api/hive'
import { SelectField, TextField } from '../../ui/Field'
import { FormProblems } from '../../ui/form-errors'
import { RecordEditor } from '../../ui/RecordEditor'
import { orNull } from '../../ui/record-editor'
import { RecordKindDetail, useKindEditor } from '../../workspace'
import { ValueField } from './ValueField'
import { valueForType, valueProblemText } from './value-logic'

interface SettingForm {
  component: string
  key: string
  environment: Environment
  type: HiveValueType
  value: string
  description: string
}

/** /gwhive/{component}/{key}?settingEnvironment= and /midashive/…: one setting of the area's hive; `@new` adds one. */
export function HiveSettingDetail({ area }: { area: HiveArea }) {
  return <RecordKindDetail kind={area.kind}>{(setting) => <SettingEditor area={area} setting={setting} />}</RecordKindDetail>
}

/** A setting's value, in the control its type asks for, checked as it is typed; a new one names its component, key and environment first. */
function SettingEditor({ area, setting }: { area: HiveArea; setting: HiveSetting | null }) {
  const { t } = useTranslation('hive')
  const enumLabel = useEnumLabel()
  const problemOf = (form: SettingForm) => {
    const problem = valueProblemText(form.type, form.value)
    return problem && t(problem.key, { parser: problem.parser })
  }
  const { editor, pane } = useKindEditor({
    kind: area.kind,
    record: setting,
    deleteText: setting && t('deleteText', { key: setting.key, component: setting.component, environment: enumLabel(setting.environment) }),
    nameOf: (saved: HiveSetting) => `${saved.component} · ${saved.key}`,
    initial: {
      component: setting?.component ?? '',
      key: setting?.key ?? '',
      environment: setting?.environment ?? 'Production',
      type: setting?.type ?? 'TEXT',
      value: setting?.value ?? '',
      description: setting?.description ?? '',
    } satisfies SettingForm as SettingForm,
    problems: (form: SettingForm) => {
      const message = problemOf(form)
      return message ? [{ field: 'value', message }] : []
    },
    save: (form: SettingForm) =>
      callApi(area.save, {
        body: { component: form.component.trim(), key: form.key.trim(), environment: form.environment, type: form.type, value: form.value, description: orNull(form.description) },
      }),
  })
  const { form } = editor
  // The value's own problem shows while it is typed; a save this form refused for it says nothing more once the value reads.
  const live = problemOf(form)
  const valueErrors = live ? [live] : editor.save.error instanceof FormProblems ? undefined : editor.errors.fields.value
  return (
    <RecordEditor
      {...pane}
      title={setting ? setting.key : t('newTitle')}
      subtitle={setting ? [setting.component, enumLabel(setting.environment)] : undefined}
      formLabel={t('formLabel')}
      facts={
        setting
          ? [
              { label: t('fields.component'), value: <span className="font-mono">{setting.component}</span> },
              { label: t('common:fields.environment'), value: enumLabel(setting.environment) },
              { label: t('fields.updatedBy'), value: setting.updatedBy ?? '—' },
            ]
          : undefined
      }
    >
      {!setting && (
        <>
          <TextField label={t('fields.component')} {...editor.text('component')} maxLength={120} hint={t('hints.name')} className="font-mono" />
          <TextField label={t('fields.key')} {...editor.text('key')} maxLength={120} hint={t('hints.name')} className="font-mono" />
          <SelectField
            label={t('common:fields.environment')}
            {...editor.text('environment')}
            options={environments.map((value) => ({ value, label: enumLabel(value) }))}
          />
        </>
      )}
      <SelectField
        label={t('fields.type')}
        value={form.type}
        onChange={(event) => {
          const type = event.target.value as HiveValueType
          editor.setForm((current) => ({ ...current, type, value: valueForType(type, current.value) }))
        }}
        errors={editor.errors.fields.type}
        options={hiveValueTypes.map((value) => ({ value, label: enumLabel(value) }))}
      />
      <ValueField
        type={form.type}
        value={form.value}
        onChange={(value) => editor.set('value', value)}
        errors={valueErrors}
      />
      <TextField label={t('fields.description')} {...editor.text('description')} maxLength={500} />
    </RecordEditor>
  )
}
