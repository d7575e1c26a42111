import { trustpolicyCalls } from '@domain/calls/trustpolicy'
import { comparisonOperators, conditionCurrency, type TrustPolicy, type TrustPolicyCollection, type TrustPolicyCondition, trustPolicyFields, trustPolicySimulationInputSchema } from '@domain/entities/trustpolicy'
import { type CustomerTrustLevel, customerTrustLevels, type RuleStatus } from '@domain/enums'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { numericId } from '../../api/record-kind'
import { policyCurrencies, trustPolicyConfigs } from '../../api/trustpolicy'
import { useRegisterFocus } from '../../palette/focus-records'
import { showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { useItemDialog, useScreenDialog } from '../../palette/screen-dialog'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { SelectField, TextField } from '../../ui/Field'
import { FormDialog } from '../../ui/FormDialog'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { acceptedNumber, useRecordEditor } from '../../ui/record-editor'
import { CompactTable } from '../../ui/CompactTable'
import { AppLink, Section } from '../../ui/record-parts'
import { RecordHistory } from '../../workspace/RecordHistory'
import { PolicySimulation } from './PolicySimulation'
import { ReviewFeedback } from '../../ui/ReviewFeedback'
import { type ComparisonOperator, conditionText, operatorSigns, useStatusOptions } from './policy-text'
import { SpaceName } from '../../ui/SpaceName'
import { EnumText, useEnumOptions } from '../../ui/EnumText'

interface CollectionForm {
  name: string
  description: string
  priority: string
  status: RuleStatus
}

interface PolicyForm {
  name: string
  field: TrustPolicy['condition']['field']
  operator: ComparisonOperator
  value: string
  /** APPROVED_AMOUNT only. */
  currency: string
  trustLevel: CustomerTrustLevel
  priority: string
  status: RuleStatus
}

/**
 * /trustPolicy/{configName}/{collectionId}?space=: a collection and its policies. A collection is
 * read with its config, the one call that lists them, so a write refreshes the config.
 */
export function TrustPolicyCollectionScreen() {
  const { t } = useTranslation('trustpolicy')
  const { configName, collectionId } = useParams({ strict: false }) as { configName: string; collectionId: string }
  const { space = '' } = useSearch({ strict: false }) as { space?: string }
  const query = useQuery(trustPolicyConfigs.detailQuery(configName, { space }))
  const id = numericId(collectionId)
  const collection = query.data?.collections.find((entry) => entry.id === id) ?? null
  useRegisterFocus(trustPolicyConfigs.focus, query.data ?? null)
  useRegisterFocus('trustPolicyCollection', collection)
  return (
    <RecordQuery query={query}>
      {() =>
        collection ? (
          <div key={`${collection.id}|${collection.updated ?? ''}`} className="space-y-4">
            <CollectionEditor collection={collection} />
            <RecordHistory target={{ targetType: 'trustPolicyCollection', targetId: String(collection.id) }} />
          </div>
        ) : (
          <p role="alert" className="text-sm text-error">
            {t('common:record.notFound')}
          </p>
        )
      }
    </RecordQuery>
  )
}

function CollectionEditor({ collection }: { collection: TrustPolicyCollection }) {
  const { t } = useTranslation('trustpolicy')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const canWrite = usePermission('trustPolicy.write')
  const statusOptions = useStatusOptions()
  const params = { space: collection.space, id: collection.id }
  const toConfig = () => navigate({ to: '/trustPolicy/$configName', params: { configName: collection.configName }, search: { space: collection.space } })
  const editor = useRecordEditor<CollectionForm, TrustPolicyCollection>({
    initial: { name: collection.name, description: collection.description, priority: String(collection.priority), status: collection.status },
    save: (form) =>
      callApi(trustpolicyCalls.updateCollection, {
        params,
        body: { name: form.name.trim(), description: form.description, priority: Number(form.priority), status: form.status },
      }),
    onSaved: async (saved) => {
      await trustPolicyConfigs.refresh(queryClient)
      showSuccess(t('common:record.saved', { name: saved.name }))
    },
    remove: () => callApi(trustpolicyCalls.removeCollection, { params }),
    onRemoved: async () => {
      showSuccess(t('common:record.deleted', { name: collection.name }))
      await toConfig()
      await trustPolicyConfigs.refresh(queryClient)
    },
  })
  return (
    <RecordEditor
      editor={editor}
      exists
      stamps={collection}
      onClose={() => void toConfig()}
      canWrite={canWrite}
      deletion={{ title: t('common:record.deleteTitle', { name: collection.name }), text: t('deleteCollectionText', { count: collection.policies.length }) }}
      title={collection.name}
      subtitle={
        <>
          <SpaceName space={collection.space} /> / {collection.configName}
        </>
      }
      formLabel={t('collectionFormLabel')}
      facts={[{ label: t('fields.config'), value: <AppLink to="/trustPolicy/$configName" params={{ configName: collection.configName }} search={{ space: collection.space }}>{collection.configName}</AppLink> }]}
      after={<CollectionPolicies collection={collection} canWrite={canWrite} />}
    >
      <TextField label={t('common:fields.name')} {...editor.text('name')} maxLength={120} />
      <TextField label={t('fields.priority')} type="number" min={0} max={1000} {...editor.text('priority')} />
      <div className="sm:col-span-2">
        <TextField label={t('fields.description')} {...editor.text('description')} maxLength={500} />
      </div>
      <SelectField label={t('fields.status')} {...editor.text('status')} options={statusOptions} />
    </RecordEditor>
  )
}

/** The collection's policies in the order they are tried (the server's: by priority); each opens its form in a dialog. */
function CollectionPolicies({ collection, canWrite }: { collection: TrustPolicyCollection; canWrite: boolean }) {
  const { t } = useTranslation('trustpolicy')
  // Every form and question here is URL state: its command (`a`) and a deep link open it, Back closes it.
  const adding = useScreenDialog('addPolicy')
  const editDialog = useItemDialog('editPolicy')
  const deleteDialog = useItemDialog('deletePolicy')
  const policyOf = (id: string | undefined) => collection.policies.find((policy) => String(policy.id) === id) ?? null
  const editing = policyOf(editDialog.item)
  const deleting = canWrite ? policyOf(deleteDialog.item) : null
  const title = t('policies.title', { count: collection.policies.length })
  return (
    <Section title={title} add={canWrite && { label: t('policies.add'), onClick: adding.show }}>
      <CompactTable<TrustPolicy>
        caption={title}
        empty={t('policies.empty')}
        rows={collection.policies}
        rowKey={(policy) => policy.id}
        columns={[
          { id: 'priority', header: t('fields.priority'), className: 'tabular-nums', cell: (policy) => policy.priority },
          { id: 'name', header: t('common:fields.name'), cell: (policy) => policy.name },
          { id: 'condition', header: t('fields.condition'), cell: (policy) => conditionText(t, policy.condition) },
          { id: 'trustLevel', header: t('fields.trustLevel'), cell: (policy) => <EnumText value={policy.trustLevel} /> },
          { id: 'status', header: t('fields.status'), cell: (policy) => t(`statuses.${policy.status}`) },
          {
            id: 'actions',
            header: <span className="sr-only">{t('policies.actions')}</span>,
            className: 'whitespace-nowrap',
            cell: (policy) => (
              <>
                <Button variant="secondary" className="!px-2 !py-0.5 text-xs" onClick={() => editDialog.show(String(policy.id))}>
                  {canWrite ? t('policies.edit', { name: policy.name }) : t('policies.view', { name: policy.name })}
                </Button>
                {canWrite && (
                  <Button variant="secondary" className="ms-2 !px-2 !py-0.5 text-xs" onClick={() => deleteDialog.show(String(policy.id))}>
                    {t('policies.delete', { name: policy.name })}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
      {editing !== null && <PolicyDialog key={editing.id} collection={collection} policy={editing} canWrite={canWrite} onClose={editDialog.close} />}
      {editing === null && adding.open && canWrite && <PolicyDialog collection={collection} policy={null} canWrite={canWrite} onClose={adding.close} />}
      {deleting && <DeletePolicy policy={deleting} onClose={deleteDialog.close} />}
    </Section>
  )
}

/** The form's condition: an approved amount carries its currency, other measures none. */
function conditionOf(form: PolicyForm, value: number): TrustPolicyCondition {
  const { operator } = form
  return form.field === 'APPROVED_AMOUNT' ? { field: form.field, operator, value, currency: form.currency } : { field: form.field, operator, value }
}

/** A policy's form: its condition, the trust level it moves a customer to and its status, each chosen from the domain's lists. */
function PolicyDialog({ collection, policy, canWrite, onClose }: { collection: TrustPolicyCollection; policy: TrustPolicy | null; canWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation('trustpolicy')
  const enumOptions = useEnumOptions()
  const queryClient = useQueryClient()
  const statusOptions = useStatusOptions()
  const editor = useRecordEditor<PolicyForm, TrustPolicy>({
    initial: {
      name: policy?.name ?? '',
      field: policy?.condition.field ?? trustPolicyFields[0],
      operator: policy?.condition.operator ?? 'GTE',
      value: String(policy?.condition.value ?? 0),
      currency: (policy && conditionCurrency(policy.condition)) ?? '',
      trustLevel: policy?.trustLevel ?? 'TRUSTED',
      priority: String(policy?.priority ?? 100),
      status: policy?.status ?? 'ACTIVE',
    },
    // The server names the condition's parts under `condition.*`.
    fields: ['name', 'field', 'operator', 'value', 'currency', 'trustLevel', 'priority', 'status', 'condition.field', 'condition.operator', 'condition.value', 'condition.currency'],
    save: (form) => {
      const body = {
        name: form.name.trim(),
        condition: conditionOf(form, Number(form.value)),
        trustLevel: form.trustLevel,
        priority: Number(form.priority),
        status: form.status,
      }
      return policy
        ? callApi(trustpolicyCalls.updatePolicy, { params: { space: policy.space, id: policy.id }, body })
        : callApi(trustpolicyCalls.createPolicy, { body: { ...body, space: collection.space, collectionId: collection.id } })
    },
    onSaved: async (saved) => {
      await trustPolicyConfigs.refresh(queryClient)
      showSuccess(t('common:record.saved', { name: saved.name }))
      onClose()
    },
  })
  const currencies = useQuery(policyCurrencies())
  const errorsOf = (field: 'field' | 'operator' | 'value' | 'currency') => editor.errors.fields[`condition.${field}`] ?? editor.errors.fields[field]
  const { form } = editor
  // The edited condition and level, unsaved; none to simulate until the value is a whole number.
  const value = form.value.trim() === '' ? Number.NaN : Number(form.value)
  // Its place among the collection's policies; the server's default while the field is not a priority yet.
  const priority = acceptedNumber(form.priority, trustPolicySimulationInputSchema.shape.priority)
  const simulated =
    Number.isInteger(value) && value >= 0 && (form.field !== 'APPROVED_AMOUNT' || form.currency !== '')
      ? {
          collectionId: collection.id,
          ...(policy ? { policyId: policy.id } : {}),
          condition: conditionOf(form, value),
          trustLevel: form.trustLevel,
          priority,
        }
      : null
  return (
    <FormDialog
      title={policy ? policy.name : t('policies.add')}
      description={t('policyText', { collection: collection.name })}
      onClose={onClose}
      onSubmit={() => {
        if (canWrite) editor.save.mutate()
      }}
      pending={editor.save.isPending}
      errors={editor.errors.other}
      submitLabel={t('common:actions.save')}
    >
      <fieldset disabled={!canWrite} className="space-y-4" aria-label={t('policyFormLabel')}>
        <TextField label={t('common:fields.name')} {...editor.text('name')} maxLength={120} autoFocus={policy === null} />
        <SelectField label={t('fields.field')} {...editor.text('field')} errors={errorsOf('field')} options={trustPolicyFields.map((field) => ({ value: field, label: t(`conditionFields.${field}`) }))} />
        <SelectField label={t('fields.operator')} {...editor.text('operator')} errors={errorsOf('operator')} options={comparisonOperators.map((operator) => ({ value: operator, label: operatorSigns[operator] }))} />
        <TextField label={t('fields.value')} type="number" min={0} {...editor.text('value')} errors={errorsOf('value')} autoFocus={policy !== null} />
        {form.field === 'APPROVED_AMOUNT' && (
          <SelectField
            label={t('fields.currency')}
            {...editor.text('currency')}
            errors={errorsOf('currency')}
            required
            options={[{ value: '', label: t('fields.chooseCurrency') }, ...(currencies.data ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name}` }))]}
          />
        )}
        <SelectField label={t('fields.trustLevel')} {...editor.text('trustLevel')} options={enumOptions(customerTrustLevels)} />
        <TextField label={t('fields.priority')} type="number" min={0} max={1000} {...editor.text('priority')} />
        <SelectField label={t('fields.status')} {...editor.text('status')} options={statusOptions} />
      </fieldset>
      <PolicySimulation space={collection.space} body={simulated} />
      {policy && <ReviewFeedback source="TRUST_POLICY" sourceRef={`${collection.configName}/${policy.id}`} />}
      {policy && <RecordHistory target={{ targetType: 'trustPolicy', targetId: String(policy.id) }} />}
    </FormDialog>
  )
}

function DeletePolicy({ policy, onClose }: { policy: TrustPolicy; onClose: () => void }) {
  const { t } = useTranslation('trustpolicy')
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const remove = async () => {
    setPending(true)
    try {
      await callApi(trustpolicyCalls.removePolicy, { params: { space: policy.space, id: policy.id } })
      await trustPolicyConfigs.refresh(queryClient)
      showSuccess(t('common:record.deleted', { name: policy.name }))
      onClose()
    } finally {
      setPending(false)
    }
  }
  return (
    <ConfirmDialog open title={t('common:record.deleteTitle', { name: policy.name })} confirmLabel={t('common:actions.delete')} pending={pending} onConfirm={() => void remove()} onClose={onClose} irreversible={t('common:record.deletedForGood')}>
      {t('deletePolicyText')}
    </ConfirmDialog>
  )
}
