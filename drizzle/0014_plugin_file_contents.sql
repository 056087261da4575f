CREATE TABLE "plugin_file_contents" (
	"plugin_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "plugin_file_contents_plugin_id_hash_pk" PRIMARY KEY("plugin_id","hash")
);
--> statement-breakpoint
ALTER TABLE "plugin_versions" ADD COLUMN "file_hashes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plugins" ADD COLUMN "file_hashes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plugin_file_contents" ADD CONSTRAINT "plugin_file_contents_plugin_id_plugins_id_fk" FOREIGN KEY ("plugin_id") REFERENCES "public"."plugins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every file of every version and plugin row moves into plugin_file_contents, once per plugin and content
-- (docs/decisions/0047); the rows keep path -> hash, the SHA-256 of the content's UTF-8 bytes as
-- src/server/modules/plugins/file-store.ts computes it.
INSERT INTO "plugin_file_contents" ("plugin_id", "hash", "content")
SELECT src.plugin_id, encode(sha256(convert_to(file.value, 'UTF8')), 'hex'), file.value
FROM (
  SELECT "plugin_id", "generated_code" FROM "plugin_versions"
  UNION ALL
  SELECT "id", "generated_code" FROM "plugins"
) AS src
CROSS JOIN LATERAL jsonb_each_text(src.generated_code) AS file
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "plugin_versions" SET "file_hashes" = coalesce((
  SELECT jsonb_object_agg(file.key, encode(sha256(convert_to(file.value, 'UTF8')), 'hex'))
  FROM jsonb_each_text("generated_code") AS file
), '{}'::jsonb);
--> statement-breakpoint
UPDATE "plugins" SET "file_hashes" = coalesce((
  SELECT jsonb_object_agg(file.key, encode(sha256(convert_to(file.value, 'UTF8')), 'hex'))
  FROM jsonb_each_text("generated_code") AS file
), '{}'::jsonb);
--> statement-breakpoint
-- Text compresses well with lz4 where the server has it (as migration 0006); PGlite keeps pglz.
DO $$
BEGIN
  ALTER TABLE "plugin_file_contents" ALTER COLUMN "content" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR undefined_object THEN
  RAISE NOTICE 'lz4 compression is not available here: plugin file contents stay with pglz';
END $$;
