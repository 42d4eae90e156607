-- Balances under a minted id, found by their indicator: no uniqueness
-- covers the indicator (blnk's balances). Wallets have one.
CREATE TABLE balances (
    id SERIAL PRIMARY KEY,
    balance_id TEXT NOT NULL UNIQUE,
    indicator TEXT,
    currency TEXT NOT NULL
);
CREATE TABLE wallets (
    id SERIAL PRIMARY KEY,
    wallet_id TEXT NOT NULL UNIQUE,
    indicator TEXT NOT NULL UNIQUE,
    currency TEXT NOT NULL
);
-- Identities under a minted id, unique by workspace, external id and a
-- deleted flag that inserts leave to its default (unkey's identities).
CREATE TABLE identities (
    id TEXT PRIMARY KEY,
    external_id TEXT NOT NULL,
    workspace_id TEXT NOT NULL,
    environment TEXT NOT NULL,
    deleted BOOLEAN NOT NULL DEFAULT false,
    UNIQUE (workspace_id, external_id, deleted)
);
