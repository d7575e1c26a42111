import { loadAreaText } from './i18n'
import { loadRootLayers } from './layouts/RootLayout'
import { loadQueryClient } from './query-client'

/**
 * What every console screen needs before it shows, kept off the sign-in page's first paint: the
 * screen table (the routes' permissions), the query client, every area's text, and the command
 * layer, so a screen's keys work from the moment it shows.
 */
export function loadConsoleCode() {
  return Promise.all([import('@commands/screens'), loadQueryClient(), loadAreaText(), loadRootLayers()])
}
