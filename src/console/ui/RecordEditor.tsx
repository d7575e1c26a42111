import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../lib/error-text'
import { useRegisterFocus } from '../palette/focus-records'
import { useScreenDialog } from '../palette/screen-dialog'
import { Button } from './Button'
import { Skeleton } from './Card'
import { ConfirmDialog } from './ConfirmDialog'
import { Form, FormError } from './Form'
import { FactList, RecordPane, RecordPaneSkeleton } from './RecordPane'
import type { RecordEditorState } from './record-editor'
import { StatusBadge } from './StatusBadge'
import { Time } from './Time'

interface RecordQueryProps<Data> {
  query: UseQueryResult<Data>
  /** For a part of a screen: the class of the placeholder shown while it loads (`h-24`), instead of the pane's skeleton. */
  skeleton?: string
  children: (data: Data) => ReactNode
}

/** A record or a part of a screen: a placeholder while it loads, the error if it fails, else the content. */
export function RecordQuery<Data>({ query, skeleton, children }: RecordQueryProps<Data>) {
  if (query.isPending) return skeleton ? <Skeleton className={skeleton} /> : <RecordPaneSkeleton />
  if (query.isError)
    return (
      <p role="alert" className={skeleton ? 'text-sm text-error' : 'm-4 text-sm text-error'}>
        {errorText(query.error as Error)}
      </p>
    )
  return children(query.data as Data)
}

/** A part of a screen whose figures could not be loaded: why, after what it is, and a button that asks again. */
export function QueryFailed({ query, failed }: { query: { error: unknown; refetch: () => unknown }; failed?: string }) {
  const { t } = useTranslation('common')
  return (
    <div className="space-y-3">
      <p role="alert" className="text-sm text-error">
        {failed && `${failed} `}
        {errorText(query.error as Error)}
      </p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('actions.retry')}
      </Button>
    </div>
  )
}

export interface Fact {
  label: string
  value: ReactNode
}

/** What most records carry besides their own fields; a time left undefined is not shown. */
export interface RecordStamps {
  status?: string
  created?: string | null
  updated?: string | null
}

/** The facts of a record with its status first and its times last. */
export function useStampedFacts(stamps: RecordStamps | undefined, facts: readonly Fact[] = []): Fact[] {
  const { t } = useTranslation('common')
  if (!stamps) return [...facts]
  return [
    ...(stamps.status === undefined ? [] : [{ label: t('record.status'), value: <StatusBadge status={stamps.status} /> }]),
    ...facts,
    ...(stamps.created === undefined ? [] : [{ label: t('record.created'), value: <Time value={stamps.created} /> }]),
    ...(stamps.updated === undefined ? [] : [{ label: t('record.updated'), value: <Time value={stamps.updated} /> }]),
  ]
}

interface RecordEditorProps<Form extends object, Saved> {
  editor: RecordEditorState<Form, Saved>
  /** Null while the record is being created. */
  exists: boolean
  title: ReactNode
  subtitle?: ReactNode
  /** The record's status and times: its first fact and its last ones, with the common labels. */
  stamps?: RecordStamps
  /** Read-only facts above the form, between the status and the times. */
  facts?: readonly Fact[]
  onClose?: () => void
  /** The form's accessible name. */
  formLabel: string
  /** Without the write permission the form shows, disabled, and nothing can be saved or deleted. */
  canWrite: boolean
  /** The delete confirmation; a record without it cannot be deleted from here. */
  deletion?: { title: string; text: ReactNode }
  /** More buttons beside the title. */
  actions?: ReactNode
  /** Shown under the form: statistics, related records. */
  after?: ReactNode
  /** Shown beside the form on a wide screen, under it on a narrow one: what the form's values make (a preview). */
  aside?: ReactNode
  /** The fields, laid out on a two-column grid (`sm:col-span-2` for a wide one). */
  children: ReactNode
}

/**
 * The detail pane of an editable record: facts, the form with its errors by field, Save (or
 * Create) and, for an existing record, Delete behind a confirmation.
 */
export function RecordEditor<Form extends object, Saved>(props: RecordEditorProps<Form, Saved>) {
  const { editor, exists, title, subtitle, onClose, formLabel, canWrite, deletion, actions, after, aside, children } = props
  const { t } = useTranslation('common')
  const facts = useStampedFacts(props.stamps, props.facts)
  const deletable = exists && canWrite && deletion !== undefined && editor.canRemove
  // The confirmation is `?dialog=delete`, so the delete command (Shift+D) and a link open it too.
  const confirm = useScreenDialog('delete')
  useRegisterFocus('openRecord', useMemo(() => ({ deletable }), [deletable]))
  const form = (
    <Form onSubmit={() => editor.save.mutate()} pending={editor.save.isPending} focusFirst={!exists && canWrite} aria-label={formLabel}>
      <fieldset disabled={!canWrite} className="grid max-w-2xl gap-3 sm:grid-cols-2">
        {children}
      </fieldset>
      <div className="mt-3 max-w-2xl space-y-3">
        <FormError messages={editor.errors.other} />
        {canWrite ? (
          <div className="flex items-center gap-3">
            <Button type="submit" pending={editor.save.isPending}>
              {exists ? t('actions.save') : t('actions.create')}
            </Button>
            <span className="text-xs text-slate-500">{t('actions.saveHint')}</span>
          </div>
        ) : (
          <p className="text-xs text-slate-500">{t('record.readOnly')}</p>
        )}
      </div>
    </Form>
  )
  return (
    <RecordPane
      title={title}
      subtitle={subtitle}
      onClose={onClose}
      actions={
        <>
          {actions}
          {deletable && (
            <Button variant="danger" onClick={confirm.show}>
              {t('actions.delete')}
            </Button>
          )}
        </>
      }
    >
      {facts.length > 0 && <FactList facts={facts} />}
      {aside ? (
        <div className="grid items-start gap-4 xl:grid-cols-2">
          {form}
          {aside}
        </div>
      ) : (
        form
      )}
      {after}
      {deletable && (
        <ConfirmDialog
          open={confirm.open}
          title={deletion.title}
          confirmLabel={t('actions.delete')}
          pending={editor.remove.isPending}
          // A refused delete (a record still in use) closes the question, so its reason shows above the form.
          onConfirm={() => editor.remove.mutate(undefined, { onError: confirm.close })}
          onClose={confirm.close}
        >
          {deletion.text}
        </ConfirmDialog>
      )}
    </RecordPane>
  )
}
