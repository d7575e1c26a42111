import { kindCommands } from './record'

export const roleCommands = kindCommands('mrole', {
  list: '/roles',
  detail: '/roles/$role',
  keywords: ['roles', 'permissions', 'permission sets', 'mrole', 'access'],
  newKeywords: ['new role', 'create role', 'add role'],
})
