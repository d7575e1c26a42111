/** What a fraud analyst works with: fraud blocks, card data and the BIN catalogue. */
const fraudDesk = ['fraud.read', 'fraud.write', 'cardData.read', 'cardData.write', 'cardBin.write'] as const

/** Who asks for and decides what a space's approval policy holds: every role that makes such writes. */
const approvalDesk = ['approval.read', 'approval.decide'] as const

/**
 * The permission catalogue. Roles are sets of these names per space; every call-table entry
 * names the one it needs. Served by `resource/permission`.
 */
export const permissions = [
  'dashboard.read',
  'system.command.read',
  'system.command.run',
  'transaction.read',
  'transaction.update',
  'customer.read',
  'customer.write',
  'message.read',
  'message.resend',
  'template.read',
  'template.write',
  'merchantGroup.read',
  'merchantGroup.write',
  'merchant.read',
  'merchant.write',
  'merchant.configure',
  'merchant.secretKey',
  'gatewayCredential.read',
  'gatewayCredential.write',
  'user.read',
  'user.write',
  'user.audit',
  'space.read',
  'space.write',
  'role.read',
  'role.write',
  'paymentLink.read',
  'paymentLink.write',
  'hive.read',
  'hive.write',
  ...fraudDesk,
  'trustPolicy.read',
  'trustPolicy.write',
  'finance.read',
  'finance.write',
  'resultCode.read',
  'resultCode.write',
  'merchantKey.read',
  'merchantKey.write',
  'report.read',
  'report.write',
  'review.read',
  'review.decide',
  ...approvalDesk,
] as const

export type Permission = (typeof permissions)[number]

/**
 * Writes to what every space shares: the card BIN catalogue, the result code catalogues and the
 * hive settings. Only users of the platform's own space hold them, whatever their roles say,
 * so a partner's administrator cannot change another partner's catalogues.
 */
export const platformPermissions = ['cardBin.write', 'resultCode.write', 'hive.write'] as const satisfies readonly Permission[]

export function isPlatformPermission(permission: Permission): boolean {
  return (platformPermissions as readonly Permission[]).includes(permission)
}

export function isPermission(value: string): value is Permission {
  return (permissions as readonly string[]).includes(value)
}

/** Permissions grouped by the part before the dot, for the role editor. */
export function permissionGroups(): Record<string, Permission[]> {
  const groups: Record<string, Permission[]> = {}
  for (const p of permissions) {
    const group = p.split('.')[0]!
    groups[group] = [...(groups[group] ?? []), p]
  }
  return groups
}

/** The role sets the demo data and a new space start with. */
export const builtInRoles = {
  ADMIN: [...permissions],
  FRAUD_ANALYST: [
    'dashboard.read',
    'transaction.read',
    'customer.read',
    'customer.write',
    'message.read',
    'merchant.read',
    'merchantGroup.read',
    ...fraudDesk,
    'trustPolicy.read',
    'report.read',
    'review.read',
    'review.decide',
    ...approvalDesk,
  ],
  FINANCE: [
    'dashboard.read',
    'transaction.read',
    'merchant.read',
    'merchantGroup.read',
    'finance.read',
    'finance.write',
    'report.read',
    ...approvalDesk,
  ],
  SUPPORT: [
    'dashboard.read',
    'transaction.read',
    'customer.read',
    'message.read',
    'message.resend',
    'merchant.read',
    'merchantGroup.read',
    'paymentLink.read',
    'fraud.read',
  ],
  MERCHANT: [
    'dashboard.read',
    'transaction.read',
    'customer.read',
    'message.read',
    'merchant.read',
    'paymentLink.read',
    'paymentLink.write',
    'finance.read',
    'report.read',
  ],
} as const satisfies Record<string, readonly Permission[]>
