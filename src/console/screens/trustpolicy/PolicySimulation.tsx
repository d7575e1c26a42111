import { useTranslation } from 'react-i18next'
import { type PolicySimulationBody, policySimulation } from '../../api/trustpolicy'
import { SimulationCard, useSimulation } from '../../ui/Simulation'
import { EnumText } from '../../ui/EnumText'

/**
 * What the policy as it stands would have changed over the last 30 days of the space's
 * transactions (customers moved to its level, and the transactions that move would have
 * declined or approved), run again after each pause in editing. `body` is null while the
 * condition's value is not a number yet.
 */
export function PolicySimulation({ space, body }: { space: string; body: PolicySimulationBody | null }) {
  const { t, i18n } = useTranslation('trustpolicy')
  const simulation = useSimulation(body, (settled) => policySimulation(space, settled))
  const number = new Intl.NumberFormat(i18n.language)
  // From one level to the other in reading order: right to left in Arabic.
  const arrow = i18n.dir() === 'rtl' ? '←' : '→'
  return (
    <SimulationCard
      ns="trustpolicy"
      testId="policy-simulation"
      simulation={simulation}
      notReady={body === null ? t('simulation.needsValue') : undefined}
      summary={(data) => t('simulation.transactions', { n: number.format(data.transactions), customers: number.format(data.customers) })}
    >
      {(data) => (
        <div>
          <h3 className="mb-1 text-xs font-medium text-slate-500">{t('simulation.levelChanges')}</h3>
          {data.levelChanges.length === 0 ? (
            <p className="text-sm text-slate-500">{t('simulation.noLevelChange')}</p>
          ) : (
            <ul className="space-y-0.5 text-sm" data-testid="simulation-level-changes">
              {data.levelChanges.map((change) => (
                <li key={change.from} className="flex justify-between gap-2">
                  <span>
                    <EnumText value={change.from} /> {arrow} <EnumText value={change.to} />
                  </span>
                  <span className="tabular-nums">{number.format(change.customers)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </SimulationCard>
  )
}
