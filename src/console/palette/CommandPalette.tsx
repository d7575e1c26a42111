import type { Command as RegistryCommand, CommandContext } from '@commands/types'
import { useRouter } from '@tanstack/react-router'
import { Command } from 'cmdk'
import { Fragment, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { KeyCaps } from './KeyCaps'
import { useFocusLayer } from './focus-stack'
import { commandFilter, paletteCommands } from './palette-commands'
import { type PalettePage, usePaletteStore } from './palette-store'
import { type PaletteSource, paletteSources } from './palette-sources'
import { launch } from './run-command'

const itemClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-slate-700 data-[selected=true]:bg-slate-100 data-[selected=true]:text-slate-900 dark:text-slate-200 dark:data-[selected=true]:bg-slate-700 dark:data-[selected=true]:text-white'
const groupClass =
  'py-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-slate-500'

/** The `$mod+k` palette: every command the user may run, grouped by section, then record sources. */
export function CommandPalette({ ctx }: { ctx: CommandContext }) {
  const { t } = useTranslation('commands')
  const isOpen = usePaletteStore((state) => state.isOpen)
  const page = usePaletteStore((state) => state.page)
  const [search, setSearch] = useState('')
  useFocusLayer({ plainKeys: false, active: isOpen })

  const close = useCallback(() => {
    usePaletteStore.getState().close()
    setSearch('')
  }, [])
  const run = useCallback(
    (command: RegistryCommand<never>) => {
      close()
      launch(command, ctx)
    },
    [close, ctx],
  )
  const { groups, sections } = useCommandGroups(page, ctx, search, run)

  return (
    <Command.Dialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) close()
      }}
      label={t('palette.label')}
      filter={commandFilter}
      loop
      vimBindings={false}
      overlayClassName="fixed inset-0 z-40 bg-slate-900/40"
      contentClassName="fixed inset-x-4 top-[12vh] z-50 mx-auto max-w-xl overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 dark:border-slate-700">
        {page !== 'root' && (
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            {t(`palette.pages.${page}`)}
          </span>
        )}
        <Command.Input
          value={search}
          onValueChange={setSearch}
          placeholder={t(page === 'root' ? 'palette.placeholder' : `palette.pagePlaceholders.${page}`)}
          onKeyDown={(event) => {
            // Backspace in an empty search leaves a page, as in most palettes.
            if (event.key === 'Backspace' && search === '' && page !== 'root') {
              event.preventDefault()
              usePaletteStore.getState().setPage('root')
            }
          }}
          // The selected item shows where the keys go; the page-wide focus ring would only clip at the edge.
          style={{ outline: 'none' }}
          className="h-12 w-full bg-transparent text-sm text-slate-900 placeholder:text-slate-400 dark:text-slate-100"
        />
      </div>
      <Command.List className="max-h-[60vh] overflow-y-auto p-2">
        <Command.Empty className="px-3 py-6 text-center text-sm text-slate-500">{t('palette.empty')}</Command.Empty>
        {sections.map(([section]) => groups.get(section))}
        {page === 'root' &&
          paletteSources.map((source) => <SourceGroup key={source.id} source={source} search={search} ctx={ctx} onRun={close} />)}
      </Command.List>
    </Command.Dialog>
  )
}

/** The page's commands, drawn as one group per section, and the order of the sections for the search. */
function useCommandGroups(page: PalettePage, ctx: CommandContext, search: string, run: (command: RegistryCommand<never>) => void) {
  const { t } = useTranslation('commands')
  // Matched by its title in the console's language and in English, whatever the language. The
  // words are worked out once per page and language, not on every key: an item whose words stay
  // the same array is not registered with the palette again.
  const offered = useMemo(
    () =>
      paletteCommands(page, ctx).map(
        ([section, commands]) =>
          [section, commands.map((command) => ({ command, keywords: [t(command.title), t(command.title, { lng: 'en' }), ...(command.keywords ?? [])] }))] as const,
      ),
    [page, ctx, t],
  )
  // The groups are drawn once per page and language: a key changes the search, which the items
  // follow through the palette's own store, so React leaves them be.
  const groups = useMemo(
    () =>
      new Map(
        offered.map(([section, items]) => [
          section,
          <Command.Group key={section} heading={t(section)} className={groupClass}>
            {items.map(({ command, keywords }) => (
              <Command.Item key={command.id} value={command.id} keywords={keywords} onSelect={() => run(command)} className={itemClass}>
                <span>{t(command.title)}</span>
                {command.shortcut && <KeyCaps shortcut={command.shortcut} />}
              </Command.Item>
            ))}
          </Command.Group>,
        ]),
      ),
    [offered, t, run],
  )
  // cmdk ranks the items within a section but leaves the sections in place: the section of the
  // best match comes first, so Enter runs the best match whatever section it is in.
  const sections = useMemo(() => {
    if (!search) return offered
    const best = new Map(offered.map(([section, items]) => [section, Math.max(0, ...items.map((item) => commandFilter(item.command.id, search, item.keywords)))]))
    return [...offered].sort((a, b) => best.get(b[0])! - best.get(a[0])!)
  }, [offered, search])
  return { groups, sections }
}

/**
 * One record source's results. Results with keywords are scored by cmdk like the commands (so a
 * recognised value outranks them); the others are ranked by the source and shown as given.
 */
function SourceGroup({ source, search, ctx, onRun }: { source: PaletteSource; search: string; ctx: CommandContext; onRun: () => void }) {
  const { t } = useTranslation('commands')
  const router = useRouter()
  const results = source.useResults(search, ctx)
  if (results.length === 0) return null
  return (
    <Command.Group heading={t(source.heading)} forceMount={results.some((result) => !result.keywords)} className={groupClass}>
      {results.map((result) => (
        <Command.Item
          key={result.id}
          value={`${source.id}:${result.id}`}
          keywords={result.keywords}
          forceMount={!result.keywords}
          onSelect={() => {
            onRun()
            if (result.href !== undefined) void router.navigate({ href: result.href })
            else result.run(ctx)
          }}
          className={itemClass}
        >
          <span>
            <WithValue text={result.label} value={result.value} />
          </span>
          {(result.detail || result.note) && (
            <span className="truncate text-xs text-slate-500">
              {result.detail?.map((value, index) => (
                <Fragment key={value}>
                  {index > 0 && ' · '}
                  <bdi dir="ltr">{value}</bdi>
                </Fragment>
              ))}
              {result.note && `${result.detail?.length ? ' · ' : ''}${result.note}`}
            </span>
          )}
        </Command.Item>
      ))}
    </Command.Group>
  )
}

/** A label with a record's value in it (`Transactions with card {{value}}`), the value drawn left to right in any language. */
function WithValue({ text, value }: { text: string; value: string | undefined }) {
  const at = value ? text.indexOf(value) : -1
  if (!value || at < 0) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <bdi dir="ltr">{value}</bdi>
      {text.slice(at + value.length)}
    </>
  )
}
