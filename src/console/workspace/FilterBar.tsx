import { type FilterCompletion, type FilterError, type FilterFields, filterCompletions } from '@domain/filters'
import { type ChangeEvent, forwardRef, type KeyboardEvent, type RefObject, useId, useImperativeHandle, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

export interface FilterBarHandle {
  focus: () => void
}

interface FilterBarProps {
  value: string
  onChange: (text: string) => void
  /** Enter: the text is applied to the URL. */
  onApply: (text: string) => void
  /** Esc: focus goes back to the list. */
  onLeave: () => void
  errors: readonly FilterError[]
  fields: FilterFields
  /** The list's id, the context of a field's help: `workspace:filterHelp.<field>_<list>` where the field means something of its own there, else `filterHelp.<field>`. */
  list: string
}

/** A message for a bad term in the user's language, from its code. */
function useErrorText() {
  const { t } = useTranslation('workspace')
  // A value refused by a field's own pattern says the format it wants; another bad value keeps its message.
  return (error: FilterError) =>
    error.format
      ? t(`filter.formats.${error.format}`)
      : error.code === 'badValue' && !error.values
      ? error.message
      : t(`filter.errors.${error.code}`, {
          term: error.term,
          field: error.field ?? '',
          values: error.values?.join(', ') ?? '',
          message: error.message,
          defaultValue: error.message,
        })
}

/**
 * The filter bar: `field:value` terms with completion of field names and enum values (a
 * listbox reached by the arrows, Enter and Tab), and one message per bad term under it.
 */
export const FilterBar = forwardRef<FilterBarHandle, FilterBarProps>(function FilterBar({ value, onChange, onApply, onLeave, errors, fields, list }, ref) {
  const { t } = useTranslation('workspace')
  const input = useRef<HTMLInputElement>(null)
  const id = useId()
  const completion = useFilterCompletion({ value, fields, input, onChange, onApply, onLeave })
  const { items, active, chosen, showList } = completion

  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), [])

  const listId = `${id}-completions`
  const errorId = `${id}-errors`
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        {t('filter.label')}
      </label>
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && chosen ? `${listId}-${active}` : undefined}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={errors.length ? errorId : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder={t('filter.placeholder', { example: Object.keys(fields).slice(0, 2).map((name) => `${name}:…`).join(' ') })}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 font-mono text-sm text-slate-900 placeholder:font-sans placeholder:text-slate-400 aria-[invalid=true]:border-error dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        onChange={completion.type}
        onSelect={(event) => completion.moveCaret(event.currentTarget.selectionStart ?? 0)}
        onFocus={completion.show}
        onBlur={completion.hide}
        onKeyDown={completion.onKeyDown}
      />
      {showList && <CompletionList id={listId} items={items} active={chosen ? active : -1} list={list} onAccept={completion.accept} />}
      {errors.length > 0 && <FilterErrors id={errorId} errors={errors} />}
    </div>
  )
})

interface FilterCompletionOptions extends Pick<FilterBarProps, 'value' | 'fields' | 'onChange' | 'onApply' | 'onLeave'> {
  input: RefObject<HTMLInputElement | null>
}

/** The completions of the term at the caret, the one the arrows chose, and what the bar's keys do with them. */
function useFilterCompletion({ value, fields, input, onChange, onApply, onLeave }: FilterCompletionOptions) {
  const [caret, setCaret] = useState(0)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  // Enter takes a suggestion only once the arrows chose one; otherwise it applies the filter.
  const [chosen, setChosen] = useState(false)

  const completion = useMemo(() => filterCompletions(value, caret, fields), [value, caret, fields])
  const items = completion.items.slice(0, 12)
  const showList = open && items.length > 0

  const accept = (item: FilterCompletion) => {
    const next = `${value.slice(0, completion.start)}${item.insert}${item.kind === 'value' ? ' ' : ''}${value.slice(completion.end).replace(/^\s+/, '')}`
    const position = completion.start + item.insert.length + (item.kind === 'value' ? 1 : 0)
    onChange(next)
    setActive(0)
    setChosen(false)
    setOpen(false)
    requestAnimationFrame(() => {
      input.current?.setSelectionRange(position, position)
      setCaret(position)
    })
  }

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.value)
    setCaret(event.target.selectionStart ?? event.target.value.length)
    setOpen(true)
    setActive(0)
    setChosen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (showList && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault()
      const delta = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (chosen ? (current + delta + items.length) % items.length : delta > 0 ? 0 : items.length - 1))
      setChosen(true)
      return
    }
    // Tab completes what is being typed (or what the arrows chose); on an empty term it leaves the bar.
    const completes = event.key === 'Tab' ? chosen || completion.end > completion.start : event.key === 'Enter' && chosen && !event.metaKey && !event.ctrlKey
    if (showList && completes) {
      event.preventDefault()
      accept(items[Math.min(active, items.length - 1)]!)
      return
    }
    if (event.key === 'Enter') {
      event.preventDefault()
      setOpen(false)
      onApply(value)
      return
    }
    if (event.key === 'Escape') {
      event.preventDefault()
      if (showList) setOpen(false)
      else onLeave()
    }
  }

  return { items, active, chosen, showList, accept, type, onKeyDown, moveCaret: setCaret, show: () => setOpen(true), hide: () => setOpen(false) }
}

interface CompletionListProps {
  id: string
  items: readonly FilterCompletion[]
  /** The index of the completion the arrows chose, -1 before they choose one. */
  active: number
  list: string
  onAccept: (item: FilterCompletion) => void
}

/** The completions under the bar, each with the help of its field in this list. */
function CompletionList({ id, items, active, list, onAccept }: CompletionListProps) {
  const { t } = useTranslation('workspace')
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('filter.completions')}
      className="absolute z-30 mt-1 max-h-72 w-full max-w-md overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      {items.map((item, index) => {
        const help = t(`filterHelp.${item.field}`, { context: list, defaultValue: '' })
        return (
          <div
            key={`${item.kind}-${item.label}`}
            tabIndex={-1}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer justify-between gap-3 px-3 py-1.5 ${index === active ? 'bg-slate-100 dark:bg-slate-800' : ''}`}
            onMouseDown={(event) => {
              event.preventDefault()
              onAccept(item)
            }}
          >
            <span className="font-mono">{item.label}</span>
            {help && <span className="truncate text-xs text-slate-500">{help}</span>}
          </div>
        )
      })}
    </div>
  )
}

/** One message per bad term, under the bar. */
function FilterErrors({ id, errors }: { id: string; errors: readonly FilterError[] }) {
  const errorText = useErrorText()
  return (
    <ul id={id} role="alert" className="mt-1 space-y-0.5 text-sm text-error">
      {errors.map((error) => (
        <li key={error.term} data-filter-error={error.code}>
          <code className="me-1 rounded bg-error/10 px-1">{error.term}</code>
          {errorText(error)}
        </li>
      ))}
    </ul>
  )
}
