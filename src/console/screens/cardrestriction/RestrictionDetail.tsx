import type { CardRestriction } from '@domain/entities/cardrestriction'
import { ruleStatuses } from '@domain/enums'
import { useTranslation } from 'react-i18next'
import { cardRestrictions } from '../../api/cardrestriction'
import { useCommand } from '../../palette/use-command'
import { SelectField, TextField } from '../../ui/Field'
import { RecordEditor } from '../../ui/RecordEditor'
import { listOf } from '../../ui/record-editor'
import { Section } from '../../ui/record-parts'
import { SpacedFields } from '../../ui/SpaceFields'
import { RecordKindDetail, useSpacedEditor } from '../../workspace'
import { RulesTable } from './RulesTable'

/** /cardRestrictions/{restriction}?space=: one restriction with its rules; `@new` creates one. */
export function CardRestrictionDetail() {
  return <RecordKindDetail kind={cardRestrictions} editor={RestrictionEditor} />
}

function RestrictionEditor({ record }: { record: CardRestriction | null }) {
  const { t } = useTranslation('cardrestriction')
  const { editor, pane, spaced } = useSpacedEditor({
    kind: cardRestrictions,
    record,
    newTitle: t('newTitle'),
    deleteText: t('deleteText', { count: record?.rules.length ?? 0 }),
    initial: {
      description: record?.description ?? '',
      status: record?.status ?? 'ACTIVE',
      // The merchants' names, separated by commas or spaces; none: all of the space.
      merchantAccounts: record?.merchantAccounts.join(', ') ?? '',
    },
    body: (form) => ({ description: form.description.trim(), status: form.status, merchantAccounts: listOf(form.merchantAccounts) }),
  })
  return (
    <RecordEditor
      {...pane}
      formLabel={t('formLabel')}
      after={record && <RestrictionRules record={record} />}
    >
      <SpacedFields {...spaced} nameHint={t('nameHint')} />
      <div className="sm:col-span-2">
        <TextField label={t('fields.description')} {...editor.text('description')} maxLength={500} />
      </div>
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
