import type { GoTarget } from '@commands/go-target'
import { emailtplCalls } from '@domain/calls/emailtpl'
import type { EmailTemplate, TemplateCollection } from '@domain/entities/emailtpl'
import { locales } from '@domain/enums'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client'
import { type TemplateArea, templateAreas, templatesOfCollection } from '../../api/emailtpl'
import { errorText } from '../../lib/error-text'
import { RecordCommandButtons } from '../../palette/CommandButtons'
import { useScreenDialog } from '../../palette/screen-dialog'
import { useCommand } from '../../palette/use-command'
import { showError, showSuccess } from '../../session/alert-store'
import { CloneDialog } from '../../ui/CloneDialog'
import { CompactTable } from '../../ui/CompactTable'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { orNull } from '../../ui/record-editor'
import { AppLink, Section } from '../../ui/record-parts'
import { SpacedFields, useSpaceChoices } from '../../ui/SpaceFields'
import { Time } from '../../ui/Time'
import { RecordKindDetail, useSpacedEditor } from '../../workspace'
import { useTemplateAccess } from './template-access'
import { useLocaleLabel } from '../../ui/EnumText'

/**
 * /templateCollections/{collectionName}?space= and /systemTplCollections/…: one collection of the
 * area, its templates and what can be done to it; `@new` creates one.
 */
export function CollectionDetail({ area }: { area: TemplateArea }) {
  return <RecordKindDetail kind={area.collections}>{(record) => <CollectionEditor area={area} record={record} />}</RecordKindDetail>
}

function CollectionEditor({ area, record }: { area: TemplateArea; record: TemplateCollection | null }) {
  const { t } = useTranslation('emailtpl')
  const { writable, canClone } = useTemplateAccess(area.system)
  const { editor, pane, spaced } = useSpacedEditor({
    kind: area.collections,
    record,
    newTitle: t('newTitle'),
    deleteText: record?.isDefault ? t('deleteDefault', { space: record.space }) : t('deleteText', { count: record?.templateCount ?? 0 }),
    facts: (collection) => [
      { label: t('fields.isDefault'), value: collection.isDefault ? t('isDefault', { space: collection.space }) : t('notDefault') },
      { label: t('fields.templateCount'), value: collection.templateCount },
    ],
    initial: { description: record?.description ?? '' },
    body: (form) => ({ description: orNull(form.description) }),
  })
  return (
    <RecordEditor
      {...pane}
      canWrite={pane.canWrite && writable}
      formLabel={t('formLabel')}
      after={
        record && (
          <>
            <RecordCommandButtons record="templateCollection" />
            <CollectionTemplates area={area} collection={record} />
            {writable && !record.isDefault && <MakeDefaultDialog area={area} collection={record} />}
            {canClone && <CloneCollection collection={record} />}
          </>
        )
      }
    >
      <SpacedFields {...spaced} nameHint={t('nameHint')} />
      <div className="sm:col-span-2">
        <TextField label={t('fields.description')} {...editor.text('description')} maxLength={500} />
      </div>
    </RecordEditor>
  )
}

/** The collection's templates by type and locale, each opening its editor. */
function CollectionTemplates({ area, collection }: { area: TemplateArea; collection: TemplateCollection }) {
  const { t } = useTranslation('emailtpl')
  const localeLabel = useLocaleLabel()
  const query = useQuery(templatesOfCollection(area, collection))
  const create = useCommand(area.system ? 'emailtpl.createSystemTemplate' : 'emailtpl.createTemplate')
  const title = t('templates.title', { count: collection.templateCount })
  return (
    <Section title={title} add={create.available && { label: t('commands.createTemplate'), onClick: create.run }}>
      <RecordQuery query={query} skeleton="h-24">
        {(page) => (
          <CompactTable
            caption={title}
            empty={t('templates.empty')}
            rows={[...page.items].sort((a, b) => a.type.localeCompare(b.type) || locales.indexOf(a.locale) - locales.indexOf(b.locale))}
            rowKey={(template) => template.templateId}
            columns={[
              {
                id: 'type',
                header: t('fields.type'),
                cell: (template) => (
                  <AppLink {...templateTarget(area, template)} className="font-mono text-xs">
                    {template.type}
                  </AppLink>
                ),
              },
              { id: 'locale', header: t('fields.locale'), cell: (template) => localeLabel(template.locale) },
              { id: 'subject', header: t('fields.subject'), className: 'max-w-xs truncate', cell: (template) => <span dir="auto">{template.subject}</span> },
              { id: 'updated', header: t('common:record.updated'), className: 'whitespace-nowrap', cell: (template) => <Time value={template.updated} precision="date" /> },
            ]}
          />
        )}
      </RecordQuery>
    </Section>
  )
}

/** The editor of a template of the collection, on the screens of its kind of collection. */
function templateTarget(area: TemplateArea, template: Pick<EmailTemplate, 'templateId' | 'space' | 'collectionName'>): GoTarget {
  const id = String(template.templateId)
  const search = { space: template.space }
  return area.system
    ? { to: '/systemTplCollections/$collectionName/$template', params: { collectionName: template.collectionName, template: id }, search }
    : { to: '/templateCollections/$collectionName/$templateId', params: { collectionName: template.collectionName, templateId: id }, search }
}

/** Makes the collection the one its space's messages use. */
function MakeDefaultDialog({ area, collection }: { area: TemplateArea; collection: TemplateCollection }) {
  const { t } = useTranslation('emailtpl')
  const dialog = useScreenDialog('makeDefault')
  const queryClient = useQueryClient()
  const change = useMutation({
    mutationFn: () => callApi(emailtplCalls.setDefaultCollection, { params: { space: collection.space, name: collection.name } }),
    onSuccess: async (saved) => {
      dialog.close()
      await area.collections.refresh(queryClient)
      showSuccess(t('madeDefault', { name: saved.name, space: saved.space }))
    },
    onError: (error) => {
      dialog.close()
      showError(errorText(error))
    },
  })
  return (
    <ConfirmDialog
      open={dialog.open}
      title={t('makeDefaultTitle', { name: collection.name, space: collection.space })}
      confirmLabel={t('commands.makeDefault')}
      pending={change.isPending}
      onConfirm={() => change.mutate()}
      onClose={dialog.close}
      // The collection used before is made the default again the same way.
      reversible
    >
      {t('makeDefaultText', { space: collection.space })}
    </ConfirmDialog>
  )
}

/** Copies the collection, templates and all, under a new name, into a space of the user's; the copy opens. */
function CloneCollection({ collection }: { collection: TemplateCollection }) {
  const { t } = useTranslation('emailtpl')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { me, spaces } = useSpaceChoices(null)
  return (
    <CloneDialog
      source={collection}
      texts={{ title: t('cloneTitle', { name: collection.name }), description: t('cloneText'), name: t('cloneName'), submit: t('commands.clone') }}
      // A system collection is copied into the user's own space: that is where they may change it.
      spaces={{ choices: spaces, initial: collection.system ? (me?.mSpace.name ?? '') : collection.space }}
      clone={(copy) => callApi(emailtplCalls.cloneCollection, { params: { space: collection.space, name: collection.name }, body: copy })}
      onCloned={async (saved) => {
        await Promise.all([templateAreas.own.collections.refresh(queryClient), templateAreas.system.collections.refresh(queryClient)])
        showSuccess(t('cloned', { name: saved.name, space: saved.space }))
        const to = saved.system ? '/systemTplCollections/$collectionName' : '/templateCollections/$collectionName'
        void navigate({ to, params: { collectionName: saved.name }, search: { space: saved.space } })
      }}
    />
  )
}
