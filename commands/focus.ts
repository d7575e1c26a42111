import type { ConsoleKindName, KindFocusName } from '@domain/kinds'
import type { ApprovalFocus } from './approval'
import type { CardRestrictionFocus } from './cardrestriction'
import type { CustomerFocus } from './customer'
import type { TemplateFocus } from './emailtpl'
import type { MessageFocus } from './message'
import type { SpaceFocus } from './mspace'
import type { DailyReportFocus } from './report'
import type { ResultCodeFocus } from './resultcode'
import type { ReviewFocus } from './review'
import type { TransactionFocus } from './transaction'
import type { TrustPolicyFocus } from './trustpolicy'
import type { WorkspaceController } from './workspace-controller'

/** A record on view that commands only need to know is there. */
type Present = object

/** The open record of every kind the console shows, under its focus name in the kind table. */
type KindFocus = { [K in ConsoleKindName as KindFocusName<K>]: Present }

/** What an area's commands read of the records it puts in focus, declared with those commands. */
type AreaFocus = TransactionFocus &
  CustomerFocus &
  MessageFocus &
  SpaceFocus &
  DailyReportFocus &
  TemplateFocus &
  CardRestrictionFocus &
  TrustPolicyFocus &
  ReviewFocus &
  ApprovalFocus &
  ResultCodeFocus

/**
 * What a screen may put in focus, one entry per kind, each with the fields commands read. A
 * screen registers its whole record (`useRegisterFocus('transaction', tx)`), which must have them.
 */
export type FocusMap = Omit<KindFocus, keyof AreaFocus> &
  AreaFocus & {
    reportConfig: Present
    workspace: WorkspaceController
    /** The record open beside its list, whether the user may delete it from there, and its edit mode while it is read (absent while it is edited, or without the write permission). */
    openRecord: { deletable: boolean; edit?: () => void }
    /** Reserved for the rows selected in a list, by the kind of record listed. */
    selection: { kind: string; rows: readonly unknown[] }
  }

export type FocusKind = keyof FocusMap

/** The records in focus now: a kind is absent while no screen shows one. */
export type FocusRecords = Readonly<Partial<FocusMap>>
