// Package sqltext classifies SQL text that the analyzer has resolved from
// string constants: what kind of statement it is, which table it targets,
// how an INSERT handles conflicts, whether a SELECT locks rows or only tests
// existence, which columns receive which bind parameters, and the simple
// predicates of the top-level WHERE. It understands the PostgreSQL, MySQL
// and SQLite spellings of these clauses and imports only the standard library.
//
// ParseDDL reads schema text (migrations, schema files) for what it
// declares unique: primary keys, UNIQUE column and table constraints,
// CREATE UNIQUE INDEX and ALTER TABLE … ADD CONSTRAINT … UNIQUE, and
// what later statements drop (DROP INDEX, DROP CONSTRAINT, DROP COLUMN,
// RENAME TO). A uniqueness it cannot read whole — a partial or expression
// index, a SQLite constraint with its own ON CONFLICT clause (a duplicate
// is then ignored or replaced, not an error) — is left out.
//
// It is a classifier, not a parser. It lexes the text (comments, quoted
// strings, dollar-quoted bodies, quoted identifiers and the placeholder
// styles $1, ?, ?1, :name, @name and $name) and then looks for clause
// keywords at the statement's own parenthesis depth, so a WHERE, FOR UPDATE
// or ON CONFLICT inside a subquery, a string or a comment does not count.
// It never validates the SQL. On a statement it does not recognise it
// returns Kind Unknown with every other field zero rather than guessing; a
// recognised statement may still leave a field empty when the shape is
// unusual (a column list that does not line up with its values, a WHERE
// that is an OR of conditions).
//
// Decisions:
//   - Placeholders are numbered across the whole text, as the argument list
//     of one call covers every statement in it. A bare ? takes one more than
//     the highest number used so far and a named placeholder takes the next
//     number the first time its name appears, as SQLite does.
//   - When the text uses $N placeholders, ? is read as the PostgreSQL jsonb
//     operator, not as a placeholder.
//   - SELECT EXISTS(SELECT … FROM t WHERE …) with no FROM of its own reports
//     the table and predicates of the subquery.
//   - A statement whose WITH clause holds a data-modifying statement is
//     reported as that statement (its kind, table, conflict handling,
//     columns and predicates), with CTE set.
//   - An explicit ON CONFLICT or ON DUPLICATE KEY UPDATE clause decides the
//     Conflict over INSERT IGNORE and INSERT OR IGNORE.
//   - A WHERE predicate whose operand is an expression is still reported,
//     with neither Param nor Literal set; comparisons written operand-first
//     ($1 = id) are turned around.
//
// Limitations:
//   - Backslash escapes are honoured only in E'…' strings, so a MySQL string
//     written with \' ends early; MySQL # comments are read as operators and
//     MySQL double-quoted strings as identifiers.
//   - A slice bound written as arr[1:n] reads as the placeholder :n.
//   - Nested /* */ comments nest as in PostgreSQL.
//   - MERGE, CALL, COPY and procedural blocks are Unknown or Other: what they
//     write is not visible in their text.
//   - Statements are split at semicolons outside parentheses; MySQL
//     BEGIN … END compound bodies are split at their inner semicolons.
package sqltext
