ALTER TABLE orders ADD CONSTRAINT orders_customer_key UNIQUE (customer);
-- Dropped again: a check by customer has no unique constraint.
ALTER TABLE orders DROP CONSTRAINT orders_customer_key;
