import { type ChangeEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldNotes } from './Field'

const HOUR_FORMAT_KEY = 'timeFormat'

/** Whether the user's language writes the time in 24 hours; where it does not say, 12 (the spec's default). */
export function languagePrefers24Hours(locale: string): boolean {
  try {
    const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle
    return cycle === 'h23' || cycle === 'h24'
  } catch {
    return false
  }
}

/** The user's choice of clock, kept in the browser; else its language's. */
function useHourFormat(locale: string): [boolean, (h24: boolean) => void] {
  const [chosen, setChosen] = useState(() => globalThis.localStorage?.getItem(HOUR_FORMAT_KEY))
  const h24 = chosen ? chosen === '24' : languagePrefers24Hours(locale)
  return [
    h24,
    (next) => {
      const value = next ? '24' : '12'
      globalThis.localStorage?.setItem(HOUR_FORMAT_KEY, value)
      setChosen(value)
    },
  ]
}

/** Steps of 5 (the spec's minutes and seconds), with the value shown when it is off them, so nothing stored is lost. */
export function stepsOf5(current: number): number[] {
  const steps = Array.from({ length: 12 }, (_, i) => i * 5)
  return steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b)
}

/** `2026-11-21T10:30` or `2026-11-21T10:30:05` into its parts; empty for none. */
export function partsOf(value: string): { date: string; hour: number; minute: number; second: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value)
  if (!match) return null
  return { date: match[1]!, hour: Number(match[2]), minute: Number(match[3]), second: Number(match[4] ?? 0) }
}

const two = (n: number) => String(n).padStart(2, '0')

/** The parts as the local input value the forms keep (`2026-11-21T22:30:05`). */
export function localValueOf(parts: { date: string; hour: number; minute: number; second: number }): string {
  return `${parts.date}T${two(parts.hour)}:${two(parts.minute)}:${two(parts.second)}`
}

/** The day-period names (AM, PM) of the user's language. */
function dayPeriods(locale: string): [string, string] {
  const name = (hour: number) =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', hour12: true, timeZone: 'UTC' }).formatToParts(Date.UTC(2000, 0, 1, hour)).find((part) => part.type === 'dayPeriod')?.value
  return [name(9) ?? 'AM', name(21) ?? 'PM']
}

/** Minutes or seconds, two digits, in steps of 5. */
function FiveStepSelect({ label, value, onChange, ...rest }: { label: string; value: number; onChange: (value: number) => void; className: string; disabled: boolean }) {
  return (
    <select aria-label={label} value={value} onChange={(event) => onChange(Number(event.target.value))} {...rest}>
      {stepsOf5(value).map((step) => (
        <option key={step} value={step}>
          {two(step)}
        </option>
      ))}
    </select>
  )
}

export interface DateTimeFieldProps {
  label: string
  /** A local date and time (`2026-11-21T10:30:05`); empty for none. */
  value: string
  onChange: (value: string) => void
  hint?: string
  errors?: string[]
}

/**
 * A date and a time of day: the date from the browser's date picker, the time as hours, minutes
 * and seconds in steps of 5, on a 12-hour clock unless the user's language or choice says 24.
 */
export function DateTimeField({ label, value, onChange, hint, errors }: DateTimeFieldProps) {
  const { t, i18n } = useTranslation('workspace')
  const id = useId()
  const [h24, setH24] = useHourFormat(i18n.language)
  const parts = partsOf(value)
  const time = parts ?? { date: '', hour: 0, minute: 0, second: 0 }
  const change = (next: Partial<typeof time>) => {
    const merged = { ...time, ...next }
    onChange(merged.date ? localValueOf(merged) : '')
  }
  const pm = time.hour >= 12
  const [am, pmName] = dayPeriods(i18n.language)
  const select = (event: ChangeEvent<HTMLSelectElement>) => Number(event.target.value)
  const control = 'rounded-md border border-slate-300 bg-white px-2 py-2 text-sm dark:border-slate-600 dark:bg-slate-900 aria-[invalid=true]:border-error'
  const described = [hint ? `${id}-hint` : '', errors?.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const invalid = errors?.length ? true : undefined
  const noDate = !time.date
  return (
    <fieldset className="space-y-1" aria-describedby={described}>
      <legend className="block text-sm font-medium text-slate-700 dark:text-slate-200">{label}</legend>
      <div className="flex flex-wrap items-center gap-1" dir="ltr">
        <input type="date" aria-label={t('time.date')} aria-invalid={invalid} className={control} value={time.date} onChange={(event) => change({ date: event.target.value })} />
        <select aria-label={t('time.hour')} className={control} disabled={noDate} value={h24 ? time.hour : time.hour % 12 || 12} onChange={(event) => {
          const hour = select(event)
          change({ hour: h24 ? hour : (hour % 12) + (pm ? 12 : 0) })
        }}>
          {(h24 ? Array.from({ length: 24 }, (_, i) => i) : Array.from({ length: 12 }, (_, i) => i || 12)).map((hour) => (
            <option key={hour} value={hour}>
              {h24 ? two(hour) : hour}
            </option>
          ))}
        </select>
        <span aria-hidden="true">:</span>
        <FiveStepSelect label={t('time.minute')} className={control} disabled={noDate} value={time.minute} onChange={(minute) => change({ minute })} />
        <span aria-hidden="true">:</span>
        <FiveStepSelect label={t('time.second')} className={control} disabled={noDate} value={time.second} onChange={(second) => change({ second })} />
        {!h24 && (
          <select aria-label={t('time.dayPeriod')} className={control} disabled={noDate} value={pm ? 'pm' : 'am'} onChange={(event) => change({ hour: (time.hour % 12) + (event.target.value === 'pm' ? 12 : 0) })}>
            <option value="am">{am}</option>
            <option value="pm">{pmName}</option>
          </select>
        )}
        <button type="button" aria-pressed={h24} onClick={() => setH24(!h24)} className="rounded px-2 py-1 text-xs text-slate-600 underline-offset-2 hover:underline dark:text-slate-300">
          {t('time.clock24')}
        </button>
      </div>
      <FieldNotes id={id} hint={hint} errors={errors} />
    </fieldset>
  )
}
