import { BUILD_CHECK_DELAY_MS } from '@domain/constants'
import i18next from 'i18next'
import { useAlertStore } from '../session/alert-store'

/** The entry script a console page runs: its name carries the build's hash, so it changes with every build. */
export function entryScriptOf(html: string): string | undefined {
  return /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1]
}

/** Whether the page the server now gives runs another build than this one (the deployed page is its manifest). */
async function newerBuildDeployed(own: string): Promise<boolean> {
  const response = await fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } })
  const deployed = response.ok ? entryScriptOf(await response.text()) : undefined
  return deployed !== undefined && deployed !== own
}

/**
 * Once, 1 s after the console loads and when the browser is idle: a newer console build deployed
 * since is offered as a reload, never forced (a form may be half filled). Offline or on a failed
 * check, nothing is said; the next load checks again.
 */
export function checkForNewerBuild(): void {
  const own = document.querySelector('script[type="module"][src]')?.getAttribute('src')
  if (!own) return
  const idle = (run: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 0))
  setTimeout(
    () =>
      idle(() => {
        void newerBuildDeployed(own)
          .then(async (newer) => {
            if (!newer) return
            await i18next.loadNamespaces('shell')
            useAlertStore.getState().show(i18next.t('shell:newBuild.ready'), 'info', null, { label: 'shell:newBuild.reload', run: () => location.reload() })
          })
          .catch(() => undefined)
      }),
    BUILD_CHECK_DELAY_MS,
  )
}
