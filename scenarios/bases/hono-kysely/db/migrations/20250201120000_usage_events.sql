-- migrate:up
CREATE TABLE usage_events (
  id bigserial PRIMARY KEY,
  customer_id uuid NOT NULL REFERENCES customers (id),
  metric text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  idempotency_key text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, idempotency_key)
);

CREATE INDEX usage_events_customer_metric_idx ON usage_events (customer_id, metric, recorded_at);

-- migrate:down
DROP TABLE usage_events;
