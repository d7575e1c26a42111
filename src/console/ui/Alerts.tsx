import { useText } from '../app/i18n'
import { type AlertColor, useAlertStore } from '../session/alert-store'

const colors: Record<AlertColor, string> = {
  error: 'border-error bg-error text-white',
  success: 'border-success bg-success text-white',
  info: 'border-brand bg-brand text-brand-contrast',
}

/**
 * The alert stack, in the bottom corner at the end of the line, clear of the controls at the top
 * of a screen (the palette trigger, a list's search box); screen readers hear each new alert
 * (errors interrupt, others wait). Tailwind reads this file for the first page's CSS: a word here
 * that names a utility class adds it.
 */
export function Alerts() {
  const { t } = useText()
  const alerts = useAlertStore((s) => s.alerts)
  const close = useAlertStore((s) => s.close)
  return (
    <div className="pointer-events-none fixed end-0 bottom-3 z-50 flex w-full max-w-lg flex-col gap-2 px-3" aria-live="polite">
      {alerts.map((alert) => (
        <div
          key={alert.id}
          role={alert.color === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-lg items-start gap-3 rounded-md border px-4 py-3 text-sm shadow-lg ${colors[alert.color]}`}
        >
          <p className="flex-1">{alert.content}</p>
          {alert.action && (
            <button
              type="button"
              onClick={() => {
                alert.action?.run()
                close(alert.id)
              }}
              className="rounded px-1 font-semibold underline"
            >
              {t(alert.action.label)}
            </button>
          )}
          <button type="button" onClick={() => close(alert.id)} className="rounded px-1 font-semibold" aria-label={t('common:actions.close')}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
