import { kindCommands } from './record'

export const merchantKeyCommands = kindCommands('merchantkey', {
  list: '/merchantKeys',
  detail: '/merchantKeys/$merchantKey',
  keywords: ['api keys', 'merchant keys', 'tokens', 'integration'],
  newKeywords: ['new api key', 'create', 'add', 'generate key'],
})
