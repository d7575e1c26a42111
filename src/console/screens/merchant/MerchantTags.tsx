import { merchantCalls } from '@domain/calls/merchant'
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type RefObject, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { merchantKeys, merchantTagsQueryOptions, refreshMerchant, spaceMerchantTagsQueryOptions } from '../../api/merchant'
import { errorText } from '../../lib/error-text'
import { useDialogAction } from '../../palette/screen-dialog'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { formErrorsOf } from '../../ui/form-errors'
import { Section } from '../../ui/record-parts'
import { tagSuggestions } from './merchant-logic'
import { RecordQuery } from '../../ui/RecordEditor'
import { TagChips } from './TagChips'

/** The merchant's tags: removed one by one, added from the tags of its space. */
export function MerchantTags({ merchant, space }: { merchant: string; space: number | null }) {
  const { t } = useTranslation('merchant')
  const queryClient = useQueryClient()
  const canWrite = usePermission('merchant.write')
  const tags = useQuery(merchantTagsQueryOptions(merchant))
  const input = useRef<HTMLInputElement>(null)

  const changed = async (next: { tag: string }[]) => {
    queryClient.setQueryData(merchantKeys.tags(merchant), next)
    await refreshMerchant(queryClient, merchant)
  }
  const remove = useMutation({
    mutationFn: (tag: string) => callApi(merchantCalls.removeTag, { params: { name: merchant, tag } }),
    onSuccess: changed,
  })

  useDialogAction('addTag', () => input.current?.focus())

  const carried = useMemo(() => tags.data?.map((entry) => entry.tag) ?? [], [tags.data])

  return (
    <Section title={t('tags.title')}>
      <RecordQuery query={tags} skeleton="h-6 w-48">
        {() =>
          carried.length === 0 ? (
            <p className="text-sm text-slate-500">{t('tags.none')}</p>
          ) : (
            <div data-testid="merchant-tags">
              <TagChips tags={carried}>
                {(tag) =>
                  canWrite && (
                    <Button
                      variant="ghost"
                      className="!p-0 !text-xs"
                      aria-label={t('tags.remove', { tag })}
                      title={t('tags.remove', { tag })}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(tag)}
                    >
                      <span aria-hidden="true">✕</span>
                    </Button>
                  )
                }
              </TagChips>
            </div>
          )
        }
      </RecordQuery>
      {remove.error && (
        <p role="alert" className="mt-2 text-sm text-error">
          {errorText(remove.error as Error)}
        </p>
      )}
      {canWrite && <AddTag merchant={merchant} space={space} carried={carried} input={input} onAdded={changed} />}
    </Section>
  )
}

interface AddTagProps {
  merchant: string
  space: number | null
  /** The tags the merchant carries, which are not suggested. */
  carried: readonly string[]
  input: RefObject<HTMLInputElement | null>
  onAdded: (next: { tag: string }[]) => Promise<void>
}

/** A tag typed or picked from the space's other tags, added on choice. */
function AddTag({ merchant, space, carried, input, onAdded }: AddTagProps) {
  const { t } = useTranslation('merchant')
  const catalogue = useQuery({ ...spaceMerchantTagsQueryOptions(space ?? 0), enabled: space !== null })
  const [text, setText] = useState('')
  const add = useMutation({
    mutationFn: (tag: string) => callApi(merchantCalls.addTag, { params: { name: merchant }, body: { tag } }),
    onSuccess: async (next) => {
      setText('')
      await onAdded(next)
    },
  })
  const suggestions = useMemo(() => tagSuggestions(catalogue.data ?? [], carried, text), [catalogue.data, carried, text])
  const addErrors = formErrorsOf(add.error, ['tag'])
  const addMessages = [...(addErrors.fields.tag ?? []), ...addErrors.other]

  return (
    <div className="mt-3 max-w-sm space-y-1">
      <Combobox value={null} onChange={(tag: string | null) => tag && add.mutate(tag)} immediate>
        <ComboboxInput
          ref={input}
          aria-label={t('tags.add')}
          placeholder={t('tags.addPlaceholder')}
          aria-invalid={addMessages.length ? true : undefined}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm dark:border-slate-600 dark:bg-slate-900 aria-[invalid=true]:border-error"
          displayValue={() => text}
          onChange={(event) => setText(event.target.value)}
          disabled={add.isPending}
        />
        <ComboboxOptions
          anchor="bottom start"
          className="z-40 mt-1 max-h-60 w-[var(--input-width)] overflow-auto rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg empty:invisible dark:border-slate-700 dark:bg-slate-900"
        >
          {suggestions.map((tag) => (
            <ComboboxOption key={tag} value={tag} className="cursor-pointer rounded px-2 py-1 data-focus:bg-slate-100 dark:data-focus:bg-slate-800">
              {tag}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      {catalogue.isSuccess && suggestions.length === 0 && <p className="text-xs text-slate-500">{t('tags.noSuggestion')}</p>}
      {addMessages.length > 0 && (
        <p role="alert" className="text-sm text-error">
          {addMessages.join(' ')}
        </p>
      )}
    </div>
  )
}
