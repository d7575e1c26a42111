import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useScreenDialog } from '../palette/screen-dialog'
import { choiceOptions, type VisibleChoice } from '../session/visible-scope'
import { SelectField, TextField } from './Field'
import { FormDialog } from './FormDialog'
import { formErrorsOf, standingErrors } from './form-errors'
import type { SpacedForm } from './SpaceFields'

interface CloneDialogProps<Saved> {
  /** The record copied: the copy's name starts as its own with `-copy`. */
  source: SpacedForm
  texts: { title: string; description: string; name: string; submit: string }
  /** The spaces the copy may go to and the one it starts in; without them it stays in the record's space. */
  spaces?: { choices: readonly VisibleChoice[]; initial: string }
  clone: (copy: SpacedForm) => Promise<Saved>
  /** Once copied: the lists refresh, an alert says so, the copy opens. */
  onCloned: (saved: Saved) => unknown
}

/** `?dialog=clone`, so its command and a link open it: copies a record named within a space under a new name. */
export function CloneDialog<Saved>({ source, texts, spaces, clone, onCloned }: CloneDialogProps<Saved>) {
  const { t } = useTranslation('common')
  const dialog = useScreenDialog('clone')
  const [name, setName] = useState(`${source.name}-copy`)
  const [space, setSpace] = useState(spaces?.initial ?? source.space)
  const run = useMutation({ mutationFn: (copy: SpacedForm) => clone({ name: copy.name.trim(), space: copy.space }), onSuccess: onCloned })
  if (!dialog.open) return null
  const errors = standingErrors(formErrorsOf(run.error, spaces ? ['name', 'space'] : ['name']), run.variables, { name, space })
  return (
    <FormDialog
      title={texts.title}
      description={texts.description}
      onClose={dialog.close}
      onSubmit={() => run.mutate({ name, space })}
      pending={run.isPending}
      errors={errors.other}
      submitLabel={texts.submit}
    >
      <TextField label={texts.name} value={name} onChange={(event) => setName(event.target.value)} autoFocus maxLength={100} dir="ltr" errors={errors.fields.name} />
      {spaces && (
        <SelectField
          label={t('fields.space')}
          value={space}
          onChange={(event) => setSpace(event.target.value)}
          options={choiceOptions(spaces.choices)}
          errors={errors.fields.space}
        />
      )}
    </FormDialog>
  )
}
