import { kindCommands } from './record'

export const cardBinCommands = kindCommands('cardbin', {
  list: '/cardBins',
  detail: '/cardBins/$cardBin',
  shortcut: 'g b',
  keywords: ['bin', 'iin', 'card range', 'issuer', 'scheme'],
  newKeywords: ['new', 'create', 'add', 'bin'],
})
