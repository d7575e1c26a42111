import type { FilterError, FilterFields } from '@domain/filters'
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react'
import type { ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui/Button'
import type { ExportProgress } from './export-file'
import { FilterBar, type FilterBarHandle } from './FilterBar'
import { defaultPrefs, isColumnVisible, toggleColumn, type WorkspacePrefs } from './list-logic'
import { useHeaderText } from './ResultsTable'
import type { ListDefault, WorkspaceColumn } from './types'
import type { UpdatePrefs } from './use-list-prefs'

const menuItem = 'block w-full rounded px-3 py-1.5 text-start text-sm data-focus:bg-slate-100 dark:data-focus:bg-slate-800'
const menuItems = 'z-40 mt-1 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900'

interface WorkspaceHeaderProps<Row> {
  id: string
  title?: string
  count: { count: number; atLeast: boolean } | null
  actions?: ReactNode
  columns: readonly WorkspaceColumn<Row>[]
  prefs: WorkspacePrefs
  updatePrefs: UpdatePrefs
  /** The export menu, for a list that has one. */
  onExport?: (format: 'csv' | 'json') => void
  progress: ExportProgress | null
  onSaveView: () => void
  defaults: readonly ListDefault[]
  filterBar: Ref<FilterBarHandle>
  bar: { text: string; errors: FilterError[]; edit: (text: string) => void; apply: (text: string) => void }
  fields: FilterFields
  /** Gives the keys back to the list. */
  onLeave: () => void
}

/** Above the list: its title and count, its buttons and menus, the defaults in force and the filter bar. */
export function WorkspaceHeader<Row>(props: WorkspaceHeaderProps<Row>) {
  const { t, i18n } = useTranslation('workspace')
  const headerText = useHeaderText()
  const { count, progress } = props
  const shown = count && { count: count.count, shown: count.count.toLocaleString(i18n.language) }
  return (
    <div className="space-y-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-2">
        {props.title && <h1 className="text-xl font-semibold">{headerText(props.title)}</h1>}
        <span className="me-auto text-sm text-slate-500 dark:text-slate-400" role="status" data-testid="workspace-count">
          {count && shown && (count.atLeast ? t('count.atLeast', shown) : t('count.exact', shown))}
        </span>
        {props.actions}
        <ColumnsMenu columns={props.columns} prefs={props.prefs} updatePrefs={props.updatePrefs} />
        {props.onExport && <ExportMenu onExport={props.onExport} busy={progress !== null} />}
        <Button variant="secondary" onClick={props.onSaveView}>
          {t('saveView.action')}
        </Button>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        {props.defaults.length > 0 && <DefaultChips defaults={props.defaults} />}
        <div className="min-w-0 flex-1 basis-60">
          <FilterBar
            ref={props.filterBar}
            value={props.bar.text}
            onChange={props.bar.edit}
            onApply={props.bar.apply}
            onLeave={props.onLeave}
            errors={props.bar.errors}
            fields={props.fields}
            list={props.id}
          />
        </div>
      </div>
      {progress && <ExportProgressBar progress={progress} />}
    </div>
  )
}

/** The column chooser: each column shown or hidden, and back to the defaults (the pane keeps its width). */
function ColumnsMenu<Row>({ columns, prefs, updatePrefs }: { columns: readonly WorkspaceColumn<Row>[]; prefs: WorkspacePrefs; updatePrefs: UpdatePrefs }) {
  const { t } = useTranslation('workspace')
  const headerText = useHeaderText()
  return (
    <Menu as="div" className="relative">
      <MenuButton as={Button} variant="secondary">
        {t('columns.choose')}
      </MenuButton>
      <MenuItems anchor="bottom end" className={`${menuItems} w-56`}>
        {columns.map((column) => (
          <MenuItem key={column.id}>
            <button
              type="button"
              role="menuitemcheckbox"
              aria-checked={isColumnVisible(column, prefs)}
              className={menuItem}
              onClick={(event) => {
                event.preventDefault()
                updatePrefs((current) => toggleColumn(current, columns, column.id))
              }}
            >
              <span aria-hidden="true" className="inline-block w-5">
                {isColumnVisible(column, prefs) ? '✓' : ''}
              </span>
              {headerText(column.header)}
            </button>
          </MenuItem>
        ))}
        <MenuItem>
          <button type="button" className={menuItem} onClick={() => updatePrefs((current) => ({ ...defaultPrefs, paneWidth: current.paneWidth }))}>
            {t('columns.reset')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  )
}

function ExportMenu({ onExport, busy }: { onExport: (format: 'csv' | 'json') => void; busy: boolean }) {
  const { t } = useTranslation('workspace')
  return (
    <Menu as="div" className="relative">
      <MenuButton as={Button} variant="secondary" disabled={busy}>
        {t('export.label')}
      </MenuButton>
      <MenuItems anchor="bottom end" className={`${menuItems} w-40`}>
        <MenuItem>
          <button type="button" className={menuItem} onClick={() => onExport('csv')}>
            {t('export.csv')}
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" className={menuItem} onClick={() => onExport('json')}>
            {t('export.json')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  )
}

/** The defaults in force, each a chip that removes it. */
function DefaultChips({ defaults }: { defaults: readonly ListDefault[] }) {
  const { t } = useTranslation('workspace')
  const headerText = useHeaderText()
  return (
    <ul className="flex shrink-0 flex-wrap gap-1 pt-1" aria-label={t('defaults.label')}>
      {defaults.map((entry) => (
        <li key={entry.id} className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 ps-2.5 text-xs text-slate-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-200">
          <span>{t('defaults.chip', { label: headerText(entry.label), context: entry.reason === 'record' ? 'record' : undefined })}</span>
          <button
            type="button"
            className="rounded-full px-1.5 py-0.5 hover:bg-slate-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand dark:hover:bg-slate-700"
            aria-label={t('defaults.remove', { label: headerText(entry.label), context: entry.reason === 'record' ? 'record' : undefined })}
            onClick={entry.onRemove}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  )
}

function ExportProgressBar({ progress }: { progress: ExportProgress }) {
  const { t } = useTranslation('workspace')
  return (
    <div className="flex items-center gap-2 text-xs text-slate-600 dark:text-slate-300">
      <progress className="h-2 w-48" aria-label={t('export.progress')} max={progress.total ?? undefined} value={progress.total === null ? undefined : Math.min(progress.rows, progress.total)} />
      <span>{progress.total === null ? t('export.rows', { count: progress.rows }) : t('export.rowsOf', { count: progress.rows, total: progress.total })}</span>
    </div>
  )
}
