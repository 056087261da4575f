-- Plugin files are compressed with lz4 where the server has it (PostgreSQL 14+ built with lz4; docs/decisions/0030).
-- pglz gives up on a large plugin's files (no match in its first kilobyte: the jsonb offsets table), stores them
-- uncompressed, and tries again, in vain, each time a row copies them; lz4 compresses them, and a copy moves the
-- compressed bytes. A server without lz4 (PGlite) keeps pglz.
DO $$
BEGIN
  ALTER TABLE "plugin_versions" ALTER COLUMN "generated_code" SET COMPRESSION lz4;
  ALTER TABLE "plugins" ALTER COLUMN "generated_code" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR undefined_object THEN
  RAISE NOTICE 'lz4 compression is not available here: plugin files stay with pglz';
END $$;
