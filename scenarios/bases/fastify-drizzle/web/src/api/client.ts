export interface TicketTypeOption {
  id: string;
  name: string;
  priceCents: number;
  remaining: number;
}

export interface EventDetail {
  slug: string;
  title: string;
  venue: string;
  startsAt: string;
  status: 'on_sale' | 'sold_out' | 'cancelled';
  ticketTypes: TicketTypeOption[];
}

export interface OrderSummary {
  id: string;
  status: 'pending' | 'paid' | 'refunded' | 'expired';
  quantity: number;
  totalCents: number;
  ticketType: string;
  event: { title: string; venue: string; startsAt: string };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  });
  if (!res.ok) throw new ApiError(res.status, await res.text());
  return (await res.json()) as T;
}

/** The storefront's only way to the API: one method per endpoint. */
export const api = {
  events: {
    get: (slug: string) => request<EventDetail>(`/api/events/${encodeURIComponent(slug)}`),
  },
  orders: {
    get: (id: string, email: string) =>
      request<OrderSummary>(`/api/orders/${id}?email=${encodeURIComponent(email)}`),
  },
  checkout: {
    start: (body: { ticketTypeId: string; quantity: number; email: string }) =>
      request<{ orderId: string; url: string }>('/api/checkout', { method: 'POST', body: JSON.stringify(body) }),
  },
};
