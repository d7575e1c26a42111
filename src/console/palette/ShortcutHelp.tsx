import { placeKey } from '@commands/places'
import type { CommandContext } from '@commands/types'
import { API_DOCS_PATH } from '@domain/call-route'
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react'
import { useTranslation } from 'react-i18next'
import { KeyCaps } from './KeyCaps'
import { useFocusLayer } from './focus-stack'
import { shortcutPlaces } from './palette-commands'
import { usePaletteStore } from './palette-store'

/** The `?` overlay listing the shortcuts, with a link to the API reference; Esc or a click outside closes it. */
export function ShortcutHelp({ ctx }: { ctx: CommandContext }) {
  const { t } = useTranslation('commands')
  const isOpen = usePaletteStore((state) => state.isHelpOpen)
  const closeHelp = usePaletteStore((state) => state.closeHelp)
  useFocusLayer({ plainKeys: false, active: isOpen })

  return (
    <Dialog open={isOpen} onClose={closeHelp} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel className="max-h-[76vh] w-full max-w-lg overflow-y-auto rounded-xl border border-slate-200 bg-white p-5 shadow-2xl dark:border-slate-700 dark:bg-slate-900">
          <div className="mb-4 flex items-baseline justify-between gap-4">
            <DialogTitle className="text-base font-semibold text-slate-900 dark:text-slate-100">{t('shortcutHelp.title')}</DialogTitle>
            <span className="flex items-center gap-1 text-xs text-slate-500">
              <KeyCaps shortcut="Escape" /> {t('shortcutHelp.close')}
            </span>
          </div>
          {shortcutPlaces(ctx).map(([place, keys]) => (
            <section key={place} className="mb-4 last:mb-0" aria-labelledby={`shortcut-place-${place}`}>
              <h3 id={`shortcut-place-${place}`} className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">
                {t(placeKey(place))}
              </h3>
              <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                {keys.map((key) => (
                  <li key={key.id} className="flex items-center justify-between gap-4 py-1.5 text-sm text-slate-700 dark:text-slate-200">
                    <span>{t(key.title)}</span>
                    <KeyCaps shortcut={key.shortcut} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <p className="mt-4 flex flex-wrap items-baseline gap-x-2 border-t border-slate-100 pt-3 text-sm text-slate-500 dark:border-slate-800">
            <a href={API_DOCS_PATH} target="_blank" rel="noopener" className="font-medium text-brand underline-offset-2 hover:underline focus-visible:underline">
              {t('shortcutHelp.apiReference')}
            </a>
            <span>{t('shortcutHelp.apiReferenceHint')}</span>
          </p>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
