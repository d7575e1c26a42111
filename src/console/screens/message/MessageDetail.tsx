import { EnumText } from '../../ui/EnumText'
import { resendRefusal } from '@domain/entities/message'
import type { GoTarget } from '@commands/go-target'
import type { Message } from '@domain/entities/message'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { type MessageList, messageKinds } from '../../api/message'
import { CommandButtons } from '../../palette/CommandButtons'
import { useScreenDialog, withoutDialog } from '../../palette/screen-dialog'
import { showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { FormDialog } from '../../ui/FormDialog'
import { formErrorsOf } from '../../ui/form-errors'
import { MessageFrame } from '../../ui/MessageFrame'
import { FactList, RecordPane } from '../../ui/RecordPane'
import { AppLink, RecordLinks, Section } from '../../ui/record-parts'
import { CompactTable } from '../../ui/CompactTable'
import { StatusBadge } from '../../ui/StatusBadge'
import { Time } from '../../ui/Time'
import { RecordKindDetail, type WorkspaceSearch } from '../../workspace'
import { transactionTarget, merchantTarget } from '../../lib/targets'

/**
 * /notifications/{id} and /emails/{id}: one sent message beside its list, to whom and what was
 * sent, each delivery attempt, the message it resends and its own resends; `r` resends it.
 */
export function MessageDetail({ list }: { list: MessageList }) {
  return <RecordKindDetail kind={messageKinds[list].kind}>{(message) => message && <MessagePane list={list} message={message} />}</RecordKindDetail>
}

/** Where another message of the same list opens: beside the list, its filters kept. */
function useMessageTarget(list: MessageList): (id: number) => GoTarget {
  const { kind } = messageKinds[list]
  const search = withoutDialog(kind.listSearch(useSearch({ strict: false }) as WorkspaceSearch))
  // The kind's record route takes its id param alone, so the params match the route.
  return (id) => ({ to: kind.route, params: { [kind.param]: String(id) }, search }) as GoTarget
}

function MessagePane({ list, message }: { list: MessageList; message: Message }) {
  const { t } = useTranslation('message')
  const navigate = useNavigate()
  const { kind } = messageKinds[list]
  const messageTarget = useMessageTarget(list)
  const close = () => void navigate({ to: kind.listRoute, search: (previous: WorkspaceSearch) => withoutDialog(kind.listSearch(previous)) } as never)
  const refusal = resendRefusal(message)
  const canResend = usePermission('message.resend')
  const merchant = message.merchantAccount
  const facts = [
    { label: t('fields.recipient'), value: <span dir="ltr">{message.recipient}</span> },
    { label: t('fields.subject'), value: message.subject },
    { label: t('fields.state'), value: <StatusBadge status={message.state} /> },
    { label: t('fields.type'), value: <EnumText value={message.type} /> },
    { label: t('fields.merchant'), value: merchant ? <AppLink {...merchantTarget(merchant)}>{merchant}</AppLink> : null },
    {
      label: t('fields.transaction'),
      value:
        merchant && message.transactionId ? (
          <AppLink {...transactionTarget(merchant, message.transactionId)} className="font-mono text-xs">
            {message.transactionId}
          </AppLink>
        ) : null,
    },
    { label: t('fields.attempts'), value: <span className="tabular-nums">{message.attempts}</span> },
    { label: t('fields.error'), value: message.error },
    { label: t('fields.created'), value: <Time value={message.created} /> },
    { label: t('fields.sentAt'), value: <Time value={message.sentAt} /> },
    ...(message.resendOf === null
      ? []
      : [{ label: t('fields.resendOf'), value: <AppLink {...messageTarget(message.resendOf)}>{t('detail.messageNumber', { id: message.resendOf })}</AppLink> }]),
  ]

  return (
    <RecordPane
      title={message.subject}
      subtitle={t('detail.subtitle', { id: message.id, recipient: message.recipient })}
      onClose={close}
      actions={<CommandButtons pick={(command) => command.record === 'message'} />}
    >
      {canResend && refusal && <p className="text-sm text-slate-500">{t(`refusals.${refusal}`)}</p>}
      <FactList facts={facts} />
      <Resends list={list} message={message} />
      <Section title={t('detail.bodyTitle')}>
        {message.bodyHidden ? (
          <p className="text-sm text-slate-500">{t('detail.bodyHidden')}</p>
        ) : (
          <div className="space-y-3">
            <MessageFrame html={message.bodyHtml} title={t('detail.frameTitle', { id: message.id })} />
            <details>
              <summary className="cursor-pointer text-sm text-slate-600 dark:text-slate-300">{t('detail.textTitle')}</summary>
              <pre className="mt-2 whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 font-mono text-xs dark:bg-slate-800">{message.bodyText}</pre>
            </details>
          </div>
        )}
      </Section>
      <Deliveries message={message} />
      <ResendDialog list={list} message={message} />
    </RecordPane>
  )
}

/** The resends of this message, each opening beside the list. */
function Resends({ list, message }: { list: MessageList; message: Message }) {
  const { t } = useTranslation('message')
  const messageTarget = useMessageTarget(list)
  if (message.resends.length === 0) return null
  return (
    <Section title={t('detail.resendsTitle', { count: message.resends.length })}>
      <RecordLinks
        label={t('detail.resendsTitle', { count: message.resends.length })}
        items={message.resends.map((resend) => ({
          key: resend.id,
          target: messageTarget(resend.id),
          name: t('detail.messageNumber', { id: resend.id }),
          detail: <Time value={resend.created} />,
          status: resend.state,
        }))}
      />
    </Section>
  )
}

/** Each delivery attempt with the SMTP server's answer. */
function Deliveries({ message }: { message: Message }) {
  const { t } = useTranslation('message')
  return (
    <Section title={t('detail.deliveriesTitle')}>
      <CompactTable
        caption={t('detail.deliveriesTitle')}
        empty={t('detail.noDeliveries')}
        scroll
        rows={message.deliveries}
        rowKey={(delivery) => delivery.attempt}
        columns={[
          { id: 'attempt', header: t('deliveries.attempt'), className: 'tabular-nums', cell: (delivery) => delivery.attempt },
          { id: 'startedAt', header: t('deliveries.startedAt'), cell: (delivery) => <Time value={delivery.startedAt} /> },
          { id: 'finishedAt', header: t('deliveries.finishedAt'), cell: (delivery) => <Time value={delivery.finishedAt} /> },
          { id: 'outcome', header: t('deliveries.outcome'), cell: (delivery) => (delivery.outcome ? <StatusBadge status={delivery.outcome} /> : '—') },
          { id: 'response', header: t('deliveries.response'), className: 'break-all font-mono text-xs', cell: (delivery) => delivery.response ?? '—' },
        ]}
      />
    </Section>
  )
}

/**
 * The resend's confirmation (`?dialog=resend`): a sent message cannot be recalled, so it starts
 * on Cancel and sends on $mod+Enter. The new message is queued, opens beside the list and an
 * alert names it. What the server refuses (still on its way, a single-use code) is said
 * in the dialog rather than sent.
 */
function ResendDialog({ list, message }: { list: MessageList; message: Message }) {
  const { t } = useTranslation('message')
  const dialog = useScreenDialog('resend')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const canResend = usePermission('message.resend')
  const { kind, resend } = messageKinds[list]
  const send = useMutation({
    mutationFn: () => callApi(resend, { params: { id: message.id } }),
    onSuccess: async (sent) => {
      queryClient.setQueryData(kind.keys.detail(sent.id), sent)
      await kind.refresh(queryClient)
      showSuccess(t('resend.done', { id: sent.id, original: message.id }))
      void navigate({
        to: kind.route,
        params: { [kind.param]: String(sent.id) },
        search: (previous: WorkspaceSearch) => withoutDialog(kind.listSearch(previous)),
      } as never)
    },
  })
  if (!dialog.open || !canResend) return null
  const refusal = resendRefusal(message)
  const errors = refusal ? [t(`refusals.${refusal}`)] : formErrorsOf(send.error, []).other
  return (
    <FormDialog
      title={t('resend.title', { id: message.id })}
      description={t('resend.text', { recipient: message.recipient })}
      onClose={dialog.close}
      onSubmit={() => {
        if (!refusal) send.mutate()
      }}
      pending={send.isPending}
      errors={errors}
      submitLabel={t('resend.submit')}
      irreversible={t('resend.irreversible')}
    />
  )
}
