import { commandRegistry, isAvailable } from '@commands/index'
import type { CommandContext } from '@commands/types'
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { loadWhenOnline } from '../lib/load-when-online'
import { useCommandContext } from './command-context'
import { useFocusRecordsStore } from './focus-records'
import { plainKeysAllowed } from './focus-stack'
import { createKeyDispatcher, listenForKeys } from './key-dispatcher'
import { usePaletteStore } from './palette-store'
import { launch } from './run-command'

// The palette and the help overlay (cmdk, dialogs) load after the page, not with it.
let loadedPalette: typeof import('./CommandPalette') | undefined
export const loadPalette = () => loadWhenOnline(() => import('./CommandPalette')).then((module) => (loadedPalette = module))
const loadHelp = () => loadWhenOnline(() => import('./ShortcutHelp'))
const LazyPalette = lazy(() => loadPalette().then((m) => ({ default: m.CommandPalette })))
const ShortcutHelp = lazy(() => loadHelp().then((m) => ({ default: m.ShortcutHelp })))

/** True from the first time `open` holds, so a closed dialog stays mounted for its transition. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  useEffect(() => {
    if (open) setOpened(true)
  }, [open])
  return opened || open
}

/** Installs the one document-level key handler for every shortcut in the registry. */
function useCommandKeys(ctx: CommandContext): void {
  const latest = useRef(ctx)
  useLayoutEffect(() => {
    latest.current = ctx
  })

  useEffect(() => {
    const bindings = commandRegistry.flatMap((command) =>
      command.shortcut
        ? [
            {
              shortcut: command.shortcut,
              fire: (event: KeyboardEvent) => {
                // What is in focus now, not at the last render: a screen that just showed is there.
                const ctx = { ...latest.current, focus: useFocusRecordsStore.getState().records }
                // Without the permission or outside its `when`, the key does nothing, as the palette hides it:
                // another command sharing the key may take it.
                if (!isAvailable(command, ctx)) return false
                event.preventDefault()
                launch(command, ctx)
                return true
              },
            },
          ]
        : [],
    )
    return listenForKeys(createKeyDispatcher(bindings, { plainKeysAllowed }))
  }, [])
}

/** The palette, the shortcut help and the key handler; the layouts mount it once. */
export function CommandLayer() {
  const ctx = useCommandContext()
  useCommandKeys(ctx)
  const palette = useOpenedOnce(usePaletteStore((state) => state.isOpen))
  const help = useOpenedOnce(usePaletteStore((state) => state.isHelpOpen))
  // Signed in, the palette is one keystroke away: fetch it right after the page shows so no
  // typed key is lost. Public pages (login) wait for an idle moment.
  useEffect(() => {
    const load = () => {
      void loadPalette()
      void loadHelp()
    }
    if (ctx.signedIn) load()
    else (globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1000)))(load)
  }, [ctx.signedIn])
  // Once loaded (ahead of the first `$mod+k`, even on the sign-in page) the palette draws without
  // suspending: React holds back the reveal of suspended content for up to 300 ms.
  const CommandPalette = loadedPalette?.CommandPalette ?? LazyPalette
  return (
    <Suspense fallback={null}>
      {palette && <CommandPalette ctx={ctx} />}
      {help && <ShortcutHelp ctx={ctx} />}
    </Suspense>
  )
}
