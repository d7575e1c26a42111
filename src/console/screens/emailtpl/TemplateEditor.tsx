import type { GoTarget } from '@commands/go-target'
import { NEW_RECORD } from '@domain/constants'
import { emailtplCalls } from '@domain/calls/emailtpl'
import { type EmailTemplate, templateSampleData, templateVariableNames } from '@domain/entities/emailtpl'
import type { MessageType } from '@domain/entities/message'
import { type Locale, locales } from '@domain/enums'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useParams, useSearch } from '@tanstack/react-router'
import { type ReactNode, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { type PreviewBody, type TemplateArea, templatePreview, templatesOfCollection } from '../../api/emailtpl'
import { errorText } from '../../lib/error-text'
import { useDebounced } from '../../lib/use-debounced'
import { CommandButtons } from '../../palette/CommandButtons'
import { useDialogAction } from '../../palette/screen-dialog'
import { showError } from '../../session/alert-store'
import { useSessionStore } from '../../session/session-store'
import { SelectField } from '../../ui/Field'
import { FormError } from '../../ui/Form'
import { formErrorsOf } from '../../ui/form-errors'
import { MessageFrame } from '../../ui/MessageFrame'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { AppLink } from '../../ui/record-parts'
import { RecordHistory } from '../../workspace/RecordHistory'
import { useKindEditor, useKindRecord } from '../../workspace'
import { SourceField } from './SourceField'
import { useTemplateAccess } from './template-access'
import { firstFreeTemplate, insertText, lineRange, typesFor, variableTag } from './template-logic'
import { SpaceName } from '../../ui/SpaceName'
import { useLocaleLabel } from '../../ui/EnumText'

/** How long typing pauses before the preview renders it again. */
const PREVIEW_DELAY_MS = 300

const SOURCES = ['subject', 'bodyHtml', 'bodyText'] as const
type Source = (typeof SOURCES)[number]
const FIELDS = ['type', 'locale', ...SOURCES] as const

interface TemplateForm {
  type: MessageType
  locale: Locale
  subject: string
  bodyHtml: string
  bodyText: string
}

/**
 * /templateCollections/{collectionName}/{templateId}?space= and /systemTplCollections/…/{template}:
 * a template of the area's collections, its sources beside their preview; `@new` writes one.
 */
export function TemplatePage({ area }: { area: TemplateArea }) {
  const { t } = useTranslation('emailtpl')
  const { id, query } = useKindRecord(area.templates)
  if (id === NEW_RECORD) return <NewTemplate area={area} />
  if (id === null) return <p role="alert" className="text-sm text-error">{t('common:record.notFound')}</p>
  return (
    <RecordQuery query={query}>
      {(record) => (
        // A save starts the editor again from what was saved.
        <div key={record.updated ?? ''} className="space-y-4">
          <TemplateEditor area={area} record={record} collection={{ space: record.space, name: record.collectionName }} />
          <RecordHistory target={area.templates.history!(record)} />
        </div>
      )}
    </RecordQuery>
  )
}

/** A new template starts on the first type and locale its collection lacks. */
function NewTemplate({ area }: { area: TemplateArea }) {
  const { collectionName } = useParams({ strict: false }) as { collectionName: string }
  const { space } = useSearch({ strict: false }) as { space?: string }
  const collection = { space: space ?? '', name: collectionName }
  const taken = useQuery(templatesOfCollection(area, collection))
  return <RecordQuery query={taken}>{(page) => <TemplateEditor area={area} record={null} collection={collection} taken={page.items} />}</RecordQuery>
}

interface TemplateEditorProps {
  area: TemplateArea
  record: EmailTemplate | null
  collection: { space: string; name: string }
  /** The collection's templates, for a new one to start on a type and locale it lacks. */
  taken?: readonly { type: string; locale: string }[]
}

function TemplateEditor({ area, record, collection, taken = [] }: TemplateEditorProps) {
  const { t } = useTranslation('emailtpl')
  const localeLabel = useLocaleLabel()
  const { writable } = useTemplateAccess(area.system)
  const types = typesFor(area.system)
  const { editor, pane } = useTemplateKindEditor(area, record, collection, record ?? firstFreeTemplate(types, taken))
  const form = editor.form
  const [previewLocale, setPreviewLocale] = useState<Locale>(form.locale)
  // A new template's language is the preview's until the author picks another for the preview.
  useEffect(() => setPreviewLocale(form.locale), [form.locale])
  const body = { type: form.type, locale: previewLocale, subject: form.subject, bodyHtml: form.bodyHtml, bodyText: form.bodyText }
  const preview = useTemplatePreview(body)
  const sent = useSendTest(body, record !== null)
  const sources = useSourceFields(editor, preview)

  return (
    <RecordEditor
      {...pane}
      canWrite={pane.canWrite && writable}
      title={record ? `${record.type} · ${localeLabel(record.locale)}` : t('newTemplateTitle')}
      subtitle={
        <>
          <SpaceName space={collection.space} /> / {collection.name}
        </>
      }
      formLabel={t('templateFormLabel')}
      facts={record ? [{ label: t('fields.collection'), value: <CollectionLink area={area} collection={collection} /> }] : undefined}
      actions={record && <CommandButtons pick={(command) => command.record === area.templates.focus} />}
      aside={
        <div className="min-w-0 space-y-3">
          {sent.messageId !== undefined && <SentTest email={sent.email} messageId={sent.messageId} />}
          <PreviewPanel preview={preview} locale={previewLocale} onLocale={setPreviewLocale} />
        </div>
      }
    >
      {!record && (
        <>
          <SelectField label={t('fields.type')} {...editor.text('type')} options={types.map((type) => ({ value: type, label: type }))} />
          <SelectField label={t('fields.locale')} {...editor.text('locale')} options={locales.map((locale) => ({ value: locale, label: localeLabel(locale) }))} />
        </>
      )}
      <SourceField label={t('fields.subject')} {...sources.field('subject')} />
      <SourceField label={t('fields.bodyHtml')} {...sources.field('bodyHtml')} rows={14} onGoToLine={sources.goToLine('bodyHtml')} />
      <SourceField label={t('fields.bodyText')} {...sources.field('bodyText')} rows={8} onGoToLine={sources.goToLine('bodyText')} />
      <Variables type={form.type} locale={previewLocale} onInsert={sources.insert} target={t(`fields.${sources.target}`)} />
    </RecordEditor>
  )
}

/** The template's form through the kind editor, starting on `start`'s type and locale: a new template names its collection, a saved one keeps them. */
function useTemplateKindEditor(area: TemplateArea, record: EmailTemplate | null, collection: TemplateEditorProps['collection'], start: { type: MessageType; locale: Locale }) {
  const { t } = useTranslation('emailtpl')
  return useKindEditor({
    kind: area.templates,
    record,
    nameOf: (saved: EmailTemplate) => `${saved.type} · ${saved.locale}`,
    deleteText: t('deleteTemplateText', { collection: collection.name }),
    initial: {
      type: start.type,
      locale: start.locale,
      subject: record?.subject ?? '',
      bodyHtml: record?.bodyHtml ?? '',
      bodyText: record?.bodyText ?? '',
    } satisfies TemplateForm as TemplateForm,
    fields: FIELDS,
    save: (form: TemplateForm) => {
      const body = { subject: form.subject, bodyHtml: form.bodyHtml, bodyText: form.bodyText }
      return record
        ? callApi(emailtplCalls.update, { params: { space: record.space, templateId: record.templateId }, body })
        : callApi(emailtplCalls.create, { body: { ...body, space: collection.space, collectionName: collection.name, type: form.type, locale: form.locale } })
    },
  })
}

type TemplateKindEditor = ReturnType<typeof useTemplateKindEditor>['editor']

/**
 * The three sources' fields, with their errors and the preview's, and where a variable goes: the
 * source the author was last in, at the caret.
 */
function useSourceFields(editor: TemplateKindEditor, preview: Preview) {
  const form = editor.form
  const refs = {
    subject: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    bodyHtml: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    bodyText: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
  } satisfies Record<Source, RefObject<HTMLInputElement & HTMLTextAreaElement | null>>
  const [target, setTarget] = useState<Source>('bodyHtml')
  const insert = (name: string) => {
    const element = refs[target].current
    const value = form[target]
    const selection = element ? { start: element.selectionStart ?? value.length, end: element.selectionEnd ?? value.length } : { start: value.length, end: value.length }
    const next = insertText(value, selection, variableTag(name))
    editor.set(target, next.text)
    requestAnimationFrame(() => {
      element?.focus()
      element?.setSelectionRange(next.caret, next.caret)
    })
  }
  const goToLine = (source: Source) => (line: number) => {
    const element = refs[source].current
    if (!element) return
    const { start, end } = lineRange(form[source], line)
    element.focus()
    element.setSelectionRange(start, end)
  }
  const errorsOf = (field: Source) => {
    const merged = [...(preview.errors.fields[field] ?? []), ...(editor.errors.fields[field] ?? [])]
    return merged.length ? [...new Set(merged)] : undefined
  }
  const field = (name: Source) => ({
    ...editor.text(name),
    errors: errorsOf(name),
    ref: refs[name],
    onFocus: () => setTarget(name),
  })
  return { field, goToLine, insert, target }
}

function CollectionLink({ area, collection }: { area: TemplateArea; collection: { space: string; name: string } }) {
  const search = { space: collection.space }
  const target: GoTarget = area.system
    ? { to: '/systemTplCollections/$collectionName', params: { collectionName: collection.name }, search }
    : { to: '/templateCollections/$collectionName', params: { collectionName: collection.name }, search }
  return <AppLink {...target}>{collection.name}</AppLink>
}

interface Preview {
  data: { subject: string; html: string; text: string } | undefined
  /** Errors of the latest text, by source; the rendering shown is then the last one that worked. */
  errors: ReturnType<typeof formErrorsOf>
  rendering: boolean
}

/** The template as sent, rendered by the server after each pause in typing; the last good rendering stays while the text has errors. */
function useTemplatePreview(body: PreviewBody): Preview {
  // Debounced as text: equal bodies are one value, so a render that changes nothing starts no new wait.
  const settled = useDebounced(JSON.stringify(body), PREVIEW_DELAY_MS)
  const stable = useMemo(() => JSON.parse(settled) as PreviewBody, [settled])
  const ready = stable.subject.trim() !== '' && stable.bodyHtml.trim() !== ''
  const query = useQuery({ ...templatePreview(stable), enabled: ready })
  // What the latest settled render said, kept while the next one runs, so nothing flickers as the author types.
  const [settledRender, setSettledRender] = useState<{ data: Preview['data']; error: unknown }>({ data: undefined, error: null })
  useEffect(() => {
    if (query.isSuccess) setSettledRender({ data: query.data, error: null })
    else if (query.isError) setSettledRender((current) => ({ data: current.data, error: query.error }))
  }, [query.isSuccess, query.isError, query.data, query.error])
  return {
    data: settledRender.data,
    errors: formErrorsOf(ready ? settledRender.error : null, SOURCES),
    rendering: ready && query.isFetching,
  }
}

/** A part of the rendered message under the name of the field it comes from. */
function PreviewPart({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs text-slate-500">{label}</p>
      {children}
    </div>
  )
}

function PreviewPanel({ preview, locale, onLocale }: { preview: Preview; locale: Locale; onLocale: (locale: Locale) => void }) {
  const { t } = useTranslation('emailtpl')
  const localeLabel = useLocaleLabel()
  const id = useId()
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <header className="flex flex-wrap items-center gap-3">
        <h3 id={`${id}-title`} className="me-auto text-sm font-semibold text-slate-600 dark:text-slate-300">
          {t('preview.title')}
        </h3>
        <span aria-live="polite" className="text-xs text-slate-500">
          {preview.rendering ? t('preview.rendering') : ''}
        </span>
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{t('preview.language')}</legend>
          {locales.map((code) => (
            <label key={code} className="flex items-center gap-1 text-xs">
              <input type="radio" name={`${id}-locale`} value={code} checked={locale === code} onChange={() => onLocale(code)} />
              {localeLabel(code)}
            </label>
          ))}
        </fieldset>
      </header>
      <FormError messages={preview.errors.other} />
      {Object.keys(preview.errors.fields).length > 0 && <p className="text-xs text-slate-500">{t('preview.stale')}</p>}
      {preview.data ? (
        <>
          <PreviewPart label={t('fields.subject')}>
            <p className="font-medium" dir="auto" data-testid="preview-subject">
              {preview.data.subject}
            </p>
          </PreviewPart>
          <MessageFrame html={preview.data.html} title={t('preview.htmlTitle')} />
          <PreviewPart label={t('fields.bodyText')}>
            <pre className="whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 font-mono text-xs dark:bg-slate-800" dir="auto" data-testid="preview-text">
              {preview.data.text}
            </pre>
          </PreviewPart>
        </>
      ) : (
        <p className="text-sm text-slate-500">{t('preview.empty')}</p>
      )}
    </section>
  )
}

/** The variables the message type offers, each with what it prints and an example; a click puts it where the author was typing. */
function Variables({ type, locale, target, onInsert }: { type: MessageType; locale: Locale; target: string; onInsert: (name: string) => void }) {
  const { t } = useTranslation('emailtpl')
  const samples = templateSampleData(type, locale)
  const id = useId()
  return (
    <div className="sm:col-span-2">
      <p id={id} className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">
        {t('variables.title', { field: target })}
      </p>
      <ul aria-labelledby={id} className="grid gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        {templateVariableNames(type).map((name) => (
          <li key={name} className="flex flex-wrap items-baseline gap-x-2">
            <button
              type="button"
              className="rounded border border-slate-300 px-2 py-0.5 font-mono hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
              aria-describedby={`${id}-${name}`}
              onClick={() => onInsert(name)}
            >
              {variableTag(name)}
            </button>
            <span id={`${id}-${name}`} className="text-slate-600 dark:text-slate-300">
              {t(`variables.help.${name}`, { defaultValue: '' })} <bdi className="text-slate-500 dark:text-slate-400">{t('variables.example', { value: String(samples[name]) })}</bdi>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Sends the template as it stands, rendered in the preview's language, to the signed-in user
 * when the send-test command asks for it (`?dialog=sendTest`); the message it queued is linked.
 */
function useSendTest(body: PreviewBody, enabled: boolean) {
  const email = useSessionStore((state) => state.user?.email ?? '')
  const send = useMutation({
    mutationFn: () => callApi(emailtplCalls.preview, { body: { ...body, sendTo: email } }),
    onError: (error) => showError(errorText(error)),
  })
  useDialogAction(
    'sendTest',
    () => {
      if (enabled) send.mutate()
    },
    !send.isPending,
  )
  return { email, messageId: send.data?.messageId }
}

function SentTest({ email, messageId }: { email: string; messageId: number }) {
  const { t } = useTranslation('emailtpl')
  return (
    <p role="status" className="rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm">
      {t('sendTest.queued', { email })}{' '}
      <AppLink to="/emails/$email" params={{ email: String(messageId) }}>{t('sendTest.open', { id: messageId })}</AppLink>
    </p>
  )
}
