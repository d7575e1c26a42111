import type { Customer, customerFinancialSummarySchema } from '@domain/entities/customer'
import { customerTrustLevels } from '@domain/enums'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { customer as customerKind, customerFinancialSummaryQueryOptions, updateCustomer } from '../../api/customer'
import { errorText } from '../../lib/error-text'
import { RecordCommandButtons } from '../../palette/CommandButtons'
import { showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { Skeleton } from '../../ui/Card'
import { type CompactColumn, CompactTable } from '../../ui/CompactTable'
import { SelectField, TextAreaField, TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
import { FormButtons } from '../../ui/FormButtons'
import { RecordQuery } from '../../ui/RecordEditor'
import { Amount, Facts, isNotFound, Mono, Section } from '../../ui/record-parts'
import { Time } from '../../ui/Time'
import { StatusBadge } from '../../ui/StatusBadge'
import { useKindRecord } from '../../workspace'
import { customerFormErrors, formatProperties, parseFlags, parseProperties } from './customer-form'
import { RecordHistory } from '../../workspace/RecordHistory'
import { EnumText, useEnumOptions } from '../../ui/EnumText'

const route = getRouteApi('/_console/merchant/{-$merchantName}/customers/$customer')
const formFields = ['trustLevel', 'fraud.flags', 'fraud.blocked', 'fraud.blockReason', 'properties'] as const

function EditForm({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const { t } = useTranslation()
  const enumOptions = useEnumOptions()
  const queryClient = useQueryClient()
  const [trustLevel, setTrustLevel] = useState(customer.trustLevel)
  const [flags, setFlags] = useState(customer.fraud.flags.join(', '))
  const [blocked, setBlocked] = useState(customer.fraud.blocked)
  const [blockReason, setBlockReason] = useState(customer.fraud.blockReason ?? '')
  const [properties, setProperties] = useState(formatProperties(customer.properties))
  const parsed = parseProperties(properties)

  const mutation = useMutation({
    mutationFn: () =>
      updateCustomer(customer.merchantAccount, customer.id, {
        trustLevel,
        fraud: { flags: parseFlags(flags), blocked, blockReason: blocked ? blockReason.trim() || null : null },
        properties: parsed.properties,
      }),
    onSuccess: async () => {
      showSuccess(t('customer:edit.saved', { id: customer.id }))
      await customerKind.refresh(queryClient)
      onDone()
    },
  })
  const errors = customerFormErrors(mutation.error, formFields)
  const propertyProblems = parsed.problems.length ? [t('customer:edit.propertyLines', { lines: parsed.problems.join(', ') })] : []

  return (
    <Form
      onSubmit={() => {
        if (!parsed.problems.length) mutation.mutate()
      }}
      pending={mutation.isPending}
      className="space-y-4"
      aria-label={t('customer:edit.title')}
    >
      <FormError messages={errors.other} />
      <SelectField
        label={t('customer:fields.trustLevel')}
        value={trustLevel}
        onChange={(event) => setTrustLevel(event.target.value as Customer['trustLevel'])}
        options={enumOptions(customerTrustLevels)}
        errors={errors.fields.trustLevel}
      />
      <TextField
        label={t('customer:fields.flags')}
        hint={t('customer:edit.flagsHint')}
        value={flags}
        onChange={(event) => setFlags(event.target.value)}
        errors={errors.fields['fraud.flags']}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={blocked} onChange={(event) => setBlocked(event.target.checked)} />
        {t('customer:fields.blocked')}
      </label>
      {blocked && (
        <TextField
          label={t('customer:fields.blockReason')}
          value={blockReason}
          onChange={(event) => setBlockReason(event.target.value)}
          errors={errors.fields['fraud.blockReason'] ?? errors.fields['fraud.blocked']}
          maxLength={500}
        />
      )}
      <TextAreaField
        label={t('customer:fields.properties')}
        rows={5}
        value={properties}
        onChange={(event) => setProperties(event.target.value)}
        className="text-xs"
        hint={t('customer:edit.propertiesHint')}
        errors={[...propertyProblems, ...(errors.fields.properties ?? [])]}
      />
      <FormButtons onCancel={onDone} submitLabel={t('customer:edit.save')} pending={mutation.isPending} />
    </Form>
  )
}

type CurrencyTotals = z.infer<typeof customerFinancialSummarySchema>['byCurrency'][number]

/** An amount of the customer's payments in one currency, and how many payments made it. */
function totalColumn(id: 'charged' | 'refunded' | 'chargeback', header: string): CompactColumn<CurrencyTotals> {
  return {
    id,
    header,
    end: true,
    cell: (row) => (
      <>
        <Amount amount={row[`${id}Amount`]} currency={row.currency} /> <span className="text-xs text-slate-500">×{row[`${id}Count`]}</span>
      </>
    ),
  }
}

function FinancialSummary({ merchantName, customer }: { merchantName: string; customer: string }) {
  const { t } = useTranslation()
  const summary = useQuery(customerFinancialSummaryQueryOptions(merchantName, customer))
  return (
    <Section title={t('customer:detail.financialSummary')}>
      <RecordQuery query={summary} skeleton="h-20">
        {(data) => (
          <>
            {data.byCurrency.length > 0 && (
              <p className="mb-2 text-xs text-slate-500">
                {data.firstTransactionAt && <Time value={data.firstTransactionAt} precision="date" />} —{' '}
                {data.lastTransactionAt && <Time value={data.lastTransactionAt} precision="date" />}
              </p>
            )}
            <CompactTable
              caption={t('customer:detail.financialSummary')}
              empty={t('customer:detail.noPayments')}
              rows={data.byCurrency}
              rowKey={(row) => row.currency}
              columns={[
                { id: 'currency', header: t('customer:summary.currency'), className: 'font-mono text-xs', cell: (row) => row.currency },
                totalColumn('charged', t('customer:summary.charged')),
                totalColumn('refunded', t('customer:summary.refunded')),
                totalColumn('chargeback', t('customer:summary.chargebacks')),
                { id: 'declined', header: t('customer:summary.declined'), end: true, className: 'tabular-nums', cell: (row) => row.declinedCount },
              ]}
            />
          </>
        )}
      </RecordQuery>
    </Section>
  )
}

function CustomerBody({ customer }: { customer: Customer }) {
  const { t } = useTranslation()
  const canWrite = usePermission('customer.write')
  const [editing, setEditing] = useState(false)
  const { fraud, personalInfo: info } = customer
  const address = [info.address.line1, info.address.line2, info.address.postalCode, info.address.city, info.address.state, info.address.country]
    .filter(Boolean)
    .join(', ')

  return (
    <div className="space-y-4">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold">{customer.name ?? customer.id}</h2>
          <StatusBadge status={customer.trustLevel} />
          {fraud.blocked && <StatusBadge status="BLOCKED" />}
        </div>
        <p className="text-sm text-slate-500">
          <Mono>{customer.id}</Mono> · {customer.merchantAccount} · <Time value={customer.created} />
        </p>
        <div className="flex flex-wrap gap-2">
          <RecordCommandButtons record="customer" />
          {canWrite && !editing && (
            <Button variant="secondary" className="px-3 py-1.5" onClick={() => setEditing(true)}>
              {t('customer:edit.open')}
            </Button>
          )}
        </div>
      </header>

      {editing && (
        <Section title={t('customer:edit.title')}>
          <EditForm customer={customer} onDone={() => setEditing(false)} />
        </Section>
      )}

      <Section title={t('customer:detail.fraud')}>
        <Facts
          rows={[
            [t('customer:fields.trustLevel'), <EnumText key="trustLevel" value={customer.trustLevel} />],
            [t('customer:fields.blocked'), fraud.blocked ? t('customer:detail.yes') : t('customer:detail.no')],
            [t('customer:fields.blockReason'), fraud.blockReason],
            [t('customer:fields.score'), fraud.score],
            [t('customer:fields.flags'), fraud.flags.length ? fraud.flags.map((flag) => <StatusBadge key={flag} status={flag} />) : null],
            [t('customer:fields.chargebacks'), fraud.chargebackCount],
          ]}
        />
      </Section>

      <Section title={t('customer:detail.personalInfo')}>
        <Facts
          rows={[
            [t('customer:fields.firstName'), info.firstName],
            [t('customer:fields.lastName'), info.lastName],
            [t('customer:fields.email'), info.email ?? customer.email],
            [t('customer:fields.phone'), info.phone ?? customer.phone],
            [t('customer:fields.dateOfBirth'), info.dateOfBirth],
            [t('customer:fields.documentId'), info.documentId],
            [t('customer:fields.address'), address],
            [t('customer:fields.country'), customer.country],
            [t('customer:fields.ip'), customer.ipAddress && <Mono key="ip">{customer.ipAddress}</Mono>],
          ]}
        />
      </Section>

      <Section title={t('customer:detail.properties')}>
        {Object.keys(customer.properties).length ? (
          <Facts rows={Object.entries(customer.properties).map(([key, value]) => [key, <Mono key={key}>{String(value)}</Mono>])} />
        ) : (
          <p className="text-sm text-slate-500">{t('customer:detail.noProperties')}</p>
        )}
      </Section>

      <FinancialSummary merchantName={customer.merchantAccount} customer={customer.id} />
      {customerKind.history && <RecordHistory target={customerKind.history(customer)} />}
    </div>
  )
}

/** The right pane of the customer list: one customer, always in its normalised form. */
export function CustomerDetailScreen() {
  const { t } = useTranslation()
  const { merchantName } = route.useParams()
  if (!merchantName) return <p className="text-sm text-slate-500">{t('customer:detail.needsMerchant')}</p>
  return <OpenCustomer />
}

/** The customer the route names, in focus for the commands. */
function OpenCustomer() {
  const { t } = useTranslation()
  const { customer } = route.useParams()
  const detail = useKindRecord(customerKind).query
  if (detail.isPending) return <Skeleton className="h-64" />
  if (detail.isError) {
    return (
      <p role="alert" className="text-error">
        {isNotFound(detail.error) ? t('customer:detail.notFound', { id: customer }) : errorText(detail.error)}
      </p>
    )
  }
  return <CustomerBody customer={detail.data} />
}
