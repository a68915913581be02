const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export function formatCents(cents: number): string {
  return euros.format(cents / 100);
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-IE', { dateStyle: 'full', timeStyle: 'short' });
}
