import type { Migration } from 'kysely'
import * as m0001 from './0001_identity'
import * as m0002 from './0002_merchant_setup'
import * as m0003 from './0003_payments'
import * as m0004 from './0004_risk'
import * as m0005 from './0005_finance_and_work'
import * as m0006 from './0006_transaction_daily_stat'
import * as m0008 from './0008_fraud_lookups'
import * as m0009 from './0009_config_statistics'
import * as m0010 from './0010_payment_link_email'
import * as m0011 from './0011_administration'
import * as m0020 from './0020_login_failure'
import * as m0021 from './0021_principal_change'
import * as m0022 from './0022_session_activity'
import * as m0023 from './0023_message_queue'
import * as m0024 from './0024_result_code_lookups'
import * as m0025 from './0025_hive_lookups'
import * as m0026 from './0026_job_lease'
import * as m0027 from './0027_ledger_movement'
import * as m0028 from './0028_settlement_job'
import * as m0029 from './0029_custom_report'
import * as m0030 from './0030_shadow_rule_hits'
import * as m0031 from './0031_user_theme'
import * as m0032 from './0032_user_time_zone_choice'
import * as m0033 from './0033_rule_precedence'
import * as m0034 from './0034_transaction_sort_indexes'
import * as m0035 from './0035_card_bin_permission'
import * as m0037 from './0037_pending_email'
import * as m0038 from './0038_settlement_once'
import * as m0039 from './0039_secret_free_subjects'
import * as m0040 from './0040_money_in_messages'
import * as m0041 from './0041_undo'
import * as m0042 from './0042_invited'
import * as m0043 from './0043_audit_target_types'
import * as m0044 from './0044_rule_description'
import * as m0045 from './0045_review_queue'
import * as m0046 from './0046_session_proof'
import * as m0047 from './0047_approval'
import * as m0048 from './0048_audit_chain'
import * as m0049 from './0049_rate_limit_counts'

/** In order; names sort the way they must run. */
export const migrations: Record<string, Migration> = {
  '0001_identity': m0001,
  '0002_merchant_setup': m0002,
  '0003_payments': m0003,
  '0004_risk': m0004,
  '0005_finance_and_work': m0005,
  '0006_transaction_daily_stat': m0006,
  '0008_fraud_lookups': m0008,
  '0009_config_statistics': m0009,
  '0010_payment_link_email': m0010,
  '0011_administration': m0011,
  '0020_login_failure': m0020,
  '0021_principal_change': m0021,
  '0022_session_activity': m0022,
  '0023_message_queue': m0023,
  '0024_result_code_lookups': m0024,
  '0025_hive_lookups': m0025,
  '0026_job_lease': m0026,
  '0027_ledger_movement': m0027,
  '0028_settlement_job': m0028,
  '0029_custom_report': m0029,
  '0030_shadow_rule_hits': m0030,
  '0031_user_theme': m0031,
  '0032_user_time_zone_choice': m0032,
  '0033_rule_precedence': m0033,
  '0034_transaction_sort_indexes': m0034,
  '0035_card_bin_permission': m0035,
  '0037_pending_email': m0037,
  '0038_settlement_once': m0038,
  '0039_secret_free_subjects': m0039,
  '0040_money_in_messages': m0040,
  '0041_undo': m0041,
  '0042_invited': m0042,
  '0043_audit_target_types': m0043,
  '0044_rule_description': m0044,
  '0045_review_queue': m0045,
  '0046_session_proof': m0046,
  '0047_approval': m0047,
  '0048_audit_chain': m0048,
  '0049_rate_limit_counts': m0049,
}
