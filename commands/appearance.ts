import { sectionKey } from './sections'
import { defineCommands } from './types'

export const appearanceCommands = defineCommands({
  'appearance.toggleTheme': {
    title: 'commands:appearance.toggleTheme',
    section: sectionKey('appearance'),
    public: true,
    keywords: ['theme', 'dark', 'light', 'mode', 'colours', 'colors'],
    run: (ctx) => ctx.actions.toggleTheme(),
  },
})
