import { cardrestrictionCalls } from '@domain/calls/cardrestriction'
import type { CardRestriction } from '@domain/entities/cardrestriction'
import { type RuleStatus, ruleStatuses } from '@domain/enums'
import { useTranslation } from 'react-i18next'
import { cardRestrictions } from '../../api/cardrestriction'
import { callApi } from '../../api/client'
import { useCommand } from '../../palette/use-command'
import { SelectField, TextField } from '../../ui/Field'
import { RecordEditor } from '../../ui/RecordEditor'
import { listOf } from '../../ui/record-editor'
import { Section } from '../../ui/record-parts'
import { SPACED_FIELDS, SpacedFields, type SpacedForm, spacedTitle, useSpaceChoices } from '../../ui/SpaceFields'
import { RecordKindDetail, useKindEditor } from '../../workspace'
import { RulesTable } from './RulesTable'

const FIELDS = [...SPACED_FIELDS, 'description', 'status', 'merchantAccounts'] as const

interface RestrictionForm extends SpacedForm {
  description: string
  status: RuleStatus
  /** The merchants' names, separated by commas or spaces; none: all of the space. */
  merchantAccounts: string
}

/** /cardRestrictions/{restriction}?space=: one restriction with its rules; `@new` creates one. */
export function CardRestrictionDetail() {
  return <RecordKindDetail kind={cardRestrictions}>{(record) => <RestrictionEditor record={record} />}</RecordKindDetail>
}

function RestrictionEditor({ record }: { record: CardRestriction | null }) {
  const { t } = useTranslation('cardrestriction')
  const { spaces, initial } = useSpaceChoices(record)
  const { editor, pane } = useKindEditor({
    kind: cardRestrictions,
    record,
    deleteText: t('deleteText', { count: record?.rules.length ?? 0 }),
    initial: {
      ...initial,
      description: record?.description ?? '',
      status: record?.status ?? 'ACTIVE',
      merchantAccounts: record?.merchantAccounts.join(', ') ?? '',
    } satisfies RestrictionForm as RestrictionForm,
    fields: FIELDS,
    save: (form: RestrictionForm) => {
      const body = { description: form.description.trim(), status: form.status, merchantAccounts: listOf(form.merchantAccounts) }
      return record
        ? callApi(cardrestrictionCalls.update, { params: { space: record.space, name: record.name }, body })
        : callApi(cardrestrictionCalls.create, { body: { ...body, space: form.space, name: form.name.trim() } })
    },
  })
  return (
    <RecordEditor
      {...pane}
      {...spacedTitle(record, t('newTitle'))}
      formLabel={t('formLabel')}
      facts={record ? [{ label: t('common:fields.space'), value: record.space }] : undefined}
      after={record && <RestrictionRules record={record} />}
    >
      <SpacedFields editor={editor} exists={record !== null} spaces={spaces} nameHint={t('nameHint')} />
      <TextField label={t('fields.description')} {...editor.text('description')} autoFocus={record !== null} maxLength={500} className="sm:col-span-2" />
      <SelectField label={t('common:record.status')} {...editor.text('status')} options={ruleStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))} />
      <TextField label={t('fields.merchantAccounts')} {...editor.text('merchantAccounts')} hint={t('merchantsHint')} dir="ltr" />
    </RecordEditor>
  )
}

/** The restriction's rules, in the order they are applied, with the button that adds one. */
function RestrictionRules({ record }: { record: CardRestriction }) {
  const { t } = useTranslation('cardrestriction')
  const create = useCommand('cardrestriction.createRule')
  return (
    <Section title={t('rulesTitle', { count: record.rules.length })} add={create.available && { label: t('commands.createRule'), onClick: create.run }}>
      <RulesTable restriction={record} />
    </Section>
  )
}
