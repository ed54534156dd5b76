/** The tickets the editor's rows add up to; the contract wants exactly BOX_TICKETS. */
export function ticketsSum(rows: readonly { tickets: number }[]): number {
  return rows.reduce((sum, row) => sum + (Number.isInteger(row.tickets) ? row.tickets : 0), 0);
}
