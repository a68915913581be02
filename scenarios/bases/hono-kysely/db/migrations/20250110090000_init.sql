-- migrate:up
CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  api_key_hash text NOT NULL UNIQUE,
  stripe_customer_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE plans (
  key text PRIMARY KEY,
  name text NOT NULL,
  stripe_price_id text NOT NULL UNIQUE,
  included_units integer NOT NULL,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE subscriptions (
  stripe_subscription_id text PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id),
  plan_key text NOT NULL REFERENCES plans (key),
  status text NOT NULL,
  current_period_end timestamptz NOT NULL
);

CREATE TABLE invoices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid NOT NULL REFERENCES customers (id),
  number text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'open',
  total_cents integer NOT NULL,
  memo text,
  stripe_invoice_id text UNIQUE,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- migrate:down
DROP TABLE invoices;
DROP TABLE subscriptions;
DROP TABLE plans;
DROP TABLE customers;
