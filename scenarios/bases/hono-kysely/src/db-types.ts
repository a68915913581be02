import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CustomersTable {
  id: Generated<string>;
  name: string;
  email: string;
  api_key_hash: string;
  stripe_customer_id: string | null;
  created_at: Generated<Timestamp>;
}

export interface PlansTable {
  key: string;
  name: string;
  stripe_price_id: string;
  included_units: number;
  active: Generated<boolean>;
}

export interface SubscriptionsTable {
  stripe_subscription_id: string;
  customer_id: string;
  plan_key: string;
  status: string;
  current_period_end: Timestamp;
}

export interface InvoicesTable {
  id: Generated<string>;
  customer_id: string;
  number: string;
  status: Generated<'draft' | 'open' | 'paid' | 'void'>;
  total_cents: number;
  memo: string | null;
  stripe_invoice_id: string | null;
  paid_at: Timestamp | null;
  created_at: Generated<Timestamp>;
}

export interface UsageEventsTable {
  id: Generated<string>;
  customer_id: string;
  metric: string;
  quantity: number;
  idempotency_key: string;
  recorded_at: Generated<Timestamp>;
}

export interface Database {
  customers: CustomersTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  invoices: InvoicesTable;
  usage_events: UsageEventsTable;
}

export type Customer = Selectable<CustomersTable>;
