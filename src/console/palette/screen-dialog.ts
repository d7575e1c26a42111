import { type ScreenDialog, screenDialogs } from '@commands/dialogs'
import { oneOf, text, textUpTo } from '@domain/search-params'
import { type NavigateOptions, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * The list workspace's own dialog. A record's route that reads `dialog` stands beside its list,
 * whose dialog the same param opens, so it takes that one too.
 */
const workspaceDialogs = ['saveView'] as const

/** The `dialog` search param of a route whose screen opens these dialogs; any other value fails the route's validation. */
export function dialogSearch<const D extends readonly [ScreenDialog, ...ScreenDialog[]]>(...dialogs: D) {
  return { dialog: oneOf([...dialogs, ...workspaceDialogs]) }
}

/**
 * The search params of a route whose screen opens a dialog about one of several items it shows (a
 * policy of the collection, one of the commands listed): `?dialog=editPolicy&item=12`.
 */
export function itemDialogSearch<const D extends readonly [ScreenDialog, ...ScreenDialog[]]>(...dialogs: D) {
  return { ...dialogSearch(...dialogs), item: textUpTo(200) }
}

/** Any screen's `dialog`, for reading it from any route. */
const anyDialog = oneOf(screenDialogs)

function useDialogInUrl(): ScreenDialog | undefined {
  return useRouterState({ select: (state) => anyDialog((state.location.search as Record<string, unknown>).dialog) })
}

function useItemInUrl(): string | undefined {
  return useRouterState({ select: (state) => text((state.location.search as Record<string, unknown>).item) })
}

/** Sets or removes `?dialog=` (and the `item` it is about) on the current route, keeping the rest of its search. */
function useSetDialog(): (dialog: ScreenDialog | undefined, replace: boolean, item?: string) => void {
  const router = useRouter()
  return (dialog, replace, item) => {
    const search = (previous: Record<string, unknown>) => {
      const { dialog: _, item: __, ...rest } = previous
      return dialog ? { ...rest, dialog, ...(item === undefined ? {} : { item }) } : rest
    }
    // `.` with a search function works on whichever route is on view, which the router's types cannot name here.
    void router.navigate({ to: '.', search, replace } as NavigateOptions)
  }
}

/** A route's search without its dialog, for leaving the screen once the dialog has done its work. */
export function withoutDialog<S extends { dialog?: unknown }>(search: S): Omit<S, 'dialog' | 'item'> {
  const { dialog: _, item: __, ...rest } = search as S & { item?: unknown }
  return rest
}

export interface ScreenDialogState {
  open: boolean
  /** Opens it from the screen's own button: the URL says so, as when a command opens it. */
  show: () => void
  /** Closes it and takes `dialog` out of the URL without a new history entry. */
  close: () => void
}

/**
 * A dialog (or form) of the screen on view that a command may open: it is open while the URL
 * says `?dialog=<name>`, so a deep link opens it and nothing waits for the screen to mount.
 */
export function useScreenDialog(name: ScreenDialog): ScreenDialogState {
  const open = useDialogInUrl() === name
  const setDialog = useSetDialog()
  return { open, show: () => setDialog(name, false), close: () => setDialog(undefined, true) }
}

export interface ItemDialogState {
  /** The item the dialog is open about, while the URL says `?dialog=<name>&item=<item>`. */
  item: string | undefined
  show: (item: string) => void
  /** Closes it and takes `dialog` and `item` out of the URL without a new history entry. */
  close: () => void
}

/**
 * A dialog about one of the items a screen shows: the URL names the dialog and the item, so Back
 * closes it and a deep link opens it on the same item.
 */
export function useItemDialog(name: ScreenDialog): ItemDialogState {
  const open = useDialogInUrl() === name
  const item = useItemInUrl()
  const setDialog = useSetDialog()
  return { item: open ? item : undefined, show: (chosen) => setDialog(name, false, chosen), close: () => setDialog(undefined, true) }
}

/**
 * A one-off screen action behind `?dialog=<name>`, such as focusing an input or opening a file
 * chooser: it runs once when the name appears, and the name leaves the URL at once.
 */
export function useDialogAction(name: ScreenDialog, action: () => void, ready = true): void {
  const asked = useDialogInUrl() === name
  const setDialog = useSetDialog()
  const latest = useRef(action)
  latest.current = action
  const latestSet = useRef(setDialog)
  latestSet.current = setDialog
  useEffect(() => {
    if (!asked || !ready) return
    latest.current()
    latestSet.current(undefined, true)
  }, [asked, ready])
}
