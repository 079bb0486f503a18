/** Calendar days as integers (days since 1970-01-01, UTC), for the receivables' dates. */
const DAY_MS = 86_400_000;

export function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day (UTC) of an instant. */
export function dayOf(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}
