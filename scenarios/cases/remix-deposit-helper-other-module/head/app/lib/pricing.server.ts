/** Whole rental days between pickup and return, at least one. */
export function rentalDays(startDate: Date, endDate: Date): number {
  const ms = endDate.getTime() - startDate.getTime();
  return Math.max(1, Math.ceil(ms / 86_400_000));
}

/** The return deadline: shop closing time (18:00) on the last rental day. */
export function returnBy(startDate: Date, days: number): Date {
  const deadline = new Date(startDate);
  deadline.setUTCDate(deadline.getUTCDate() + days - 1);
  deadline.setUTCHours(18, 0, 0, 0);
  return deadline;
}

/** Refundable security deposit: 15% of the item's replacement value, at least $20. */
export function depositCents(replacementValueCents: number): number {
  return Math.max(2_000, Math.round(replacementValueCents * 0.15));
}
