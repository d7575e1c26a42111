import { sectionKey } from './sections'
import { defineCommands } from './types'

export const helpCommands = defineCommands({
  'help.openPalette': {
    title: 'commands:help.openPalette',
    section: sectionKey('help'),
    public: true,
    shortcut: '$mod+k',
    palette: false,
    run: (ctx) => ctx.actions.openPalette(),
  },
  'help.shortcuts': {
    title: 'commands:help.shortcuts',
    section: sectionKey('help'),
    public: true,
    keywords: ['keyboard', 'keys', 'hotkeys', 'shortcuts', 'help'],
    shortcut: '?',
    run: (ctx) => ctx.actions.openShortcutHelp(),
  },
})
