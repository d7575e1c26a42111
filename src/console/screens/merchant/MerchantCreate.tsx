import { merchantCalls } from '@domain/calls/merchant'
import { type BusinessType, businessTypes } from '@domain/enums'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { likelyMerchantGroup } from '../../lib/scope'
import { merchantGroupChoicesQueryOptions, refreshMerchant } from '../../api/merchant'
import { showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { usePermission } from '../../session/use-permission'
import { SelectField, TextField } from '../../ui/Field'
import { RecordEditor } from '../../ui/RecordEditor'
import { TimeZoneField } from '../../ui/TimeZoneField'
import { useRecordEditor } from '../../ui/record-editor'
import { type GroupChoice, groupOptions, lastGroupKey, startingGroup } from './merchant-logic'

interface MerchantForm {
  name: string
  displayName: string
  group: string
  businessType: string
  defaultCurrency: string
  timezone: string
}

const initial: MerchantForm = { name: '', displayName: '', group: '', businessType: 'B2C', defaultCurrency: 'EUR', timezone: 'UTC' }

/** The groups a new merchant may go in: the group list when the user may read it, else the user's visibility tree. */
function useGroupChoices(): { choices: GroupChoice[]; loading: boolean } {
  const canListGroups = usePermission('merchantGroup.read')
  const listed = useQuery({ ...merchantGroupChoicesQueryOptions(), enabled: canListGroups })
  const tree = useSessionStore((state) => state.user?.visibilityTree.spaces)
  if (canListGroups && listed.data) {
    return { choices: listed.data.items.map((group) => ({ name: group.name, displayName: group.displayName, space: group.space, status: group.status })), loading: false }
  }
  const fromTree = (tree ?? []).flatMap((space) => space.groups.map((group) => ({ name: group.name, displayName: group.displayName, space: space.name, status: 'ACTIVE' as const })))
  return { choices: fromTree, loading: canListGroups && listed.isPending }
}

/** /merchants/@new: a merchant's name, group and defaults; once created, its page opens. */
export function MerchantCreate() {
  const { t } = useTranslation('merchant')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const canWrite = usePermission('merchant.write')
  const { choices, loading } = useGroupChoices()
  const likelyGroup = useSessionStore((state) => likelyMerchantGroup(state.user))
  const lastGroup = lastGroupKey(useSessionStore((state) => state.user?.username ?? ''))
  const editor = useRecordEditor({
    initial,
    save: (form: MerchantForm) =>
      callApi(merchantCalls.create, {
        body: {
          name: form.name.trim(),
          displayName: form.displayName.trim(),
          group: form.group,
          businessType: form.businessType as BusinessType,
          defaultCurrency: form.defaultCurrency.trim().toUpperCase(),
          timezone: form.timezone,
        },
      }),
    onSaved: async (saved) => {
      globalThis.localStorage?.setItem(lastGroup, saved.group)
      await refreshMerchant(queryClient, saved.name)
      showSuccess(t('create.saved', { merchant: saved.displayName }))
      void navigate({ to: '/merchants/$merchant', params: { merchant: saved.name } })
    },
  })
  const options = groupOptions(choices, t('create.chooseGroup'))
  // The select starts on a group, so onboarding needs no key to choose one in the usual case.
  const suggestedGroup = startingGroup(options, globalThis.localStorage?.getItem(lastGroup) ?? null, likelyGroup)

  return (
    <div className="mx-auto max-w-3xl">
      <RecordEditor
        editor={editor}
        exists={false}
        title={t('create.title')}
        subtitle={t('create.subtitle')}
        onClose={() => void navigate({ to: '/merchants' })}
        formLabel={t('create.formLabel')}
        canWrite={canWrite}
      >
        <TextField label={t('fields.name')} {...editor.text('name')} maxLength={100} hint={t('create.nameHint')} dir="ltr" />
        <TextField label={t('fields.displayName')} {...editor.text('displayName')} maxLength={120} />
        <SelectField label={t('fields.group')} {...editor.text('group')} required suggested={suggestedGroup} options={options} disabled={loading} hint={loading ? t('create.groupsLoading') : undefined} />
        <SelectField label={t('fields.businessType')} {...editor.text('businessType')} options={businessTypes.map((value) => ({ value, label: t(`businessTypes.${value}`) }))} />
        <TextField label={t('fields.defaultCurrency')} {...editor.text('defaultCurrency')} maxLength={3} hint={t('create.currencyHint')} dir="ltr" />
        <TimeZoneField label={t('fields.timezone')} {...editor.pick('timezone')} />
      </RecordEditor>
    </div>
  )
}
