import { themeChoices } from '@domain/constants'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { chooseTheme } from '../../session/choose-theme'
import { useUiStore } from '../../session/ui-store'
import { FormError } from '../../ui/Form'

/**
 * The theme as three radio buttons (arrow keys move between them, a click picks one): the page
 * changes at once and the choice is saved in the profile, for every browser the user signs in on.
 */
export function ThemeChoice() {
  const { t } = useTranslation()
  const id = useId()
  const theme = useUiStore((s) => s.theme)
  const save = useMutation({ mutationFn: chooseTheme })
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">{t('auth:theme.label')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {themeChoices.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <input
              type="radio"
              name={`${id}-theme`}
              value={choice}
              className="size-4"
              checked={theme === choice}
              onChange={() => save.mutate(choice)}
            />
            {t(`auth:theme.${choice}`)}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        {t('auth:theme.hint')}
      </p>
      {save.isError && <FormError messages={[t('shell:theme.notSaved')]} />}
    </fieldset>
  )
}
