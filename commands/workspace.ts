import { sectionKey } from './sections'
import { type CommandContext, type CommandSpec, defineCommands } from './types'
import type { WorkspaceController } from './workspace-controller'

/** The list workspace on screen, when there is one. */
export function focusedWorkspace(ctx: CommandContext): WorkspaceController | null {
  return ctx.focus.workspace ?? null
}

/** A key of the list workspace: available only while a list screen is shown. */
function listKey(name: string, shortcut: string, act: (workspace: WorkspaceController) => void, extra: Partial<CommandSpec> = {}): CommandSpec {
  return {
    title: `workspace:commands.${name}`,
    section: sectionKey('navigation'),
    keywords: ['list', 'workspace'],
    shortcut,
    when: (ctx) => focusedWorkspace(ctx) !== null,
    run: (ctx) => {
      const workspace = focusedWorkspace(ctx)
      if (workspace) act(workspace)
    },
    ...extra,
  }
}

/** The whole list as its filters have it, in one file format: available where the list can be exported. */
function exportAs(format: 'csv' | 'json', name: string): CommandSpec {
  return {
    title: `workspace:commands.${name}`,
    section: sectionKey('navigation'),
    keywords: ['export', 'download', format],
    when: (ctx) => focusedWorkspace(ctx)?.canExport ?? false,
    run: (ctx) => focusedWorkspace(ctx)?.exportAs(format),
  }
}

/** The key that makes a record of the list on screen, whatever its kind (Linear's `c`). */
export const CREATE_KEY = 'c'

export const workspaceCommands = defineCommands({
  'workspace.focusFilter': listKey('focusFilter', '/', (w) => w.focusFilter(), { keywords: ['filter', 'search', 'query'] }),
  'workspace.down': listKey('down', 'j', (w) => w.move(1), { palette: false }),
  'workspace.up': listKey('up', 'k', (w) => w.move(-1), { palette: false }),
  'workspace.downArrow': listKey('down', 'ArrowDown', (w) => w.move(1), { palette: false }),
  'workspace.upArrow': listKey('up', 'ArrowUp', (w) => w.move(-1), { palette: false }),
  'workspace.open': listKey('open', 'Enter', (w) => w.open(), {
    palette: false,
    when: (ctx) => focusedWorkspace(ctx)?.canOpen() ?? false,
  }),
  'workspace.back': listKey('back', 'Escape', (w) => w.back(), {
    palette: false,
    when: (ctx) => focusedWorkspace(ctx)?.canGoBack() ?? false,
  }),
  'workspace.previous': listKey('previous', '[', (w) => w.step(-1), { palette: false }),
  'workspace.next': listKey('next', ']', (w) => w.step(1), { palette: false }),
  'workspace.toggleSelect': listKey('toggleSelect', 'x', (w) => w.toggleSelect(), { palette: false }),
  'workspace.extendDown': listKey('extendDown', 'Shift+J', (w) => w.extend(1), { palette: false }),
  'workspace.extendUp': listKey('extendUp', 'Shift+K', (w) => w.extend(-1), { palette: false }),
  'workspace.extendDownArrow': listKey('extendDown', 'Shift+ArrowDown', (w) => w.extend(1), { palette: false }),
  'workspace.extendUpArrow': listKey('extendUp', 'Shift+ArrowUp', (w) => w.extend(-1), { palette: false }),
  'workspace.selectAll': listKey('selectAll', 'Shift+X', (w) => w.selectAll(), { keywords: ['select all', 'selection', 'bulk'] }),
  'workspace.saveView': {
    title: 'workspace:commands.saveView',
    section: sectionKey('navigation'),
    keywords: ['save', 'view', 'saved search', 'bookmark', 'link'],
    when: (ctx) => focusedWorkspace(ctx) !== null,
    run: (ctx) => focusedWorkspace(ctx)?.saveView(),
  },
  // The kind's own command is in the palette by its name (New merchant); this is its key on any list.
  'workspace.create': listKey('create', CREATE_KEY, (w) => w.create(), {
    palette: false,
    when: (ctx) => focusedWorkspace(ctx)?.canCreate() ?? false,
  }),
  'workspace.clearFilter': {
    title: 'workspace:commands.clearFilter',
    section: sectionKey('navigation'),
    keywords: ['filter', 'clear', 'reset', 'all'],
    when: (ctx) => focusedWorkspace(ctx)?.canClearFilter() ?? false,
    run: (ctx) => focusedWorkspace(ctx)?.clearFilter(),
  },
  'workspace.exportCsv': exportAs('csv', 'exportCsv'),
  'workspace.exportJson': exportAs('json', 'exportJson'),
})
