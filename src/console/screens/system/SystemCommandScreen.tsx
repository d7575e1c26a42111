import { systemCall } from '@domain/calls/system-routes'
import type { SystemCommand, SystemCommandResult } from '@domain/entities/system'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { heldForApproval, sayHeld } from '../../api/approval'
import { callApi } from '../../api/client'
import { isRunning, systemCommandsQueryOptions } from '../../api/system'
import { useItemDialog } from '../../palette/screen-dialog'
import { showSuccess } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { Card, PageHeader } from '../../ui/Card'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { TextField } from '../../ui/Field'
import { Form, FormError } from '../../ui/Form'
import { formErrorsOf } from '../../ui/form-errors'
import { RecordQuery } from '../../ui/RecordEditor'
import { Time } from '../../ui/Time'

/**
 * /systemCommand: the maintenance commands the user may run, each with its inputs, a Run button
 * and its latest run (progress while under way, then its output). The server lists them only to
 * the authorized console users and runs one command once at a time.
 */
export function SystemCommandScreen() {
  const { t } = useTranslation('system')
  const query = useQuery(systemCommandsQueryOptions())
  return (
    <div className="p-6">
      <PageHeader title={t('commands.title')} />
      <RecordQuery query={query} skeleton="h-40">
        {(commands) =>
          commands.length === 0 ? (
            <Card>
              <p className="text-sm text-slate-600 dark:text-slate-300">{t('commands.none')}</p>
            </Card>
          ) : (
            <div className="grid gap-4 xl:grid-cols-2">
              {commands.map((command) => (
                <CommandCard key={command.name} command={command} />
              ))}
            </div>
          )
        }
      </RecordQuery>
    </div>
  )
}

function CommandCard({ command }: { command: SystemCommand }) {
  const { t } = useTranslation('system')
  const queryClient = useQueryClient()
  const canRun = usePermission('system.command.run')
  const [values, setValues] = useState<Record<string, string>>({})
  // A dangerous command asks first; the question is URL state, so Back closes it.
  const confirm = useItemDialog('runCommand')
  const confirming = confirm.item === command.name && command.dangerous && canRun
  const stopAsking = () => {
    if (confirming) confirm.close()
  }
  const [latest, setLatest] = useState<SystemCommandResult | null>(null)
  const run = useMutation({
    mutationFn: () => {
      const params = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''))
      return callApi(systemCall('runSystemCommand'), { body: { command: command.name, params } })
    },
    onSuccess: async (result) => {
      stopAsking()
      if (heldForApproval(result)) return sayHeld(result, queryClient)
      setLatest(result)
      await queryClient.invalidateQueries({ queryKey: systemCommandsQueryOptions().queryKey })
      showSuccess(t(isRunning(result.state) ? 'commands.started' : 'commands.finished', { command: command.name }))
    },
    onError: stopAsking,
  })
  // The list's latest run is newer than the one this card started once it has been read again.
  const lastRun = command.lastRun && (!latest || command.lastRun.id >= latest.id) ? command.lastRun : latest
  const running = isRunning(lastRun?.state)
  const errors = formErrorsOf(run.error, command.params.map((param) => `params.${param.name}`))
  const submit = () => (command.dangerous ? confirm.show(command.name) : run.mutate())
  return (
    <Card title={<span className="font-mono">{command.name}</span>}>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{command.description}</p>
      <Form onSubmit={submit} pending={run.isPending || running} aria-label={t('commands.formLabel', { command: command.name })} className="space-y-3">
        {command.params.map((param) => (
          <TextField
            key={param.name}
            label={`${param.name}${param.required ? ' *' : ''}`}
            hint={param.description}
            value={values[param.name] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [param.name]: event.target.value }))}
            pattern={param.pattern ?? undefined}
            errors={errors.fields[`params.${param.name}`]}
            disabled={!canRun}
          />
        ))}
        <FormError messages={errors.other} />
        {canRun && (
          <div className="flex items-center gap-3">
            <Button type="submit" variant={command.dangerous ? 'danger' : 'primary'} pending={run.isPending} disabled={running}>
              {t('commands.run')}
            </Button>
            {running && <span className="text-xs text-slate-500">{t('commands.runningHint')}</span>}
            {command.dangerous && !running && <span className="text-xs text-slate-500">{t('commands.dangerous')}</span>}
          </div>
        )}
      </Form>
      {lastRun && <RunResult run={lastRun} />}
      <ConfirmDialog
        open={confirming}
        title={t('commands.confirmTitle', { command: command.name })}
        confirmLabel={t('commands.run')}
        pending={run.isPending}
        onConfirm={() => run.mutate()}
        onClose={confirm.close}
        irreversible={t('commands.irreversible')}
      >
        {command.description}
      </ConfirmDialog>
    </Card>
  )
}

function RunResult({ run }: { run: SystemCommandResult }) {
  const { t } = useTranslation('system')
  const running = isRunning(run.state)
  return (
    <section className="mt-4 space-y-2 border-t border-slate-200 pt-3 text-sm dark:border-slate-700" aria-label={t('commands.lastRun')}>
      <p className="text-xs text-slate-500">
        {t(`commands.states.${run.state}`)} · {run.startedBy} · <Time value={run.startedAt} />
        {run.finishedAt && (
          <>
            {' → '}
            <Time value={run.finishedAt} />
          </>
        )}
      </p>
      {running && (
        <div className="flex items-center gap-2">
          <progress className="h-2 w-full" max={100} value={run.progress} aria-label={t('commands.progress')} />
          <span className="tabular-nums text-xs">{run.progress}%</span>
        </div>
      )}
      {Object.keys(run.params).length > 0 && (
        <p className="font-mono text-xs">
          {Object.entries(run.params)
            .map(([name, value]) => `${name}=${value}`)
            .join(' ')}
        </p>
      )}
      {run.output && (
        <pre dir="ltr" className={`max-h-64 overflow-auto whitespace-pre-wrap rounded bg-slate-100 p-2 text-xs dark:bg-slate-800 ${run.state === 'FAILED' ? 'text-error' : ''}`}>
          {run.output}
        </pre>
      )}
    </section>
  )
}
