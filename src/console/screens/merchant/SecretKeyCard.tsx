import { merchantCalls } from '@domain/calls/merchant'
import type { Merchant } from '@domain/entities/merchant'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { heldForApproval, sayHeld } from '../../api/approval'
import { callApi } from '../../api/client'
import { refreshMerchant } from '../../api/merchant'
import { errorText } from '../../lib/error-text'
import { useScreenDialog } from '../../palette/screen-dialog'
import { showError } from '../../session/alert-store'
import { usePermission } from '../../session/use-permission'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { SecretDialog } from '../../ui/SecretDialog'
import { Facts, Section } from '../../ui/record-parts'
import { Time } from '../../ui/Time'

/**
 * The merchant's API secret key: when it was last rotated, and rotation behind a confirmation.
 * The new key lives only in this component's state while its dialog is open: it goes through
 * no query or mutation cache, and closing the dialog forgets it.
 */
export function SecretKeyCard({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation('merchant')
  const queryClient = useQueryClient()
  const canRotate = usePermission('merchant.secretKey')
  const confirm = useScreenDialog('rotateSecretKey')
  const confirming = confirm.open && canRotate
  const [rotating, setRotating] = useState(false)
  const [secretKey, setSecretKey] = useState<string | null>(null)

  const ask = () => {
    if (canRotate) confirm.show()
  }

  const rotate = async () => {
    setRotating(true)
    try {
      const answer = await callApi(merchantCalls.rotateSecretKey, { params: { name: merchant.name } })
      confirm.close()
      // Held for a second person, the new key is shown to its approver.
      if (heldForApproval(answer)) return sayHeld(answer, queryClient)
      setSecretKey(answer.secretKey)
      await refreshMerchant(queryClient, merchant.name)
    } catch (error) {
      showError(errorText(error as Error))
    } finally {
      setRotating(false)
    }
  }

  return (
    <Section
      title={t('secretKey.title')}
      actions={
        canRotate && (
          <Button variant="secondary" onClick={ask}>
            {t('secretKey.rotate')}
          </Button>
        )
      }
    >
      <Facts rows={[[t('secretKey.rotatedAt'), merchant.secretKeyRotatedAt ? <Time key="rotatedAt" value={merchant.secretKeyRotatedAt} /> : t('secretKey.never')]]} />
      <p className="mt-2 text-xs text-slate-500">{t('secretKey.hint')}</p>
      <ConfirmDialog
        open={confirming}
        title={t('secretKey.confirmTitle', { merchant: merchant.displayName })}
        confirmLabel={t('secretKey.confirm')}
        pending={rotating}
        onConfirm={() => void rotate()}
        onClose={confirm.close}
        irreversible={t('secretKey.irreversible')}
      >
        {t('secretKey.confirmText')}
      </ConfirmDialog>
      <SecretDialog
        secret={secretKey}
        texts={{
          title: t('secretKey.newTitle'),
          once: t('secretKey.onlyOnce'),
          label: t('secretKey.value'),
          copy: t('secretKey.copy'),
          copied: t('secretKey.copied'),
          copyFailed: t('secretKey.copyFailed'),
          done: t('secretKey.done'),
        }}
        testId="secret-key-dialog"
        onClose={() => setSecretKey(null)}
      />
    </Section>
  )
}
