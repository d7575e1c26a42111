import { trustpolicyCalls } from '@domain/calls/trustpolicy'
import type { TrustPolicyCollection, TrustPolicyConfig } from '@domain/entities/trustpolicy'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { trustPolicyConfigs } from '../../api/trustpolicy'
import { RecordCommandButtons } from '../../palette/CommandButtons'
import { useScreenDialog } from '../../palette/screen-dialog'
import { showSuccess } from '../../session/alert-store'
import { CheckboxField, SelectField, TextField } from '../../ui/Field'
import { FormDialog } from '../../ui/FormDialog'
import { formErrorsOf, standingErrors } from '../../ui/form-errors'
import { CloneDialog } from '../../ui/CloneDialog'
import { RecordEditor } from '../../ui/RecordEditor'
import { AppLink, Section } from '../../ui/record-parts'
import { SpacedFields } from '../../ui/SpaceFields'
import { RecordKindDetail, useSpacedEditor } from '../../workspace'
import { conditionText, useStatusOptions } from './policy-text'
import { EnumText } from '../../ui/EnumText'

/** /trustPolicy/{configName}?space=: one config, its collections by priority with their policies; `@new` creates one. */
export function TrustPolicyConfigDetail() {
  return <RecordKindDetail kind={trustPolicyConfigs} editor={ConfigEditor} />
}

function ConfigEditor({ record }: { record: TrustPolicyConfig | null }) {
  const { t } = useTranslation('trustpolicy')
  const statusOptions = useStatusOptions()
  const { editor, pane, spaced } = useSpacedEditor({
    kind: trustPolicyConfigs,
    record,
    newTitle: t('newConfigTitle'),
    deleteText: t('deleteConfigText', { count: record?.collections.length ?? 0 }),
    facts: (config) => [
      { label: t('fields.collectionCount'), value: config.collections.length },
      { label: t('fields.policyCount'), value: config.collections.reduce((sum, collection) => sum + collection.policies.length, 0) },
    ],
    initial: {
      description: record?.description ?? '',
      status: record?.status ?? 'ACTIVE',
      isDefault: record?.isDefault ?? false,
    },
    body: (form) => ({ description: form.description, status: form.status, isDefault: form.isDefault }),
  })
  return (
    <RecordEditor
      {...pane}
      formLabel={t('configFormLabel')}
      after={
        record && (
          <>
            <RecordCommandButtons record={trustPolicyConfigs.focus} />
            <ConfigCollections config={record} canWrite={pane.canWrite} />
            {pane.canWrite && <CloneConfig config={record} />}
          </>
        )
      }
    >
      <SpacedFields {...spaced} nameHint={t('nameHint')} />
      <div className="sm:col-span-2">
        <TextField label={t('fields.description')} {...editor.text('description')} maxLength={500} />
      </div>
      <SelectField label={t('fields.status')} {...editor.text('status')} options={statusOptions} />
      <CheckboxField label={t('fields.isDefault')} {...editor.check('isDefault')} />
    </RecordEditor>
  )
}

/** The config's collections in the order they are tried (the server's: by priority), each with its policies, each opening its own screen. */
function ConfigCollections({ config, canWrite }: { config: TrustPolicyConfig; canWrite: boolean }) {
  const { t } = useTranslation('trustpolicy')
  // The new collection's form is URL state, so its command (`a`) and a deep link open it.
  const adding = useScreenDialog('addCollection')
  const title = t('collections.title', { count: config.collections.length })
  return (
    <Section title={title} add={canWrite && { label: t('collections.add'), onClick: adding.show }}>
      {config.collections.length === 0 ? (
        <p className="text-sm text-slate-500">{t('collections.empty')}</p>
      ) : (
        <ol aria-label={title} className="space-y-3">
          {config.collections.map((collection) => (
            <CollectionItem key={collection.id} collection={collection} />
          ))}
        </ol>
      )}
      {adding.open && canWrite && <AddCollectionDialog config={config} onClose={adding.close} />}
    </Section>
  )
}

function CollectionItem({ collection }: { collection: TrustPolicyCollection }) {
  const { t } = useTranslation('trustpolicy')

  return (
    <li className="rounded-md border border-slate-200 p-2 dark:border-slate-700">
      <div className="flex flex-wrap items-baseline gap-2 text-sm">
        <span className="tabular-nums text-slate-500">{collection.priority}</span>
        <AppLink
          to="/trustPolicy/$configName/$collectionId"
          params={{ configName: collection.configName, collectionId: String(collection.id) }}
          search={{ space: collection.space }}
          className="font-medium"
        >
          {collection.name}
        </AppLink>
        <span className="text-xs text-slate-500">{t(`statuses.${collection.status}`)}</span>
      </div>
      {collection.policies.length > 0 && (
        <ul className="mt-1 space-y-0.5 ps-6 text-xs text-slate-600 dark:text-slate-300">
          {collection.policies.map((policy) => (
            <li key={policy.id}>
              <PolicyLine policy={policy} />
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

function PolicyLine({ policy }: { policy: TrustPolicyCollection['policies'][number] }) {
  const { t } = useTranslation('trustpolicy')
  return (
    <>
      <span className="font-medium">{policy.name}</span>: {conditionText(t, policy.condition)} → <EnumText value={policy.trustLevel} />
    </>
  )
}

/** A new collection of the config; it opens once created. */
function AddCollectionDialog({ config, onClose }: { config: TrustPolicyConfig; onClose: () => void }) {
  const { t } = useTranslation('trustpolicy')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const [priority, setPriority] = useState('100')
  const add = useMutation({
    mutationFn: (sent: { name: string; priority: string }) =>
      callApi(trustpolicyCalls.createCollection, { body: { space: config.space, configName: config.name, name: sent.name.trim(), priority: Number(sent.priority) } }),
    onSuccess: async (saved) => {
      await trustPolicyConfigs.refresh(queryClient)
      showSuccess(t('common:record.saved', { name: saved.name }))
      void navigate({ to: '/trustPolicy/$configName/$collectionId', params: { configName: config.name, collectionId: String(saved.id) }, search: { space: config.space } })
    },
  })
  const errors = standingErrors(formErrorsOf(add.error, ['name', 'priority']), add.variables, { name, priority })
  return (
    <FormDialog title={t('collections.add')} onClose={onClose} onSubmit={() => add.mutate({ name, priority })} pending={add.isPending} errors={errors.other} submitLabel={t('collections.add')}>
      <TextField label={t('common:fields.name')} value={name} onChange={(event) => setName(event.target.value)} autoFocus maxLength={120} errors={errors.fields.name} />
      <TextField label={t('fields.priority')} type="number" min={0} max={1000} value={priority} onChange={(event) => setPriority(event.target.value)} errors={errors.fields.priority} />
    </FormDialog>
  )
}

/** Copies the config, collections and policies, under a new name in its space; the copy opens. */
function CloneConfig({ config }: { config: TrustPolicyConfig }) {
  const { t } = useTranslation('trustpolicy')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return (
    <CloneDialog
      source={config}
      texts={{ title: t('cloneTitle', { name: config.name }), description: t('cloneText'), name: t('cloneName'), submit: t('commands.clone') }}
      clone={(copy) => callApi(trustpolicyCalls.cloneConfig, { params: { space: config.space, name: config.name }, body: { name: copy.name } })}
      onCloned={async (saved) => {
        await trustPolicyConfigs.refresh(queryClient)
        showSuccess(t('cloned', { name: saved.name }))
        void navigate({ to: '/trustPolicy/$configName', params: { configName: saved.name }, search: { space: saved.space } })
      }}
    />
  )
}
