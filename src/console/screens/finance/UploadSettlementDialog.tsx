import type { SettlementUpload } from '@domain/entities/finance'
import { settlementFormats, settlementHeader } from '@domain/settlement-formats'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { settlementKeys, uploadSettlementFile } from '../../api/finance'
import { formatFileSize } from '../../lib/formats'
import { FieldFrame, SelectField } from '../../ui/Field'
import { FormDialog } from '../../ui/FormDialog'
import { formErrorsOf } from '../../ui/form-errors'

/** The server refuses larger files. */
export const MAX_SETTLEMENT_BYTES = 50 * 1024 * 1024

const gateways = Object.keys(settlementFormats) as (keyof typeof settlementFormats)[]

interface UploadSettlementDialogProps {
  space: string
  /** The gateway chosen first: that of the space's latest upload, when there is one. */
  defaultGateway?: string
  onClose: () => void
  onUploaded: (upload: SettlementUpload) => void
}

/** Choose the gateway and its settlement file, send it: the job reads it once it is stored, and that cannot be undone. */
export function UploadSettlementDialog({ space, defaultGateway, onClose, onUploaded }: UploadSettlementDialogProps) {
  const { t, i18n } = useTranslation('finance')
  const queryClient = useQueryClient()
  const [gateway, setGateway] = useState<string>(defaultGateway && gateways.includes(defaultGateway as never) ? defaultGateway : gateways[0]!)
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string>()
  const send = useMutation({
    mutationFn: (chosen: File) => uploadSettlementFile(space, gateway, chosen),
    onSuccess: (upload) => {
      void queryClient.invalidateQueries({ queryKey: settlementKeys.all })
      onUploaded(upload)
    },
  })
  const errors = formErrorsOf(send.error, ['gateway', 'file'])
  const format = settlementFormats[gateway as keyof typeof settlementFormats]
  const delimiter = format.delimiter === '\t' ? t('settlement.upload.tab') : format.delimiter

  const choose = (chosen: File | undefined) => {
    send.reset()
    setFile(chosen ?? null)
    setProblem(chosen && chosen.size > MAX_SETTLEMENT_BYTES ? t('settlement.upload.tooLarge', { size: formatFileSize(MAX_SETTLEMENT_BYTES, i18n.language) }) : undefined)
  }

  const submit = () => {
    if (!file) return setProblem(t('settlement.upload.chooseFile'))
    if (problem) return
    send.mutate(file)
  }

  const fileErrors = [...(problem ? [problem] : []), ...(errors.fields.file ?? [])]
  return (
    <FormDialog
      title={t('settlement.upload.title')}
      description={t('settlement.upload.description', { space })}
      onClose={onClose}
      onSubmit={submit}
      pending={send.isPending}
      errors={errors.other}
      submitLabel={t('settlement.upload.submit')}
      irreversible={t('settlement.upload.irreversible')}
    >
      <SelectField
        label={t('settlement.fields.gateway')}
        value={gateway}
        onChange={(event) => {
          send.reset()
          setGateway(event.target.value)
        }}
        options={gateways.map((code) => ({ value: code, label: code }))}
        errors={errors.fields.gateway}
        hint={t('settlement.upload.format', { columns: settlementHeader(format).join(', '), delimiter, dateFormat: format.dateFormat })}
      />
      <FieldFrame label={t('settlement.fields.file')} errors={fileErrors}>
        {(control) => (
          <>
            <input
              {...control}
              type="file"
              accept=".csv,.txt,.tsv,text/csv"
              // The gateway has its sensible first choice: the file is what the user picks first.
              autoFocus
              className="block w-full text-sm file:me-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm dark:file:bg-slate-800"
              onChange={(event) => choose(event.target.files?.[0])}
            />
            <p className="text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
              {file ? `${file.name} · ${formatFileSize(file.size, i18n.language)}` : t('settlement.upload.limit', { size: formatFileSize(MAX_SETTLEMENT_BYTES, i18n.language) })}
            </p>
          </>
        )}
      </FieldFrame>
    </FormDialog>
  )
}
