CREATE TABLE IF NOT EXISTS subscriptions (
    id integer PRIMARY KEY AUTOINCREMENT,
    endpoint text NOT NULL UNIQUE,
    topic text NOT NULL
);
