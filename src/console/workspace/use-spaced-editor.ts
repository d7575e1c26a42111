import type { BodyOf, CallDef, ResponseOf } from '@domain/call'
import { useTranslation } from 'react-i18next'
import { callApi } from '../api/client'
import { type SpacedForm, spacedTitle, useSpaceChoices } from '../ui/SpaceFields'
import { type AnyKind, type KindEditorOptions, useKindEditor } from './RecordKindScreens'

/** A kind named within a space, whose create and update calls both take the record's fields. */
type SpacedKind = AnyKind & { calls: { create: CallDef; update: CallDef } }

interface SpacedEditorOptions<K extends SpacedKind, Form extends object>
  extends Omit<KindEditorOptions<K, SpacedForm & Form, ResponseOf<K['calls']['update']>>, 'initial' | 'fields' | 'save'> {
  /** The fields beyond the key; the server's errors show beside the field of their name. */
  initial: Form
  /** The write's body, the same for a saved record and a new one; a new one sends its key beside it. */
  body: (form: SpacedForm & Form) => BodyOf<K['calls']['update']>
  /** The pane's title while the record is being created; a saved one's is its name over its space. */
  newTitle: string
}

/**
 * The form of a record named within a space (a role, a restriction, a config): its space and name
 * are chosen only when it is created, then a save updates the record under that key, which the
 * pane shows in its title and its first fact.
 */
export function useSpacedEditor<K extends SpacedKind, Form extends object>(options: SpacedEditorOptions<K, Form>) {
  const { kind, record } = options
  const { t } = useTranslation('common')
  const { me, spaces, initial } = useSpaceChoices(record)
  const kindEditor = useKindEditor<K, SpacedForm & Form, ResponseOf<K['calls']['update']>>({
    ...options,
    facts: (saved) => [{ label: t('fields.space'), value: saved.space }, ...(options.facts?.(saved) ?? [])],
    initial: { ...initial, ...options.initial },
    save: (form) => {
      const body = options.body(form) as object
      const saved = record
        ? callApi(kind.calls.update, { params: { space: record.space, name: record.name }, body } as never)
        : callApi(kind.calls.create, { body: { ...body, space: form.space, name: form.name.trim() } } as never)
      return saved as Promise<ResponseOf<K['calls']['update']>>
    },
  })
  const pane = { ...kindEditor.pane, ...spacedTitle(record, options.newTitle) }
  return { ...kindEditor, pane, me, spaced: { editor: kindEditor.editor, exists: record !== null, spaces } }
}
