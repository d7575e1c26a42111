import { mgroupCalls } from '@domain/calls/mgroup'
import type { MerchantGroup } from '@domain/entities/mgroup'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { groupMerchantsQueryOptions, mgroup } from '../../api/mgroup'
import { useDialogAction } from '../../palette/screen-dialog'
import { usePermission } from '../../session/use-permission'
import { Skeleton } from '../../ui/Card'
import { TextField } from '../../ui/Field'
import { RecordEditor } from '../../ui/RecordEditor'
import { Mono, RecordLinks, Section } from '../../ui/record-parts'
import { SpacedFields, type SpacedForm, useSpaceChoices } from '../../ui/SpaceFields'
import { StatusField } from '../../ui/StatusField'
import { RecordKindDetail, useKindEditor } from '../../workspace'
import { GroupLogo } from './GroupLogo'
import { merchantTarget } from '../../lib/targets'

interface GroupForm extends SpacedForm {
  displayName: string
  status: 'ACTIVE' | 'DISABLED'
}

/** /groups/{group}: one merchant group to read and edit, with its logo and merchants; `@new` creates one. */
export function GroupDetail() {
  return <RecordKindDetail kind={mgroup} editor={GroupEditor} />
}

function GroupEditor({ record }: { record: MerchantGroup | null }) {
  const { t } = useTranslation('mgroup')
  const { spaces, initial } = useSpaceChoices(record)
  const logoInput = useRef<HTMLInputElement>(null)
  const { editor, canWrite, pane } = useKindEditor({
    kind: mgroup,
    record,
    nameOf: (saved: MerchantGroup) => saved.displayName,
    facts: (group) => [
      { label: t('fields.space'), value: group.space },
      { label: t('fields.merchantCount'), value: group.merchantCount },
    ],
    initial: {
      ...initial,
      displayName: record?.displayName ?? '',
      status: record?.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
    } satisfies GroupForm as GroupForm,
    save: (form: GroupForm) =>
      record
        ? callApi(mgroupCalls.update, { params: { group: record.name }, body: { displayName: form.displayName.trim(), status: form.status } })
        : callApi(mgroupCalls.create, { body: { name: form.name.trim(), displayName: form.displayName.trim(), space: form.space } }),
  })

  // A browser opens the chooser only right after a key press or click; otherwise the focused control waits for one.
  useDialogAction('uploadLogo', () => {
    logoInput.current?.focus()
    logoInput.current?.click()
  })

  return (
    <RecordEditor
      {...pane}
      title={record ? record.displayName : t('newTitle')}
      subtitle={record ? <span className="font-mono">{record.name}</span> : undefined}
      formLabel={t('formLabel')}
      after={
        record && (
          <>
            <GroupLogo group={record} canWrite={canWrite} inputRef={logoInput} />
            <GroupMerchants group={record} />
          </>
        )
      }
    >
      <SpacedFields editor={editor} exists={record !== null} spaces={spaces} nameHint={t('nameHint')} />
      <TextField label={t('fields.displayName')} {...editor.text('displayName')} maxLength={120} />
      {record && <StatusField statuses={['ACTIVE', 'DISABLED']} {...editor.text('status')} />}
    </RecordEditor>
  )
}

/** The first merchants of the group, each a link to its page. */
function GroupMerchants({ group }: { group: MerchantGroup }) {
  const { t } = useTranslation('mgroup')
  const canRead = usePermission('merchant.read')
  const query = useQuery({ ...groupMerchantsQueryOptions(group.name), enabled: canRead })
  if (!canRead) return null
  return (
    <Section title={t('merchants.title', { count: group.merchantCount })}>
      {query.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-error">
          {t('merchants.failed')}
        </p>
      ) : (
        <>
          <RecordLinks
            empty={t('merchants.empty')}
            items={query.data.items.map((merchant) => ({
              key: merchant.name,
              target: merchantTarget(merchant.name),
              name: merchant.displayName,
              detail: <Mono>{merchant.name}</Mono>,
              status: merchant.status,
            }))}
          />
          {group.merchantCount > query.data.items.length && (
            <p className="mt-2 text-xs text-slate-500">{t('merchants.more', { shown: query.data.items.length, count: group.merchantCount })}</p>
          )}
        </>
      )}
    </Section>
  )
}
