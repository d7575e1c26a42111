import { cardrestrictionCalls } from '@domain/calls/cardrestriction'
import { NEW_RECORD } from '@domain/constants'
import { type CardRestriction, type CardRestrictionRule, cardRestrictionRuleFieldsSchema, cardRestrictionSimulationInputSchema } from '@domain/entities/cardrestriction'
import { cardSchemes, type RuleScope, ruleActions, ruleOperators, ruleScopes, ruleStatuses } from '@domain/enums'
import { useQuery } from '@tanstack/react-query'
import { useParams, useSearch } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { cardRestrictionRules, cardRestrictions, ruleCountries } from '../../api/cardrestriction'
import { callApi } from '../../api/client'
import { CommandButtons } from '../../palette/CommandButtons'
import { useRegisterFocus } from '../../palette/focus-records'
import { Button } from '../../ui/Button'
import { ChoiceList } from '../../ui/ChoiceList'
import { FieldErrors, SelectField, TextField } from '../../ui/Field'
import { RecordEditor, RecordQuery } from '../../ui/RecordEditor'
import { AppLink } from '../../ui/record-parts'
import { acceptedNumber } from '../../ui/record-editor'
import { useKindEditor, useKindRecord } from '../../workspace'
import { RecordHistory } from '../../workspace/RecordHistory'
import { restrictionLink, savedValues, takesValues } from './rules'
import { RuleHits } from './RuleHits'
import { ReviewFeedback } from '../../ui/ReviewFeedback'
import { RuleSimulation } from './RuleSimulation'
import { SpaceName } from '../../ui/SpaceName'

type RuleFields = z.output<typeof cardRestrictionRuleFieldsSchema>

/** A new rule: a country rule that declines, with the domain's defaults for the rest. */
const newRule: RuleFields = cardRestrictionRuleFieldsSchema.parse({ scope: 'COUNTRY', operator: 'IN', action: 'DECLINE' })

/** The form of a rule: every field a write takes, as saved (a new rule's to start with), the priority as typed. */
function ruleForm(record: CardRestrictionRule | null) {
  const fields = record ? savedFields(record) : newRule
  return { ...fields, priority: String(fields.priority) }
}

/** A saved rule's fields a write takes: all but its id and times. */
function savedFields({ ruleId: _ruleId, created: _created, updated: _updated, ...fields }: CardRestrictionRule): RuleFields {
  return fields
}

type RuleForm = ReturnType<typeof ruleForm>

/** /cardRestrictions/{restriction}/{ruleId}?space=: one rule of a restriction; `@new` adds one. */
export function CardRestrictionRuleEditor() {
  const { t } = useTranslation('cardrestriction')
  const { restriction: name } = useParams({ strict: false }) as { restriction: string }
  const { space = '' } = useSearch({ strict: false }) as { space?: string }
  const restriction = useQuery(cardRestrictions.detailQuery(name, { space }))
  // The rule's restriction is in focus too: its commands (up to it, a new rule of it) run from here.
  useRegisterFocus(cardRestrictions.focus, restriction.data ?? null)
  const { id, query } = useKindRecord(cardRestrictionRules)
  if (id === null) return <p role="alert" className="text-sm text-error">{t('common:record.notFound')}</p>
  return (
    <RecordQuery query={restriction}>
      {(parent) =>
        id === NEW_RECORD ? (
          <RuleFormPane restriction={parent} record={null} />
        ) : (
          <RecordQuery query={query}>
            {(record) => (
              // A save starts the editor again from what was saved.
              <div key={record.updated ?? ''} className="space-y-4">
                <RuleFormPane restriction={parent} record={record} />
                <RuleHits restriction={parent} rule={record} />
                <ReviewFeedback source="CARD_RESTRICTION_RULE" sourceRef={`${parent.name}/${record.ruleId}`} />
                <RecordHistory target={cardRestrictionRules.history!(record)} />
              </div>
            )}
          </RecordQuery>
        )
      }
    </RecordQuery>
  )
}

function RuleFormPane({ restriction, record }: { restriction: CardRestriction; record: CardRestrictionRule | null }) {
  const { t } = useTranslation('cardrestriction')
  const { editor, pane } = useKindEditor({
    kind: cardRestrictionRules,
    record,
    nameOf: (saved: CardRestrictionRule) => t('ruleName', { id: saved.ruleId, restriction: restriction.name }),
    deleteText: t('deleteRuleText', { restriction: restriction.name }),
    initial: ruleForm(record),
    save: (form: RuleForm) => {
      const body = { ...form, values: savedValues(form.operator, form.values), priority: Number(form.priority) }
      const params = { space: restriction.space, name: restriction.name }
      return record
        ? callApi(cardrestrictionCalls.updateRule, { params: { ...params, ruleId: record.ruleId }, body })
        : callApi(cardrestrictionCalls.createRule, { params, body })
    },
  })
  const form = editor.form
  const options = <V extends string>(values: readonly V[], group: string) => values.map((value) => ({ value, label: t(`${group}.${value}`) }))
  // Countries and schemes are different values: a new scope starts with none.
  const scope = {
    ...editor.text('scope'),
    onChange: (event: { target: { value: string } }) => editor.setForm((current) => ({ ...current, scope: event.target.value as RuleScope, values: [] })),
  }
  const valueErrors = editor.errors.fields.values
  return (
    <RecordEditor
      {...pane}
      title={record ? t('ruleName', { id: record.ruleId, restriction: restriction.name }) : t('newRuleTitle')}
      subtitle={
        <>
          <SpaceName space={restriction.space} /> / {restriction.name}
        </>
      }
      formLabel={t('ruleFormLabel')}
      facts={[{ label: t('fields.restriction'), value: <AppLink {...restrictionLink(restriction)}>{restriction.name}</AppLink> }]}
      actions={<CommandButtons pick={(command) => command.id === 'cardrestriction.openRestriction'} />}
      aside={
        <RuleSimulation
          restriction={restriction}
          body={{
            scope: form.scope,
            operator: form.operator,
            values: savedValues(form.operator, form.values),
            action: form.action,
            ruleId: record?.ruleId,
            // Its place among the restriction's rules; the server's default while the field is not a priority yet.
            priority: acceptedNumber(form.priority, cardRestrictionSimulationInputSchema.shape.priority),
          }}
        />
      }
    >
      <SelectField label={t('fields.scope')} {...scope} options={options(ruleScopes, 'scopes')} />
      <SelectField label={t('fields.operator')} {...editor.text('operator')} options={options(ruleOperators, 'operators')} />
      {takesValues(form.operator) ? (
        form.scope === 'COUNTRY' ? (
          <CountryChoice values={form.values} onChange={(values) => editor.set('values', values)} errors={valueErrors} />
        ) : (
          <ChoiceList
            legend={t('fields.schemes')}
            options={cardSchemes.map((scheme) => ({ value: scheme, label: scheme }))}
            selected={form.values}
            onChange={(values) => editor.set('values', values)}
            errors={valueErrors}
          />
        )
      ) : (
        <p className="text-sm text-slate-500 sm:col-span-2">{t('noValues', { operator: t(`operators.${form.operator}`) })}</p>
      )}
      <SelectField label={t('fields.action')} {...editor.text('action')} options={options(ruleActions, 'actions')} />
      <TextField label={t('fields.priority')} {...editor.text('priority')} inputMode="numeric" hint={t('priorityHint')} />
      <SelectField label={t('common:record.status')} {...editor.text('status')} options={options(ruleStatuses, 'statuses')} />
      <div className="sm:col-span-2">
        <TextField label={t('fields.description')} {...editor.text('description')} maxLength={500} />
      </div>
    </RecordEditor>
  )
}

/**
 * The countries of a COUNTRY rule, chosen from the ISO list in the user's language: a select and
 * its Add button (arrow keys in a select must not add each country they pass), each chosen one a
 * button that removes it.
 */
function CountryChoice({ values, onChange, errors }: { values: string[]; onChange: (values: string[]) => void; errors?: string[] }) {
  const { t, i18n } = useTranslation('cardrestriction')
  const countries = useQuery(ruleCountries())
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'code' }), [i18n.language])
  const [picked, setPicked] = useState('')
  const nameOf = (code: string) => names.of(code) ?? code
  const choices = useMemo(
    () =>
      (countries.data ?? [])
        .filter((country) => !values.includes(country.code))
        .map((country) => ({ value: country.code, label: `${names.of(country.code) ?? country.name} (${country.code})` }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [countries.data, values, names, i18n.language],
  )
  const add = () => {
    if (!picked) return
    onChange([...values, picked])
    setPicked('')
  }
  return (
    <fieldset className="space-y-2 sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-200">{t('fields.countries')}</legend>
      {values.length === 0 ? (
        <p className="text-sm text-slate-500">{t('noCountries')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {values.map((code) => (
            <li key={code}>
              <Button
                variant="secondary"
                className="!px-2 !py-1 text-xs"
                // The name holds all the chip's text (the cross is a drawing), so a voice command saying what is seen reaches it.
                aria-label={t('removeCountry', { country: `${nameOf(code)} (${code})` })}
                onClick={() => onChange(values.filter((value) => value !== code))}
              >
                {nameOf(code)} ({code})
                <svg viewBox="0 0 12 12" className="ms-1 inline size-3" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
                  <path d="m3 3 6 6M9 3 3 9" />
                </svg>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <SelectField
          label={t('addCountry')}
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
          options={[{ value: '', label: t('chooseCountry') }, ...choices]}
          disabled={countries.isPending}
          className="min-w-0 flex-1"
        />
        <Button variant="secondary" onClick={add} disabled={!picked}>
          {t('add')}
        </Button>
      </div>
      <FieldErrors id="rule-values" errors={errors} />
    </fieldset>
  )
}
