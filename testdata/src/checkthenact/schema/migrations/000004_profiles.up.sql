CREATE TABLE profiles (
    id BIGSERIAL PRIMARY KEY,
    lower_name TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL
);

CREATE TABLE specs (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL,
    body TEXT NOT NULL
);

CREATE TABLE apis (
    name TEXT PRIMARY KEY,
    body TEXT NOT NULL
);
