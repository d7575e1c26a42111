import { sectionKey } from './sections'
import { defineCommands } from './types'

export const undoCommands = defineCommands({
  'undo.last': {
    title: 'commands:undo.last',
    section: sectionKey('edit'),
    keywords: ['undo', 'revert', 'cancel', 'back'],
    shortcut: 'z',
    run: (ctx) => ctx.actions.undoLast(),
  },
})
