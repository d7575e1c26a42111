import { type ErrorComponentProps, Link, SearchParamError, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isApiCallError } from '../../api/client'
import { isChunkLoadError } from '../../lib/chunk-reload'
import { errorText, OFFLINE } from '../../lib/error-text'
import { reloadForChunkError } from '../chunk-reload'
import { useText } from '../i18n'
import { useOnline } from '../online'

function ErrorFrame({ title, detail }: { title: string; detail?: string }) {
  const { t } = useText()
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {detail && <p className="max-w-prose text-slate-600 dark:text-slate-300">{detail}</p>}
      <Link to="/dashboard" className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-brand-contrast">
        {t('errors:backHome')}
      </Link>
    </main>
  )
}

/** The unmatched route: 'Page not found: {path}'. */
export function NotFoundPage() {
  const { t } = useText()
  const location = useLocation()
  return <ErrorFrame title={t('errors:notFound', { path: location.href })} />
}

/** The generic error page: 'Page Not Found' for 404, otherwise 'Internal Server Error'. */
export function ErrorPage({ status = 500, detail }: { status?: number; detail?: string }) {
  const { t } = useText()
  return <ErrorFrame title={status === 404 ? t('errors:pageNotFound') : t('errors:internalServerError')} detail={detail} />
}

/** A route whose search parameters fail validation: 'Page Not Found: {path}'. */
function InvalidRoutePage() {
  const { t } = useText()
  const location = useLocation()
  return <ErrorFrame title={t('errors:invalidRoute', { path: location.href })} />
}

/**
 * A screen's code that did not come: changed with a deploy, or out of reach offline. Online the
 * page reloads once (the reload-once guard); offline it says so, and reloads once the network is back.
 */
function ChunkErrorPage() {
  const online = useOnline()
  useEffect(() => {
    if (online) reloadForChunkError()
  }, [online])
  if (!online) return <ErrorFrame title={errorText({ code: OFFLINE })} />
  return <ErrorPage />
}

/** Fatal or unhandled errors of a screen. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const chunkError = isChunkLoadError(error)
  useEffect(() => {
    if (!chunkError) console.error(error)
  }, [chunkError, error])
  if (chunkError) return <ChunkErrorPage />
  if (error instanceof SearchParamError) return <InvalidRoutePage />
  const status = isApiCallError(error) && error.status ? error.status : 500
  return <ErrorPage status={status} />
}
