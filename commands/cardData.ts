import { listCommand, newRecordCommand } from './new-record'
import { defineCommands } from './types'

export const cardDataCommands = defineCommands({
  'cardbin.list': listCommand({ title: 'cardData:commands.cardBins', route: '/cardBins', shortcut: 'g b', permission: 'cardData.read', keywords: ['bin', 'iin', 'card range', 'issuer', 'scheme'] }),
  'cardblacklist.list': listCommand({ title: 'cardData:commands.cardBlacklist', route: '/cardBlacklist', shortcut: 'g l', permission: 'cardData.read', keywords: ['blacklist', 'blocked cards', 'card hash', 'refused'] }),
  'cardbin.create': newRecordCommand({ title: 'cardData:commands.newCardBin', list: '/cardBins', route: '/cardBins/$cardBin', permission: 'cardData.write', keywords: ['new', 'create', 'add', 'bin'] }),
  'cardblacklist.create': newRecordCommand({
    title: 'cardData:commands.newBlacklistEntry',
    list: '/cardBlacklist',
    route: '/cardBlacklist/$cardId',
    permission: 'cardData.write',
    keywords: ['new', 'create', 'add', 'blacklist', 'block card'],
  }),
})
