-- A down migration is not the schema: were it read, users_email_key would be gone.
DROP INDEX users_email_key;
DROP TABLE orders;
