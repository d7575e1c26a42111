import { cardblacklistCalls } from '@domain/calls/cardblacklist'
import type { CardBlacklistEntry } from '@domain/entities/cardblacklist'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cardBlacklistEntryQueryOptions, refreshCardData } from '../../api/cardData'
import { callApi } from '../../api/client'
import { formatInZone, zonedTimeToIso } from '../../lib/dates'
import { errorText } from '../../lib/error-text'
import { useRegisterFocus } from '../../palette/focus-records'
import { showSuccess } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { SelectField, TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
import { formErrorsOf } from '../../ui/form-errors'
import { FactList, RecordPane, RecordPaneSkeleton } from '../../ui/RecordPane'
import { NEW_RECORD, orNull, StatusBadge } from './parts'

const route = getRouteApi('/_console/cardBlacklist/$cardId')

const FIELDS = ['cardId', 'cardBin', 'cardLast4Digits', 'space', 'reason', 'expiresAt', 'status'] as const
const LOCAL_TIME = "yyyy-MM-dd'T'HH:mm"

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
    expiresAt: entry?.expiresAt ? formatInZone(entry.expiresAt, timeZone, LOCAL_TIME) : '',
    status: entry?.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
  }
}

/** `2026-11-21T10:30` read in the user's time zone, as an ISO time; empty is no expiry. */
function expiryIso(local: string, timeZone: string): string | null {
  if (!local) return null
  try {
    return zonedTimeToIso(`${local.replace('T', ' ')}${local.length === 16 ? ':00' : ''}`, timeZone)
  } catch {
    // The server answers with a field error for what it cannot read.
    return local
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
  if (query.isPending) return <RecordPaneSkeleton />
  if (query.isError)
    return (
      <p role="alert" className="m-4 text-sm text-error">
        {errorText(query.error as Error)}
      </p>
    )
  return <BlacklistEditor key={query.data.updated} entry={query.data} />
}

function BlacklistEditor({ entry }: { entry: CardBlacklistEntry | null }) {
  const { t } = useTranslation('cardData')
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const queryClient = useQueryClient()
  const timeZone = useSessionStore((state) => state.user?.timezone ?? 'UTC')
  const [form, setForm] = useState(() => formOf(entry, timeZone))
  const [confirming, setConfirming] = useState(false)
  const set = (field: keyof BlacklistForm, value: string) => setForm((current) => ({ ...current, [field]: value }))
  const { entrySpace: _open, ...listSearch } = search

  const save = useMutation({
    mutationFn: () =>
      entry
        ? callApi(cardblacklistCalls.update, {
            params: { cardId: entry.cardId },
            query: { space: entry.space },
            body: { reason: form.reason, status: form.status as 'ACTIVE' | 'DISABLED', expiresAt: expiryIso(form.expiresAt, timeZone) },
          })
        : callApi(cardblacklistCalls.create, {
            body: {
              cardId: form.cardId.trim(),
              cardBin: orNull(form.cardBin),
              cardLast4Digits: orNull(form.cardLast4Digits),
              space: orNull(form.space) ?? undefined,
              reason: form.reason,
              expiresAt: expiryIso(form.expiresAt, timeZone),
            },
          }),
    onSuccess: async (saved) => {
      await refreshCardData(queryClient)
      showSuccess(t('blacklist.saved'))
      if (!entry) void navigate({ to: '/cardBlacklist/$cardId', params: { cardId: saved.cardId }, search: { ...listSearch, entrySpace: saved.space } })
    },
  })
  const remove = useMutation({
    mutationFn: () => callApi(cardblacklistCalls.remove, { params: { cardId: entry!.cardId }, query: { space: entry!.space } }),
    onSuccess: async () => {
      setConfirming(false)
      showSuccess(t('blacklist.deleted'))
      void navigate({ to: '/cardBlacklist', search: listSearch })
      await refreshCardData(queryClient)
    },
    onError: () => setConfirming(false),
  })
  const errors = formErrorsOf(save.error ?? remove.error, FIELDS)

  return (
    <RecordPane
      title={entry ? <span className="font-mono">{entry.cardId}</span> : t('blacklist.newTitle')}
      subtitle={entry ? [entry.space, entry.cardBin && entry.cardLast4Digits ? `${entry.cardBin} •••• ${entry.cardLast4Digits}` : null].filter(Boolean).join(' · ') : undefined}
      onClose={() => void navigate({ to: '/cardBlacklist', search: listSearch })}
      actions={
        entry && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('actions.delete')}
          </Button>
        )
      }
    >
      {entry && (
        <FactList
          facts={[
            { label: t('fields.status'), value: <StatusBadge status={entry.status} /> },
            { label: t('blacklist.fields.active'), value: entry.active ? t('blacklist.activeNow') : t('blacklist.notActive') },
            { label: t('blacklist.fields.cardBin'), value: entry.cardBin },
            { label: t('blacklist.fields.cardLast4Digits'), value: entry.cardLast4Digits },
            { label: t('blacklist.fields.createdBy'), value: entry.createdBy },
            { label: t('fields.created'), value: formatInZone(entry.created, timeZone) },
            { label: t('fields.updated'), value: formatInZone(entry.updated, timeZone) },
          ]}
        />
      )}
      <Form onSubmit={() => save.mutate()} pending={save.isPending} className="grid max-w-2xl gap-3 sm:grid-cols-2" aria-label={t('blacklist.formLabel')}>
        {!entry && (
          <>
            <div className="sm:col-span-2">
              <TextField
                label={t('blacklist.fields.cardId')}
                value={form.cardId}
                onChange={(event) => set('cardId', event.target.value)}
                autoFocus
                maxLength={128}
                hint={t('blacklist.cardIdHint')}
                errors={errors.fields.cardId}
              />
            </div>
            <TextField label={t('blacklist.fields.cardBin')} value={form.cardBin} inputMode="numeric" maxLength={8} onChange={(event) => set('cardBin', event.target.value)} errors={errors.fields.cardBin} />
            <TextField
              label={t('blacklist.fields.cardLast4Digits')}
              value={form.cardLast4Digits}
              inputMode="numeric"
              maxLength={4}
              onChange={(event) => set('cardLast4Digits', event.target.value)}
              errors={errors.fields.cardLast4Digits}
            />
            <TextField label={t('blacklist.fields.space')} value={form.space} onChange={(event) => set('space', event.target.value)} hint={t('blacklist.spaceHint')} errors={errors.fields.space} />
          </>
        )}
        <div className="sm:col-span-2">
          <TextField label={t('blacklist.fields.reason')} value={form.reason} maxLength={500} onChange={(event) => set('reason', event.target.value)} errors={errors.fields.reason} />
        </div>
        <TextField
          label={t('blacklist.fields.expiresAt')}
          type="datetime-local"
          value={form.expiresAt}
          onChange={(event) => set('expiresAt', event.target.value)}
          hint={t('blacklist.expiresHint', { timeZone })}
          errors={errors.fields.expiresAt}
        />
        {entry && (
          <SelectField
            label={t('fields.status')}
            value={form.status}
            options={['ACTIVE', 'DISABLED'].map((value) => ({ value, label: value }))}
            onChange={(event) => set('status', event.target.value)}
            errors={errors.fields.status}
          />
        )}
        <div className="space-y-3 sm:col-span-2">
          <FormError messages={errors.other} />
          <div className="flex items-center gap-3">
            <Button type="submit" pending={save.isPending}>
              {entry ? t('actions.save') : t('actions.create')}
            </Button>
            <span className="text-xs text-slate-500">{t('actions.saveHint')}</span>
          </div>
        </div>
      </Form>
      {entry && (
        <ConfirmDialog
          open={confirming}
          title={t('blacklist.deleteTitle')}
          confirmLabel={t('actions.delete')}
          pending={remove.isPending}
          onConfirm={() => remove.mutate()}
          onClose={() => setConfirming(false)}
        >
          {t('blacklist.deleteText', { card: entry.cardId, space: entry.space })}
        </ConfirmDialog>
      )}
    </RecordPane>
  )
}
