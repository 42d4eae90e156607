-- +goose Up
CREATE TABLE events (
    event_id text,
    payload text,
    CONSTRAINT events_pkey PRIMARY KEY (event_id)
);

-- +goose Down
ALTER TABLE events DROP CONSTRAINT events_pkey;
