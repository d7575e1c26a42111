import { cardblacklistCalls } from '@domain/calls/cardblacklist'
import type { CardBlacklistEntry } from '@domain/entities/cardblacklist'
import { useTranslation } from 'react-i18next'
import { cardblacklist } from '../../api/cardblacklist'
import { callApi } from '../../api/client'
import { isoOfLocalInput, localInputOf } from '../../lib/dates'
import { TextField } from '../../ui/Field'
import { RecordEditor } from '../../ui/RecordEditor'
import { orNull } from '../../ui/record-editor'
import { StatusField } from '../../ui/StatusField'
import { RecordKindDetail, useKindEditor } from '../../workspace'
import { useTimeZone } from '../../lib/use-time-zone'
import { SpaceName } from '../../ui/SpaceName'
import { DateTimeField } from '../../ui/DateTimeField'

interface BlacklistForm {
  cardId: string
  cardBin: string
  cardLast4Digits: string
  space: string
  reason: string
  /** A local date and time in the user's time zone; empty for no expiry. */
  expiresAt: string
  status: 'ACTIVE' | 'DISABLED'
}

/** /cardBlacklist/{cardId}?entrySpace=: one blacklisted card to read, edit or delete; `@new` adds one. */
export function CardBlacklistDetail() {
  return <RecordKindDetail kind={cardblacklist} editor={BlacklistEditor} />
}

function BlacklistEditor({ record: entry }: { record: CardBlacklistEntry | null }) {
  const { t } = useTranslation('cardblacklist')
  const timeZone = useTimeZone()
  const { editor, pane } = useKindEditor({
    kind: cardblacklist,
    record: entry,
    deleteText: t('deleteText', { card: entry?.cardId, space: entry?.space }),
    nameOf: (saved: CardBlacklistEntry) => saved.cardId,
    initial: {
      cardId: entry?.cardId ?? '',
      cardBin: entry?.cardBin ?? '',
      cardLast4Digits: entry?.cardLast4Digits ?? '',
      space: entry?.space ?? '',
      reason: entry?.reason ?? '',
      expiresAt: localInputOf(entry?.expiresAt ?? null, timeZone),
      status: entry?.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
    } satisfies BlacklistForm as BlacklistForm,
    save: (form: BlacklistForm) =>
      entry
        ? callApi(cardblacklistCalls.update, {
            params: { cardId: entry.cardId },
            query: { space: entry.space },
            body: { reason: form.reason, status: form.status, expiresAt: isoOfLocalInput(form.expiresAt, timeZone) },
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
  })

  return (
    <RecordEditor
      {...pane}
      title={entry ? <span className="font-mono">{entry.cardId}</span> : t('newTitle')}
      subtitle={entry ? [<SpaceName key="space" space={entry.space} />, entry.cardBin && entry.cardLast4Digits ? `${entry.cardBin} •••• ${entry.cardLast4Digits}` : null] : undefined}
      formLabel={t('formLabel')}
      facts={
        entry
          ? [
              { label: t('fields.active'), value: entry.active ? t('activeNow') : t('notActive') },
              { label: t('fields.cardBin'), value: entry.cardBin },
              { label: t('fields.cardLast4Digits'), value: entry.cardLast4Digits },
              { label: t('fields.createdBy'), value: entry.createdBy },
            ]
          : undefined
      }
    >
      {!entry && (
        <>
          <div className="sm:col-span-2">
            <TextField label={t('fields.cardId')} {...editor.text('cardId')} maxLength={128} hint={t('cardIdHint')} />
          </div>
          <TextField label={t('fields.cardBin')} {...editor.text('cardBin')} inputMode="numeric" maxLength={8} />
          <TextField label={t('fields.cardLast4Digits')} {...editor.text('cardLast4Digits')} inputMode="numeric" maxLength={4} />
          <TextField label={t('fields.space')} {...editor.text('space')} hint={t('spaceHint')} />
        </>
      )}
      <div className="sm:col-span-2">
        <TextField label={t('fields.reason')} {...editor.text('reason')} maxLength={500} />
      </div>
      <DateTimeField label={t('fields.expiresAt')} {...editor.pick('expiresAt')} hint={t('expiresHint', { timeZone })} />
      {entry && <StatusField statuses={['ACTIVE', 'DISABLED']} {...editor.text('status')} />}
    </RecordEditor>
  )
}
