-- 010: fold(text), the folding of the interface's case-insensitive `iw_*` filters, under the name
-- the SQL shared with SQLite calls (query/compile.ts; on SQLite a JavaScript function,
-- query/text-functions.ts): accents dropped (NFD, then the combining marks of the Unicode blocks
-- that hold them removed) and lower case, so `knö*` finds "Knöterich" and `ecole` finds "École".
-- NULL stays NULL.
CREATE FUNCTION fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(regexp_replace(normalize(value, NFD), '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g'));
