import { commandById } from '@commands/index'
import type { UseQueryResult } from '@tanstack/react-query'
import { type FocusEvent, type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../lib/error-text'
import { useRegisterFocus } from '../palette/focus-records'
import { useFocusLayer } from '../palette/focus-stack'
import { KeyCaps } from '../palette/KeyCaps'
import { useScreenDialog } from '../palette/screen-dialog'
import { Button } from './Button'
import { Skeleton } from './Card'
import { ConfirmDialog } from './ConfirmDialog'
import { DialogPanelShell } from './FormDialog'
import { Form, FormError, focusFirstField } from './Form'
import { FactList, RecordPane, RecordPaneSkeleton } from './RecordPane'
import { escapeStep, type RecordEditorState } from './record-editor'
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
  subtitle?: ReactNode | readonly ReactNode[]
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

/** A control that has the focus on purpose (a tab, a button, a field): a record that opens leaves it there. */
const CONTROLS = 'button, a[href], input, select, textarea, summary, [role="tab"], [role="button"], [role="menuitem"], [role="option"], [role="separator"]'

const focusIsOnControl = () => document.activeElement?.matches(CONTROLS) ?? false

const editShortcut = commandById('record.edit').shortcut ?? ''

/**
 * The detail pane of an editable record: facts, the form with its errors by field, Save (or
 * Create) and, for an existing record, Delete behind a confirmation.
 *
 * A saved record opens to be read, with the focus on its pane, so the list's keys go on working
 * and none of them types in a field or saves. Edit mode starts with `e`, the Edit button or a
 * click in a field; in it the fields take every plain key, $mod+Enter saves, and Esc steps back:
 * out of the field, then (asking first when the form changed) out of edit mode; the focus going
 * on past the fields of an unchanged form leaves it too. A new record starts in edit mode, its
 * first field focused.
 */
export function RecordEditor<Form extends object, Saved>(props: RecordEditorProps<Form, Saved>) {
  const { editor, exists, title, subtitle, onClose, formLabel, canWrite, deletion, actions, after, aside, children } = props
  const { t } = useTranslation('common')
  const facts = useStampedFacts(props.stamps, props.facts)
  const deletable = exists && canWrite && deletion !== undefined && editor.canRemove
  // The confirmation is `?dialog=delete`, so the delete command (Shift+D) and a link open it too.
  const confirm = useScreenDialog('delete')
  const mode = useEditMode({ editor, exists, canWrite, deletable, onClose })
  const form = (
    <RecordForm editor={editor} exists={exists} canWrite={canWrite} formLabel={formLabel} mode={mode}>
      {children}
    </RecordForm>
  )
  return (
    <RecordPane
      title={title}
      subtitle={subtitle}
      onClose={onClose}
      paneRef={mode.pane}
      onKeyDown={mode.onKeyDown}
      actions={
        <>
          {actions}
          {canWrite && exists && !mode.editing && (
            <Button variant="secondary" onClick={mode.edit}>
              {t('workspace:modes.edit')}
              <KeyCaps shortcut={editShortcut} />
            </Button>
          )}
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
      {mode.asking && <DiscardQuestion onDiscard={mode.discard} onKeepEditing={mode.keepEditing} />}
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

interface EditModeOptions<Form extends object, Saved> extends Pick<RecordEditorProps<Form, Saved>, 'editor' | 'exists' | 'canWrite' | 'onClose'> {
  deletable: boolean
}

type EditMode = ReturnType<typeof useEditMode>

/** Reading or editing a record, and the keys and moves of the focus that go from one to the other (see RecordEditor). */
function useEditMode<Form extends object, Saved>({ editor, exists, canWrite, deletable, onClose }: EditModeOptions<Form, Saved>) {
  const [editing, setEditing] = useState(canWrite && !exists)
  const [asking, setAsking] = useState(false)
  const pane = useRef<HTMLElement>(null)
  const fields = useRef<HTMLFieldSetElement>(null)
  // While editing, plain keys belong to the form: no list key moves away from unsaved changes.
  useFocusLayer({ plainKeys: false, active: editing })

  const edit = useMemo(
    () => () => {
      setEditing(true)
      if (!focusFirstField(fields.current)) pane.current?.focus({ preventScroll: true })
    },
    [],
  )
  const read = () => {
    setEditing(false)
    pane.current?.focus({ preventScroll: true })
  }
  // A new record has nothing to read: leaving its form closes it.
  const leave = () => (exists ? read() : onClose?.())
  const discard = () => {
    setAsking(false)
    editor.discard()
    leave()
  }
  useRegisterFocus('openRecord', useMemo(() => ({ deletable, ...(canWrite && !editing ? { edit } : {}) }), [deletable, canWrite, editing, edit]))

  // A record that opens takes the focus from the list (or from nowhere, after a save), not from a control chosen on purpose.
  useEffect(() => {
    if (exists && !focusIsOnControl()) pane.current?.focus({ preventScroll: true })
  }, [exists])

  const save = () => editor.save.mutate(undefined, { onSuccess: () => exists && read() })
  // Tab through a saved record's fields and on past them, changing nothing: it is read again, so the keys of what follows work.
  const leftUnchanged = (event: FocusEvent<HTMLFormElement>) => {
    const to = event.relatedTarget
    if (!exists || editor.changed || to === pane.current || (to instanceof Node && event.currentTarget.contains(to))) return
    setEditing(false)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!editing || event.defaultPrevented) return
    // The form saves on $mod+Enter from its fields; after Esc the pane has the focus, and saves the same.
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault()
      if (!editor.save.isPending) save()
      return
    }
    if (event.key !== 'Escape') return
    event.preventDefault()
    const inField = event.target instanceof Node && event.target !== pane.current && (fields.current?.contains(event.target) ?? false)
    const step = escapeStep({ inField, changed: editor.changed })
    if (step === 'leaveField') pane.current?.focus({ preventScroll: true })
    else if (step === 'askDiscard') setAsking(true)
    else leave()
  }
  const cancel = () => (editor.changed ? setAsking(true) : read())
  const fieldFocused = () => canWrite && setEditing(true)
  return { editing, asking, pane, fields, edit, save, cancel, discard, keepEditing: () => setAsking(false), leftUnchanged, fieldFocused, onKeyDown }
}

interface RecordFormProps<Form extends object, Saved> extends Pick<RecordEditorProps<Form, Saved>, 'editor' | 'exists' | 'canWrite' | 'formLabel' | 'children'> {
  mode: EditMode
}

/** The record's fields on their grid, the errors above no field, and the buttons or the hint of the mode it is in. */
function RecordForm<Form extends object, Saved>({ editor, exists, canWrite, formLabel, mode, children }: RecordFormProps<Form, Saved>) {
  const { t } = useTranslation('common')
  return (
    <Form onSubmit={mode.save} pending={editor.save.isPending} focusFirst={!exists && canWrite} submitOnEnter={!exists} onBlur={mode.leftUnchanged} aria-label={formLabel}>
      <fieldset ref={mode.fields} disabled={!canWrite} onFocus={mode.fieldFocused} className="grid max-w-2xl gap-3 sm:grid-cols-2">
        {children}
      </fieldset>
      <div className="mt-3 max-w-2xl space-y-3">
        <FormError messages={editor.errors.other} />
        {!canWrite ? (
          <p className="text-xs text-slate-500">{t('record.readOnly')}</p>
        ) : mode.editing ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" pending={editor.save.isPending}>
              {exists ? t('actions.save') : t('actions.create')}
            </Button>
            {exists && (
              <Button variant="secondary" onClick={mode.cancel}>
                {t('actions.cancel')}
              </Button>
            )}
            <span className="text-xs text-slate-500">{t('workspace:modes.editHint')}</span>
          </div>
        ) : (
          <p className="text-xs text-slate-500">{t('workspace:modes.viewHint')}</p>
        )}
      </div>
    </Form>
  )
}

/**
 * "Discard changes?" on leaving a changed form: Keep editing has the focus, so Enter (or Esc)
 * keeps the changes; throwing them away takes a move to Discard.
 */
function DiscardQuestion({ onDiscard, onKeepEditing }: { onDiscard: () => void; onKeepEditing: () => void }) {
  const { t } = useTranslation('workspace')
  return (
    <DialogPanelShell role="alertdialog" title={t('modes.discardTitle')} description={t('modes.discardText')} onClose={onKeepEditing}>
      <div className="flex justify-end gap-2">
        <Button variant="danger" onClick={onDiscard}>
          {t('modes.discard')}
        </Button>
        <Button variant="primary" onClick={onKeepEditing} autoFocus>
          {t('modes.keepEditing')}
        </Button>
      </div>
    </DialogPanelShell>
  )
}
