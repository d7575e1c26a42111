import type { CustomerSource } from './customer'
import type { ResendSource } from '@domain/entities/message'
import type { SpaceDailyReport } from '@domain/entities/report'
import type { ShortcutSource } from './transaction-shortcuts'
import type { WorkspaceController } from './workspace-controller'

/** A record on view that commands only need to know is there. */
type Present = object

/**
 * What a screen may put in focus, one entry per kind, each with the fields commands read. A
 * screen registers its whole record (`useRegisterFocus('transaction', tx)`), which must have them.
 */
export interface FocusMap {
  transaction: ShortcutSource & { id: string; logs?: readonly { id: string }[] }
  customer: CustomerSource
  fraudBlock: { status: string }
  velocityBlock: { status: string }
  merchant: Present
  merchantGroup: Present
  gatewayCredential: Present
  merchantKey: Present
  gatewayConfig: Present
  instrumentConfig: Present
  fraudConfig: Present
  trustLevel: Present
  paymentLink: Present
  message: ResendSource
  cardBin: Present
  cardBlacklistEntry: Present
  adminUser: Present
  role: Present
  space: { name: string }
  reportConfig: Present
  /** A space's daily report, open or under the list's cursor: only a COMPLETED one has a file to download. */
  dailyReport: Pick<SpaceDailyReport, 'space' | 'reportId' | 'state'>
  hiveSetting: Present
  templateCollection: { space: string; name: string; system: boolean; isDefault: boolean }
  emailTemplate: { space: string; collectionName: string }
  cardRestriction: { space: string; name: string }
  cardRestrictionRule: Present
  /** The config on view, or the config of the collection on view, with its collections in the order they are tried. */
  trustPolicyConfig: { space: string; name: string; collections: readonly { id: number }[] }
  trustPolicyCollection: { id: number; space: string; configName: string }
  resultCode: Present
  /** The review case on view: its state and who holds it decide which decisions apply. */
  reviewCase: { id: number; state: string; heldBy: string | null }
  /** A gateway's code, with the console code it maps to. */
  pspResultCode: { resultCode: string }
  /** Whether the user may change the template collection or template on view, and clone it into a space of theirs. */
  templateAccess: { system: boolean; writable: boolean; canClone: boolean }
  workspace: WorkspaceController
  /** The record open beside its list, whether the user may delete it from there, and its edit mode while it is read (absent while it is edited, or without the write permission). */
  openRecord: { deletable: boolean; edit?: () => void }
  /** Reserved for the rows selected in a list, by the kind of record listed. */
  selection: { kind: string; rows: readonly unknown[] }
}

export type FocusKind = keyof FocusMap

/** The records in focus now: a kind is absent while no screen shows one. */
export type FocusRecords = Readonly<Partial<FocusMap>>
