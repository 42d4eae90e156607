CREATE TABLE users (
    id bigserial PRIMARY KEY,
    email text NOT NULL,
    name text
);
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE orders (
    id bigserial PRIMARY KEY,
    ref text NOT NULL,
    customer text
);
CREATE INDEX orders_ref ON orders (ref);

CREATE TABLE tokens (
    id bigserial PRIMARY KEY,
    token text NOT NULL UNIQUE
);
