import { NEW_RECORD } from '@domain/constants'
import { cardblacklistCalls } from '@domain/calls/cardblacklist'
import type { CardBlacklistEntry } from '@domain/entities/cardblacklist'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { cardBlacklistEntryQueryOptions, refreshCardData } from '../../api/cardData'
import { callApi } from '../../api/client'
import { isoOfLocalInput, localInputOf } from '../../lib/dates'
import { useRegisterFocus } from '../../palette/focus-records'
import { showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { usePermission } from '../../session/use-permission'
import { TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { orNull, useRecordEditor } from '../../ui/record-editor'
import { StatusField } from '../../ui/StatusField'

const route = getRouteApi('/_console/cardBlacklist/$cardId')

const FIELDS = ['cardId', 'cardBin', 'cardLast4Digits', 'space', 'reason', 'expiresAt', 'status'] as const

interface BlacklistForm {
  cardId: string
  cardBin: string
  cardLast4Digits: string
  space: string
  reason: string
  /** A datetime-local value in the user's time zone; empty for no expiry. */
  expiresAt: string
  status: string
}

function formOf(entry: CardBlacklistEntry | null, timeZone: string): BlacklistForm {
  return {
    cardId: entry?.cardId ?? '',
    cardBin: entry?.cardBin ?? '',
    cardLast4Digits: entry?.cardLast4Digits ?? '',
    space: entry?.space ?? '',
    reason: entry?.reason ?? '',
    expiresAt: localInputOf(entry?.expiresAt ?? null, timeZone),
    status: entry?.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
  }
}

/** /cardBlacklist/{cardId}: one blacklisted card to read, edit or delete; `@new` adds one. */
export function CardBlacklistDetail() {
  const { cardId } = route.useParams()
  const { entrySpace } = route.useSearch()
  if (cardId === NEW_RECORD) return <BlacklistEditor entry={null} />
  return <ExistingEntry cardId={cardId} space={entrySpace} />
}

function ExistingEntry({ cardId, space }: { cardId: string; space?: string }) {
  const query = useQuery(cardBlacklistEntryQueryOptions(cardId, space))
  useRegisterFocus('cardBlacklistEntry', query.data ?? null)
  return <RecordQuery query={query}>{(entry) => <BlacklistEditor key={entry.updated} entry={entry} />}</RecordQuery>
}

function BlacklistEditor({ entry }: { entry: CardBlacklistEntry | null }) {
  const { t } = useTranslation('cardData')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const canWrite = usePermission('cardData.write')
  const timeZone = useSessionStore((state) => state.user?.timezone ?? 'UTC')
  const { entrySpace: _open, ...listSearch } = search
  const close = () => void navigate({ to: '/cardBlacklist', search: listSearch })
  const editor = useRecordEditor({
    initial: formOf(entry, timeZone),
    fields: FIELDS,
    save: (form: BlacklistForm) =>
      entry
        ? callApi(cardblacklistCalls.update, {
            params: { cardId: entry.cardId },
            query: { space: entry.space },
            body: { reason: form.reason, status: form.status as 'ACTIVE' | 'DISABLED', expiresAt: isoOfLocalInput(form.expiresAt, timeZone) },
          })
        : callApi(cardblacklistCalls.create, {
            body: {
              cardId: form.cardId.trim(),
              cardBin: orNull(form.cardBin),
              cardLast4Digits: orNull(form.cardLast4Digits),
              space: orNull(form.space) ?? undefined,
              reason: form.reason,
              expiresAt: isoOfLocalInput(form.expiresAt, timeZone),
            },
          }),
    onSaved: async (saved) => {
      await refreshCardData(queryClient)
      showSuccess(t('blacklist.saved'))
      if (!entry) void navigate({ to: '/cardBlacklist/$cardId', params: { cardId: saved.cardId }, search: { ...listSearch, entrySpace: saved.space } })
    },
    remove: entry ? () => callApi(cardblacklistCalls.remove, { params: { cardId: entry.cardId }, query: { space: entry.space } }) : undefined,
    onRemoved: async () => {
      showSuccess(t('blacklist.deleted'))
      close()
      await refreshCardData(queryClient)
    },
  })

  return (
    <RecordEditor
      editor={editor}
      exists={entry !== null}
      title={entry ? <span className="font-mono">{entry.cardId}</span> : t('blacklist.newTitle')}
      subtitle={entry ? [entry.space, entry.cardBin && entry.cardLast4Digits ? `${entry.cardBin} •••• ${entry.cardLast4Digits}` : null].filter(Boolean).join(' · ') : undefined}
      onClose={close}
      formLabel={t('blacklist.formLabel')}
      canWrite={canWrite}
      deletion={entry ? { title: t('blacklist.deleteTitle'), text: t('blacklist.deleteText', { card: entry.cardId, space: entry.space }) } : undefined}
      stamps={entry ? { status: entry.status, created: entry.created, updated: entry.updated } : undefined}
      facts={
        entry
          ? [
              { label: t('blacklist.fields.active'), value: entry.active ? t('blacklist.activeNow') : t('blacklist.notActive') },
              { label: t('blacklist.fields.cardBin'), value: entry.cardBin },
              { label: t('blacklist.fields.cardLast4Digits'), value: entry.cardLast4Digits },
              { label: t('blacklist.fields.createdBy'), value: entry.createdBy },
            ]
          : undefined
      }
    >
      {!entry && (
        <>
          <div className="sm:col-span-2">
            <TextField label={t('blacklist.fields.cardId')} {...editor.text('cardId')} autoFocus maxLength={128} hint={t('blacklist.cardIdHint')} />
          </div>
          <TextField label={t('blacklist.fields.cardBin')} {...editor.text('cardBin')} inputMode="numeric" maxLength={8} />
          <TextField label={t('blacklist.fields.cardLast4Digits')} {...editor.text('cardLast4Digits')} inputMode="numeric" maxLength={4} />
          <TextField label={t('blacklist.fields.space')} {...editor.text('space')} hint={t('blacklist.spaceHint')} />
        </>
      )}
      <div className="sm:col-span-2">
        <TextField label={t('blacklist.fields.reason')} {...editor.text('reason')} maxLength={500} />
      </div>
      <TextField label={t('blacklist.fields.expiresAt')} type="datetime-local" {...editor.text('expiresAt')} hint={t('blacklist.expiresHint', { timeZone })} />
      {entry && <StatusField statuses={['ACTIVE', 'DISABLED']} {...editor.text('status')} />}
    </RecordEditor>
  )
}
