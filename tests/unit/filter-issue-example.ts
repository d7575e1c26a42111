/** The filter example of the issue that asked for the filter language, and the list call params it reads as. */
export const filterIssueExample = {
  query: 'status:DECLINED bin:411111 email:a@b.com amount>100 created>2026-10-01 -status:CHARGED',
  search: {
    status: 'DECLINED',
    cardBin: '411111',
    email: 'a@b.com',
    minAmount: 10_000,
    from: '2026-10-01T00:00:00.000Z',
    statusNot: 'CHARGED',
  },
}
