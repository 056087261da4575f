ALTER TABLE "plugin_versions" ADD COLUMN "runtime_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "plugin_versions" ADD COLUMN "runtime_findings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plugin_versions" ADD COLUMN "runtime_wordpress" text;--> statement-breakpoint
ALTER TABLE "plugin_versions" ADD COLUMN "runtime_php" text;--> statement-breakpoint
ALTER TABLE "plugin_versions" ADD COLUMN "runtime_note" text;--> statement-breakpoint
ALTER TABLE "plugin_versions" ADD COLUMN "runtime_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plugin_versions" ADD COLUMN "runtime_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "plugin_versions_runtime_pending_idx" ON "plugin_versions" USING btree ("created_at") WHERE "plugin_versions"."runtime_status" = 'pending';--> statement-breakpoint
-- Versions saved before the WordPress check existed are not checked after the fact: the sweep would
-- otherwise run the whole history through the runtime on the first start.
UPDATE "plugin_versions" SET "runtime_status" = 'skipped', "runtime_note" = 'Saved before versions were checked in WordPress';
