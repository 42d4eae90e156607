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
