import { timezoneIds } from '@domain/enums'
import { isTimeZone, timeZoneChoices } from '@domain/time-zones'
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Label } from '@headlessui/react'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { afterPaint } from '../lib/after-paint'
import { browserTimeZone } from '../lib/dates'
import { FieldErrors } from './Field'

/** Options shown at once: the list is long, and typing narrows it. */
const SHOWN = 60

const suggested = new Set<string>(timezoneIds)

const zoneParts = new Map<string, string>()

/**
 * A zone's name in the language (`heure normale du Japon`) or its offset (`GMT+9`); empty if Intl
 * has none. Kept once read: building a formatter per zone is slow, and only shown options ask.
 */
function zonePart(locale: string, timeZone: string, style: 'longGeneric' | 'shortOffset'): string {
  const key = `${locale}|${timeZone}|${style}`
  let part = zoneParts.get(key)
  if (part === undefined) {
    try {
      part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value ?? ''
    } catch {
      part = ''
    }
    zoneParts.set(key, part)
  }
  return part
}

interface ZoneChoice {
  id: string
  /** The id as words, and the spec's name for its six zones; typing matches these and the zone's name in the language. */
  text: string
}

export interface TimeZoneFieldProps {
  label: string
  value: string
  onChange: (zone: string) => void
  errors?: string[]
}

/**
 * A time zone picked from the full IANA list by typing part of a city, region or zone name, or by
 * arrows and mouse; the spec's six zones and the browser's come first. What is typed but not a
 * zone is never chosen: the field keeps its last zone.
 */
export function TimeZoneField({ label, value, onChange, errors }: TimeZoneFieldProps) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const [query, setQuery] = useState('')
  const choices = useMemo<ZoneChoice[]>(() => {
    const browser = browserTimeZone()
    const ids = timeZoneChoices()
    const first = [...ids.filter((id) => suggested.has(id)), ...(suggested.has(browser) || !isTimeZone(browser) ? [] : [browser])]
    return [...first, ...ids.filter((id) => !first.includes(id))].map((id) => {
      const readable = id.replaceAll('_', ' ')
      return { id, text: suggested.has(id) ? `${readable} · ${t(`auth:timezones.${id}`)}` : readable }
    })
  }, [t])
  const words = query.trim().toLocaleLowerCase(i18n.language).replaceAll('_', ' ').split(/\s+/).filter(Boolean)
  const searched = (choice: ZoneChoice) => `${choice.text} ${zonePart(i18n.language, choice.id, 'longGeneric')}`.toLocaleLowerCase(i18n.language)
  const matches = (words.length ? choices.filter((choice) => words.every((word) => searched(choice).includes(word))) : choices).slice(0, SHOWN)
  const invalid = errors?.length ? true : undefined

  return (
    <div className="space-y-1">
      <Combobox
        value={value}
        onChange={(zone: string | null) => {
          if (zone) onChange(zone)
        }}
        onClose={() => setQuery('')}
      >
        <Label className="block text-sm font-medium text-slate-700 dark:text-slate-200">{label}</Label>
        <div className="relative">
          <ComboboxInput
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
            placeholder={t('common:timeZone.placeholder')}
            className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 pe-9 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 aria-[invalid=true]:border-error"
            displayValue={(zone: string | null) => zone ?? ''}
            onChange={(event) => setQuery(event.target.value)}
            onFocus={(event) => {
              // Typing replaces the zone shown rather than adding to its name.
              event.target.select()
              // The zones' names in the language are matched too: read once, after the frame that shows the focus.
              afterPaint(() => {
                for (const choice of choices) zonePart(i18n.language, choice.id, 'longGeneric')
              })
            }}
          />
          <ComboboxButton aria-label={t('common:timeZone.show')} className="absolute inset-y-0 end-0 px-2.5 text-slate-500">
            <span aria-hidden="true">▾</span>
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-40 mt-1 max-h-72 w-[var(--input-width)] overflow-auto rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg empty:invisible dark:border-slate-700 dark:bg-slate-900"
        >
          {matches.map((choice) => (
            <ComboboxOption
              key={choice.id}
              value={choice.id}
              className="flex cursor-pointer items-baseline justify-between gap-3 rounded px-2 py-1 data-focus:bg-slate-100 data-selected:font-semibold dark:data-focus:bg-slate-800"
            >
              <span>
                {choice.text}
                <span className="ms-2 text-xs text-slate-500">{suggested.has(choice.id) ? '' : zonePart(i18n.language, choice.id, 'longGeneric')}</span>
              </span>
              <span dir="ltr" className="shrink-0 text-xs text-slate-500 tabular-nums">
                {zonePart(i18n.language, choice.id, 'shortOffset')}
              </span>
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      {words.length > 0 && matches.length === 0 && <p className="text-xs text-slate-500">{t('common:timeZone.none')}</p>}
      <FieldErrors id={id} errors={errors} />
    </div>
  )
}
