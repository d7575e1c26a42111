import { useTranslation } from 'react-i18next'
import { useSessionStore } from '../session/session-store'
import { choiceOptions, type VisibleChoice, visibleSpaces } from '../session/visible-scope'
import { SelectField, TextField } from './Field'
import type { RecordEditorState } from './record-editor'

/** A record named within a space (a role, a restriction, a group): its space and name are its key and never change. */
export interface SpacedForm {
  space: string
  name: string
}

/** The server's names of the key's fields, for errors by field. */
export const SPACED_FIELDS = ['space', 'name'] as const

/**
 * The spaces the user may create a record in, and the key's first values: the record's, or for a
 * new one no name yet and the user's own space when it is offered, else the first offered.
 */
export function useSpaceChoices(record: { space: string; name?: string } | null) {
  const me = useSessionStore((state) => state.user)
  const spaces = visibleSpaces(me?.visibilityTree)
  const own = me?.mSpace.name
  const space = record?.space ?? (spaces.some((choice) => choice.name === own) ? own : spaces[0]?.name) ?? ''
  const initial: SpacedForm = { space, name: record?.name ?? '' }
  return { me, spaces, initial }
}

/** The pane's title: the record's name in code type over its space, or what a new one is called. */
export function spacedTitle(record: SpacedForm | null, newTitle: string) {
  return record ? { title: <span className="font-mono">{record.name}</span>, subtitle: record.space } : { title: newTitle }
}

interface SpacedFieldsProps<Form extends SpacedForm, Saved> {
  editor: RecordEditorState<Form, Saved>
  /** False while the record is being created: only then are its name and space chosen. */
  exists: boolean
  spaces: readonly VisibleChoice[]
  nameHint: string
}

/** A new record's name and space, the first fields of its form; an existing one shows them in its title. */
export function SpacedFields<Form extends SpacedForm, Saved>({ editor, exists, spaces, nameHint }: SpacedFieldsProps<Form, Saved>) {
  const { t } = useTranslation('common')
  if (exists) return null
  return (
    <>
      <TextField label={t('fields.name')} {...editor.text('name')} maxLength={100} hint={nameHint} dir="ltr" />
      <SelectField label={t('fields.space')} {...editor.text('space')} options={choiceOptions(spaces)} />
    </>
  )
}
