import { kindCommands } from './record'

export const cardBlacklistCommands = kindCommands('cardblacklist', {
  list: '/cardBlacklist',
  detail: '/cardBlacklist/$cardId',
  shortcut: 'g l',
  keywords: ['blacklist', 'blocked cards', 'card hash', 'refused'],
  newKeywords: ['new', 'create', 'add', 'blacklist', 'block card'],
})
